import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";
import { readEventStream } from "../test/event-stream-reader.ts";
import { confirmationTokenOf, sessionCookieOf } from "../test/sign-up-over-http.ts";
import { freePort } from "../test/free-port.ts";

/**
 * The real server process on an embedded database of its own, stopped with SIGTERM while a request is
 * half-sent and a live message stream is open: it stops taking connections at once, tells the stream to
 * reconnect, lets the request finish and then exits cleanly.
 */
const MAIN = path.join(import.meta.dirname, "main.ts");

describe("SIGTERM", () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "touchline-drain-"));
  let server: ChildProcess | undefined;
  let output = "";
  afterAll(() => {
    if (server && server.exitCode === null && server.signalCode === null) server.kill("SIGKILL");
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("finishes the request in progress, refuses new connections and sends live streams away", async () => {
    const port = await freePort();
    const origin = `http://127.0.0.1:${port}`;
    const child = spawn(process.execPath, ["--import", "tsx", MAIN], {
      env: {
        ...process.env,
        HOST: "127.0.0.1",
        PORT: String(port),
        DATA_DIR: dataDir,
        APP_URL: origin,
        NODE_ENV: "production",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    server = child;
    child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
    await vi.waitFor(() => expect(output).toContain("Touchline is running"), { timeout: 60_000, interval: 100 });

    // A coach signed in through the mail printed to the log, as a local operator would.
    const email = `drain-${Date.now()}@example.com`;
    const json = { Origin: origin, "Content-Type": "application/json" };
    const signUp = await fetch(`${origin}/api/auth/sign-up`, {
      method: "POST",
      headers: json,
      body: JSON.stringify({ email, password: "tuesday-rondo-drill", firstName: "Dana", lastName: "Drain" }),
    });
    expect(signUp.status).toBe(202);
    await vi.waitFor(() => expect(output).toContain(`To: ${email}`), { timeout: 10_000 });
    const confirmed = await fetch(`${origin}/api/auth/confirm-email`, {
      method: "POST",
      headers: json,
      body: JSON.stringify({
        token: confirmationTokenOf(output.slice(output.indexOf(`To: ${email}`))),
        password: "tuesday-rondo-drill",
      }),
    });
    expect(confirmed.status).toBe(200);
    const cookie = sessionCookieOf(confirmed);

    const streamResponse = await fetch(`${origin}/api/messages/stream`, { headers: { Cookie: cookie } });
    const stream = readEventStream(streamResponse);
    await stream.waitFor("ready");

    // A request whose body is still on its way when the signal comes.
    const body = JSON.stringify({ email, password: "not-the-password" });
    const slow = httpRequest(`${origin}/api/auth/sign-in`, {
      method: "POST",
      // The server's "100 Continue" shows it has the request's headers: from then on the request is in progress.
      headers: { ...json, "Content-Length": Buffer.byteLength(body), Expect: "100-continue" },
    });
    const headersArrived = new Promise((resolve) => slow.once("continue", resolve));
    const slowResponse = new Promise<{ status: number; text: string }>((resolve, reject) => {
      slow.on("response", (response) => {
        let text = "";
        response.on("data", (chunk: Buffer) => (text += chunk.toString()));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, text }));
      });
      slow.on("error", reject);
    });
    slow.flushHeaders();
    await headersArrived;
    slow.write(body.slice(0, 10));

    child.kill("SIGTERM");
    await vi.waitFor(() => expect(output).toContain("SIGTERM received"), { timeout: 10_000 });

    // The stream is told to reconnect, then ended.
    await stream.waitFor("retry");
    await stream.ended;

    // No new connections.
    const refused = await new Promise<string>((resolve) => {
      const socket = connect(port, "127.0.0.1", () => {
        socket.destroy();
        resolve("connected");
      });
      socket.on("error", (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
    });
    expect(refused).toBe("ECONNREFUSED");

    // The request in progress still gets its answer.
    slow.end(body.slice(10));
    const answered = await slowResponse;
    expect(answered.status).toBe(401);
    expect(JSON.parse(answered.text)).toMatchObject({ error: { code: expect.any(String) } });

    expect(await exited).toBe(0);
  }, 120_000);
});
