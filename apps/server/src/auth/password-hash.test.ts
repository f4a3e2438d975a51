import { describe, expect, it, vi } from "vitest";

/** How many scrypt computations are running now, and the most there ever were at once. */
const scryptCalls = vi.hoisted(() => ({ running: 0, most: 0 }));

vi.mock("node:crypto", async (importOriginal) => {
  const crypto = await importOriginal<typeof import("node:crypto")>();
  function countedScrypt(...args: unknown[]) {
    const callback = args.pop() as (error: Error | null, key: Buffer) => void;
    scryptCalls.running += 1;
    scryptCalls.most = Math.max(scryptCalls.most, scryptCalls.running);
    (crypto.scrypt as (...rest: unknown[]) => void)(...args, (error: Error | null, key: Buffer) => {
      scryptCalls.running -= 1;
      callback(error, key);
    });
  }
  return { ...crypto, default: { ...crypto, scrypt: countedScrypt }, scrypt: countedScrypt };
});

// Test files share their worker's modules (isolate: false): an earlier file may have loaded the real hasher.
vi.resetModules();
const { hashPassword, verifyPassword } = await import("./password-hash.ts");

describe("password hashing", () => {
  it("runs at most two scrypt computations at once, however many are asked for", async () => {
    const hash = await hashPassword("tuesday-rondo-drill");
    scryptCalls.most = 0;
    const results = await Promise.all([
      ...Array.from({ length: 3 }, () => hashPassword("a-new-secret")),
      ...Array.from({ length: 3 }, () => verifyPassword({ hash, password: "tuesday-rondo-drill" })),
      verifyPassword({ hash, password: "not-the-password" }),
    ]);
    expect(scryptCalls.most).toBe(2);
    expect(results.slice(0, 3)).toEqual(
      Array.from({ length: 3 }, () => expect.stringMatching(/^scrypt\$131072\$8\$1\$/)),
    );
    expect(results.slice(3)).toEqual([true, true, true, false]);
  }, 60_000);

  it("verifies a hash made at another cost by the cost stored with it", async () => {
    const hash = await hashPassword("tuesday-rondo-drill", { N: 2 ** 10, r: 8, p: 1 });
    expect(hash).toMatch(/^scrypt\$1024\$8\$1\$/);
    expect(await verifyPassword({ hash, password: "tuesday-rondo-drill" })).toBe(true);
    expect(await verifyPassword({ hash, password: "wednesday-rondo-drill" })).toBe(false);
  });
});
