import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { OWASP_SCRYPT_COST } from "./password-hash.ts";

let t: TestApp;
beforeAll(async () => {
  // The burst is about the real hashes' time and memory.
  t = await createTestApp({}, { passwordCost: OWASP_SCRYPT_COST });
});
afterAll(() => t.close());

const SIGN_INS = 40;

describe("a burst of sign-ins", () => {
  it("leaves the server answering: gzip health checks do not queue behind the password hashes", async () => {
    // Unknown addresses are hashed too (so they take as long as known ones): each is a 128 MiB scrypt.
    let settled = 0;
    const signIns = Array.from({ length: SIGN_INS }, async (_, index) => {
      const response = await t.request("/api/auth/sign-in", {
        body: { email: `burst-${index}@example.com`, password: "not-a-real-one" },
      });
      settled += 1;
      return response.status;
    });
    // Let every sign-in reach its hash before asking.
    await new Promise((resolve) => setTimeout(resolve, 200));

    const startedAt = performance.now();
    const health = await t.request("/api/health", { headers: { "Accept-Encoding": "gzip" } });
    expect(health.status).toBe(200);
    expect(health.headers.get("Content-Encoding")).toBe("gzip");
    // Reading the body runs the compression (zlib works on the same thread pool as scrypt).
    expect(JSON.parse(await new Response(health.body!.pipeThrough(new DecompressionStream("gzip"))).text())).toEqual(
      expect.objectContaining({ status: "ok" }),
    );
    const waitedMs = performance.now() - startedAt;
    const settledByThen = settled;

    // And it keeps answering, gzipped, for as long as the burst lasts, not only at its start.
    const duringBurst: Array<{ status: number; encoding: string | null }> = [];
    while (settled < SIGN_INS) {
      const again = await t.request("/api/health", { headers: { "Accept-Encoding": "gzip" } });
      await again.arrayBuffer();
      if (settled < SIGN_INS)
        duringBurst.push({ status: again.status, encoding: again.headers.get("Content-Encoding") });
    }
    expect(duringBurst.length).toBeGreaterThanOrEqual(3);
    expect(duringBurst).toEqual(duringBurst.map(() => ({ status: 200, encoding: "gzip" })));

    expect(await Promise.all(signIns)).toEqual(Array.from({ length: SIGN_INS }, () => 401));
    // The hashes take seconds in all; the health check must not wait for most of them.
    expect(settledByThen, `sign-ins finished before the health check answered (${waitedMs} ms)`).toBeLessThan(
      SIGN_INS / 4,
    );
    expect(waitedMs).toBeLessThan(2000);
  }, 120_000);
});
