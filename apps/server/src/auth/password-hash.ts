import { randomBytes, scrypt, timingSafeEqual } from "node:crypto";
import { promisify } from "node:util";
import { createConcurrencyLimit } from "../lib/concurrency-limit.ts";

const scryptAsync = promisify(scrypt) as (
  password: string,
  salt: Buffer,
  keyLength: number,
  options: { N: number; r: number; p: number; maxmem: number },
) => Promise<Buffer>;

export interface ScryptCost {
  N: number;
  r: number;
  p: number;
}

/**
 * OWASP's first scrypt setting: N=2^17 (128 MiB), r=8, p=1, what every server uses. The parameters are
 * stored with each hash, so a hash made at another cost (the tests' cheaper one) still verifies.
 */
export const OWASP_SCRYPT_COST: ScryptCost = { N: 2 ** 17, r: 8, p: 1 };
const KEY_LENGTH = 64;
const maxmemFor = (N: number, r: number) => 256 * N * r;

/**
 * scrypt runs on libuv's thread pool (4 threads by default), which gzip, file reads and DNS share. Left
 * alone, a burst of sign-ins (unknown addresses are hashed too) fills every thread for seconds and
 * queues everything else behind it. Two at a time leaves the rest of the pool free and caps the hashing
 * memory at 256 MiB; further hashes wait their turn here, first come first served.
 */
export const MAX_CONCURRENT_HASHES = 2;
const hashSlots = createConcurrencyLimit(MAX_CONCURRENT_HASHES);

function derive(password: string, salt: Buffer, keyLength: number, N: number, r: number, p: number) {
  return hashSlots.run(() =>
    scryptAsync(password.normalize("NFKC"), salt, keyLength, { N, r, p, maxmem: maxmemFor(N, r) }),
  );
}

export async function hashPassword(password: string, cost: ScryptCost = OWASP_SCRYPT_COST): Promise<string> {
  const salt = randomBytes(16);
  const { N, r, p } = cost;
  const key = await derive(password, salt, KEY_LENGTH, N, r, p);
  return `scrypt$${N}$${r}$${p}$${salt.toString("base64")}$${key.toString("base64")}`;
}

export async function verifyPassword({ hash, password }: { hash: string; password: string }): Promise<boolean> {
  const [scheme, n, r, p, salt, expected] = hash.split("$");
  if (scheme !== "scrypt" || !salt || !expected) return false;
  const expectedKey = Buffer.from(expected, "base64");
  const key = await derive(password, Buffer.from(salt, "base64"), expectedKey.length, Number(n), Number(r), Number(p));
  return timingSafeEqual(key, expectedKey);
}
