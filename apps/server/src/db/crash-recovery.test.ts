import { type ChildProcess, spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../../test/free-port.ts";
import { createScratchDatabase, type ScratchDatabase, withPostgresClient } from "../../test/postgres-server.ts";

/**
 * The real server on PostgreSQL, killed with SIGKILL in the middle of a stream of writes: whatever it
 * acknowledged (a 2xx) before it died must be there when it starts again on the same database. That the
 * server refuses a PostgreSQL that could drop acknowledged commits is shown in durability.test.ts; here the
 * database is checked to be a durable one, so what is shown is the server's own behaviour.
 */
const serverUrl = process.env.TEST_DATABASE_URL;
const SERVER_ROOT = path.resolve(import.meta.dirname, "..");
const MAIN = path.join(SERVER_ROOT, "main.ts");
const CREATE_USER = path.join(SERVER_ROOT, "cli/create-user.ts");

const ROUNDS = 3;
const WRITERS_PER_KIND = 4;
/** Acknowledged writes a round waits for before the kill, so every round kills a server that is busy writing. */
const ACKNOWLEDGED_BEFORE_KILL = 80;
const FEEDBACK_ITEMS = 1500;
const PASSWORD = "kick-off-at-seven-sharp";

/** Runs a command to its end and returns its exit code and output. */
function run(args: string[], env: Record<string, string>, input: string) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(process.execPath, args, { env: { ...process.env, ...env }, stdio: ["pipe", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.on("exit", (code) => resolve({ code, output }));
    child.stdin.end(input);
  });
}

/** Starts the server from its sources and resolves once it serves. */
function startServer(env: Record<string, string>, timeoutMs = 60_000) {
  const child = spawn(process.execPath, ["--import", "tsx", MAIN], {
    env: { ...process.env, HOST: "127.0.0.1", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  return new Promise<ChildProcess>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no start within ${timeoutMs} ms:\n${output}`)), timeoutMs);
    child.stdout.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes("Touchline is running")) {
        clearTimeout(timer);
        resolve(child);
      }
    });
    child.on("exit", (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`the server exited (${code ?? signal}) before serving:\n${output}`));
    });
  });
}

function killHard(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  child.kill("SIGKILL");
  return exited;
}

describe.skipIf(!serverUrl)("a server killed with SIGKILL during writes, on PostgreSQL", () => {
  let scratch: ScratchDatabase | undefined;
  const dataDir = mkdtempSync(path.join(tmpdir(), "touchline-crash-"));
  let databaseUrl: string;
  let port: number;
  let origin: string;
  let cookie: string;
  let server: ChildProcess | undefined;

  const serverEnv = () => ({
    DATABASE_URL: databaseUrl,
    PORT: String(port),
    DATA_DIR: dataDir,
    APP_URL: origin,
    NODE_ENV: "production",
  });

  const call = (requestPath: string, init: { method?: string; body?: unknown } = {}) =>
    fetch(`${origin}${requestPath}`, {
      method: init.method ?? (init.body === undefined ? "GET" : "POST"),
      headers: {
        Origin: origin,
        Cookie: cookie,
        ...(init.body === undefined ? {} : { "Content-Type": "application/json" }),
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });

  beforeAll(async () => {
    scratch = await createScratchDatabase(serverUrl!, `touchline_crash_${process.pid}`);
    databaseUrl = scratch.url;
    port = await freePort();
    origin = `http://127.0.0.1:${port}`;

    // The account is made as an operator would (as the browser tests make their admin), then signs in.
    const email = `crash-${process.pid}@example.com`;
    const created = await run(
      ["--import", "tsx", CREATE_USER, email, "none", "Robin", "Crash"],
      { DATABASE_URL: databaseUrl, DATA_DIR: dataDir },
      `${PASSWORD}\n`,
    );
    expect(created.output, created.output).toContain("is created");
    expect(created.code).toBe(0);

    server = await startServer(serverEnv());
    const signIn = await fetch(`${origin}/api/auth/sign-in`, {
      method: "POST",
      headers: { Origin: origin, "Content-Type": "application/json" },
      body: JSON.stringify({ email, password: PASSWORD }),
    });
    expect(signIn.status).toBe(200);
    const sessionCookie = signIn.headers.getSetCookie().find((value) => value.startsWith("touchline.session_token="));
    cookie = sessionCookie!.split(";")[0]!;

    // Items to vote on, one vote each, so every acknowledged vote has exactly one expected value.
    await withPostgresClient(databaseUrl, async (client) => {
      const ids = Array.from({ length: FEEDBACK_ITEMS }, () => randomUUID());
      await client.query(
        `insert into feedback (id, title, description)
         select id, 'Idea ' || ordinality, 'Something to vote on' from unnest($1::text[]) with ordinality as id`,
        [ids],
      );
    });
  }, 120_000);

  afterAll(async () => {
    if (server) await killHard(server);
    await scratch?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("keeps every acknowledged session, saved draft and vote through three kills", async () => {
    // The guard lets the server start only on a database that keeps acknowledged commits; this one is such.
    const settings = await withPostgresClient(databaseUrl, (client) =>
      client.query<{ name: string; setting: string }>(
        `select name, current_setting(name) as setting
         from unnest(array['fsync', 'synchronous_commit', 'full_page_writes']) as name`,
      ),
    );
    expect(settings.rows.filter((row) => row.setting === "off")).toEqual([]);

    const createdSessions = new Map<string, string>();
    /** Per session being edited: the last draft number acknowledged and the last one sent. */
    const drafts = new Map<string, { acknowledged: number; sent: number }>();
    const votes = new Map<string, "upvote" | "downvote">();
    const { rows: items } = await withPostgresClient(databaseUrl, (client) =>
      client.query<{ id: string }>("select id from feedback order by id"),
    );
    let nextItem = 0;
    let inFlightAtKills = 0;

    for (let round = 1; round <= ROUNDS; round += 1) {
      // Each round edits sessions of its own, made while the server is calm.
      const edited: string[] = [];
      for (let writer = 0; writer < WRITERS_PER_KIND; writer += 1) {
        const response = await call("/api/sessions", { body: { title: "Draft 0", intensity: "low" } });
        expect(response.status).toBe(201);
        const { session } = (await response.json()) as { session: { id: string } };
        drafts.set(session.id, { acknowledged: 0, sent: 0 });
        edited.push(session.id);
      }

      let acknowledgedThisRound = 0;
      let inFlight = 0;
      let killed = false;
      let reachedTarget: () => void = () => {};
      const targetReached = new Promise<void>((resolve) => (reachedTarget = resolve));
      const acknowledge = () => {
        acknowledgedThisRound += 1;
        if (acknowledgedThisRound >= ACKNOWLEDGED_BEFORE_KILL) reachedTarget();
      };
      /** Sends writes one after another until one fails (the server died) or the server was killed. */
      const writer = async (write: () => Promise<void>) => {
        while (!killed) {
          inFlight += 1;
          try {
            await write();
          } catch {
            return;
          } finally {
            inFlight -= 1;
          }
        }
      };

      let sessionNumber = 0;
      const createSession = async () => {
        sessionNumber += 1;
        const title = `Round ${round} session ${sessionNumber}`;
        const response = await call("/api/sessions", { body: { title, intensity: "medium" } });
        if (response.status !== 201) throw new Error(`create answered ${response.status}`);
        const { session } = (await response.json()) as { session: { id: string } };
        createdSessions.set(session.id, title);
        acknowledge();
      };
      const saveDraft = (id: string) => async () => {
        const draft = drafts.get(id)!;
        const number = draft.sent + 1;
        draft.sent = number;
        const response = await call(`/api/sessions/${id}`, {
          method: "PUT",
          body: { title: `Draft ${number}`, theme: `Saved ${number} times`, intensity: "medium" },
        });
        if (response.status !== 200) throw new Error(`save answered ${response.status}`);
        await response.arrayBuffer();
        draft.acknowledged = number;
        acknowledge();
      };
      const vote = async () => {
        const item = items[nextItem];
        nextItem += 1;
        if (!item) throw new Error("no feedback item left to vote on");
        const voteType = nextItem % 2 === 0 ? "upvote" : "downvote";
        const response = await call(`/api/feedback/${item.id}/vote`, { method: "PUT", body: { voteType } });
        if (response.status !== 200) throw new Error(`vote answered ${response.status}`);
        await response.arrayBuffer();
        votes.set(item.id, voteType);
        acknowledge();
      };

      const writers = [
        ...Array.from({ length: WRITERS_PER_KIND }, () => writer(createSession)),
        ...edited.map((id) => writer(saveDraft(id))),
        ...Array.from({ length: WRITERS_PER_KIND }, () => writer(vote)),
      ];
      await targetReached;
      inFlightAtKills += inFlight;
      await killHard(server!);
      killed = true;
      await Promise.all(writers);

      server = await startServer(serverEnv());

      // Everything acknowledged so far, this round and the earlier ones, reads back from the new process.
      const mine = await call("/api/sessions/mine");
      expect(mine.status).toBe(200);
      const listed = new Map(
        ((await mine.json()) as { sessions: Array<{ id: string; title: string }> }).sessions.map((session) => [
          session.id,
          session.title,
        ]),
      );
      for (const [id, title] of createdSessions) expect(listed.get(id), `session ${title}`).toBe(title);
      for (const [id, draft] of drafts) {
        const response = await call(`/api/sessions/${id}`);
        expect(response.status).toBe(200);
        const { session } = (await response.json()) as { session: { title: string; theme: string } };
        const saved = Number(/^Draft (\d+)$/.exec(session.title)?.[1]);
        // A save in flight at the kill may or may not have committed; an acknowledged one must have.
        expect(saved).toBeGreaterThanOrEqual(draft.acknowledged);
        expect(saved).toBeLessThanOrEqual(draft.sent);
        expect(session.theme).toBe(saved === 0 ? "" : `Saved ${saved} times`);
      }
      for (const [id, voteType] of votes) {
        const response = await call(`/api/feedback/${id}`);
        expect(response.status).toBe(200);
        const { item } = (await response.json()) as {
          item: { myVote: string | null; upvotes: number; downvotes: number };
        };
        expect(item).toMatchObject({
          myVote: voteType,
          upvotes: voteType === "upvote" ? 1 : 0,
          downvotes: voteType === "downvote" ? 1 : 0,
        });
      }
    }

    expect(createdSessions.size).toBeGreaterThan(0);
    expect(votes.size).toBeGreaterThan(0);
    expect([...drafts.values()].some((draft) => draft.acknowledged > 0)).toBe(true);
    // The kills came while the server was busy: some writes were cut off unanswered.
    expect(inFlightAtKills).toBeGreaterThan(0);
    // About 15 s on a quiet machine; four cold starts of the server take much longer on a busy one.
  }, 180_000);
});
