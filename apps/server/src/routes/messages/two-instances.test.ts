import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../db/client.ts";
import { setUserRole } from "../../services/users/set-user-role.ts";
import { type ClusterInstance, createInstance } from "../../../test/cluster.ts";
import { signUpOverHttp } from "../../../test/sign-up-over-http.ts";
import { type EventStreamReader, readEventStream } from "../../../test/event-stream-reader.ts";
import { freePort } from "../../../test/free-port.ts";
import { createScratchDatabase, type ScratchDatabase } from "../../../test/postgres-server.ts";

const serverUrl = process.env.TEST_DATABASE_URL;

/** A server process of its own on `databaseUrl`, not started yet. */
async function createInstanceOn(databaseUrl: string, name: string): Promise<ClusterInstance> {
  const port = await freePort();
  return createInstance(name, port, {
    ...process.env,
    NODE_ENV: "production",
    DATABASE_URL: databaseUrl,
    HOST: "127.0.0.1",
    APP_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: "warn",
  });
}

/** Signs a coach up through `instance` and follows the confirmation link it mailed, which signs in. */
async function signUp(instance: ClusterInstance, databaseUrl: string, email: string): Promise<string> {
  const database = await openDatabase({ kind: "postgres", url: databaseUrl });
  const person = { email, password: "tuesday-rondo-drill", firstName: "Two", lastName: "Instances" };
  return signUpOverHttp({ url: instance.url, origin: instance.url, db: database.db }, person).finally(() =>
    database.close(),
  );
}

async function openStream(instance: ClusterInstance, cookie: string, signal: AbortSignal): Promise<EventStreamReader> {
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
    const instances: ClusterInstance[] = [];
    const aborter = new AbortController();

    beforeAll(async () => {
      scratch = await createScratchDatabase(serverUrl!, "touchline_two");
      databaseUrl = scratch.url;
      // Booting together on the empty database: one migrates while the other waits on the lock (db/client.ts).
      instances.push(await createInstanceOn(databaseUrl, "A"), await createInstanceOn(databaseUrl, "B"));
      await Promise.all(instances.map((instance) => instance.start()));
    });

    afterAll(async () => {
      aborter.abort();
      await Promise.all(instances.map((instance) => instance.stop()));
      await scratch?.drop();
    });

    it("delivers a broadcast sent through one instance to a client streaming from the other, and a read back", async () => {
      const [instanceA, instanceB] = instances as [ClusterInstance, ClusterInstance];
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
