import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../db/client.ts";
import { REPO_ROOT } from "../../lib/repo-paths.ts";
import { setUserRole } from "../../services/users/set-user-role.ts";
import { signUpOverHttp } from "../../test/sign-up-over-http.ts";
import { type EventStreamReader, readEventStream } from "./event-stream-reader.ts";
import { freePort } from "../../test/free-port.ts";
import { createScratchDatabase, type ScratchDatabase } from "../../test/postgres-server.ts";

const serverUrl = process.env.TEST_DATABASE_URL;

/** One real `node apps/server/src/main.ts` process on its own port. */
interface Instance {
  url: string;
  process: ChildProcess;
  log: string[];
  dataDir: string;
}

async function startInstance(databaseUrl: string): Promise<Instance> {
  const port = await freePort();
  const url = `http://localhost:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), "touchline-instance-"));
  const child = spawn(process.execPath, ["--import", "tsx", "apps/server/src/main.ts"], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      NODE_ENV: "production",
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: "127.0.0.1",
      APP_URL: url,
      DATA_DIR: dataDir,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const log: string[] = [];
  child.stdout?.on("data", (chunk: Buffer) => log.push(chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => log.push(chunk.toString()));
  return { url, process: child, log, dataDir };
}

/** Polls /api/health until the instance answers; fails with its log if it exits first. */
async function waitUntilHealthy(instance: Instance): Promise<void> {
  const deadline = Date.now() + 50_000;
  while (Date.now() < deadline) {
    if (instance.process.exitCode !== null) throw new Error(`the server exited early:\n${instance.log.join("")}`);
    const isUp = await fetch(`${instance.url}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (isUp) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the server did not become healthy:\n${instance.log.join("")}`);
}

async function stopInstance(instance: Instance): Promise<void> {
  if (instance.process.exitCode === null) {
    const exited = new Promise((resolve) => instance.process.once("exit", resolve));
    instance.process.kill("SIGTERM");
    const killer = setTimeout(() => instance.process.kill("SIGKILL"), 10_000);
    await exited;
    clearTimeout(killer);
  }
  rmSync(instance.dataDir, { recursive: true, force: true });
}

/** Signs a coach up through `instance` and follows the confirmation link it mailed, which signs in. */
async function signUp(instance: Instance, databaseUrl: string, email: string): Promise<string> {
  const database = await openDatabase({ kind: "postgres", url: databaseUrl });
  const person = { email, password: "tuesday-rondo-drill", firstName: "Two", lastName: "Instances" };
  return signUpOverHttp({ url: instance.url, origin: instance.url, db: database.db }, person).finally(() =>
    database.close(),
  );
}

async function openStream(instance: Instance, cookie: string, signal: AbortSignal): Promise<EventStreamReader> {
  const response = await fetch(`${instance.url}/api/messages/stream`, { headers: { Cookie: cookie }, signal });
  expect(response.status).toBe(200);
  const stream = readEventStream(response, { timeoutMs: 20_000 });
  await stream.waitFor("ready");
  return stream;
}

// PGlite lives inside one process, so fan-out between processes exists only on PostgreSQL.
describe.skipIf(!serverUrl)(
  "two server processes on one PostgreSQL (skipped without TEST_DATABASE_URL: PGlite is single-process)",
  () => {
    let scratch: ScratchDatabase | undefined;
    let databaseUrl: string;
    const instances: Instance[] = [];
    const aborter = new AbortController();

    beforeAll(async () => {
      scratch = await createScratchDatabase(serverUrl!, "touchline_two");
      databaseUrl = scratch.url;
      // Booting together on the empty database: one migrates while the other waits on the lock (db/client.ts).
      instances.push(await startInstance(databaseUrl), await startInstance(databaseUrl));
      await Promise.all(instances.map(waitUntilHealthy));
    });

    afterAll(async () => {
      aborter.abort();
      await Promise.all(instances.map(stopInstance));
      await scratch?.drop();
    });

    it("delivers a broadcast sent through one instance to a client streaming from the other, and a read back", async () => {
      const [instanceA, instanceB] = instances as [Instance, Instance];
      const suffix = randomBytes(4).toString("hex");
      const coachCookie = await signUp(instanceB, databaseUrl, `coach-${suffix}@example.com`);
      const adminEmail = `admin-${suffix}@example.com`;
      const adminCookie = await signUp(instanceA, databaseUrl, adminEmail);
      const database = await openDatabase({ kind: "postgres", url: databaseUrl });
      try {
        expect(await setUserRole(database.db, adminEmail, "admin")).toMatchObject({ to: "admin", changed: true });
      } finally {
        await database.close();
      }

      const onB = await openStream(instanceB, coachCookie, aborter.signal);
      const onA = await openStream(instanceA, coachCookie, aborter.signal);

      const sent = await fetch(`${instanceA.url}/api/admin/messages`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Origin: instanceA.url, Cookie: adminCookie },
        body: JSON.stringify({
          title: "Across instances",
          content: "Sent through A, heard on B.",
          targetAudience: "coaches",
        }),
      });
      expect(sent.status).toBe(201);
      const { message } = (await sent.json()) as { message: { id: string } };
      await onB.waitFor("unread-changed");
      await onA.waitFor("unread-changed");

      // Reading it through B updates the coach's tab on A.
      const read = await fetch(`${instanceB.url}/api/messages/${message.id}/read`, {
        method: "POST",
        headers: { Origin: instanceB.url, Cookie: coachCookie },
      });
      expect(read.status).toBe(200);
      await onA.waitFor("unread-changed", 2);
      const unread = await fetch(`${instanceA.url}/api/messages/unread-count`, { headers: { Cookie: coachCookie } });
      expect(await unread.json()).toEqual({ unreadCount: 0 });
    });
  },
);
