import { randomBytes, scrypt, timingSafeEqual } from "node:crypto";
import { promisify } from "node:util";

const scryptAsync = promisify(scrypt) as (
  password: string,
  salt: Buffer,
  keyLength: number,
  options: { N: number; r: number; p: number; maxmem: number },
) => Promise<Buffer>;

/** OWASP's first scrypt setting: N=2^17 (128 MiB), r=8, p=1. The parameters are stored with each hash. */
const PARAMETERS = { N: 2 ** 17, r: 8, p: 1 };
const KEY_LENGTH = 64;
const maxmemFor = (N: number, r: number) => 256 * N * r;

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const { N, r, p } = PARAMETERS;
  const key = await scryptAsync(password.normalize("NFKC"), salt, KEY_LENGTH, { N, r, p, maxmem: maxmemFor(N, r) });
  return `scrypt$${N}$${r}$${p}$${salt.toString("base64")}$${key.toString("base64")}`;
}

export async function verifyPassword({ hash, password }: { hash: string; password: string }): Promise<boolean> {
  const [scheme, n, r, p, salt, expected] = hash.split("$");
  if (scheme !== "scrypt" || !salt || !expected) return false;
  const N = Number(n);
  const blockSize = Number(r);
  const expectedKey = Buffer.from(expected, "base64");
  const key = await scryptAsync(password.normalize("NFKC"), Buffer.from(salt, "base64"), expectedKey.length, {
    N,
    r: blockSize,
    p: Number(p),
    maxmem: maxmemFor(N, blockSize),
  });
  return timingSafeEqual(key, expectedKey);
}
