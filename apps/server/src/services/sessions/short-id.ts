import { randomBytes } from "node:crypto";
import { SHORT_ID_LENGTH } from "@touchline/contracts";

const ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
/** The largest multiple of 62 below 256: bytes at or above it are dropped so every character is equally likely. */
const UNBIASED_LIMIT = 256 - (256 % ALPHABET.length);

/** A random, URL-safe share id: 8 base62 characters from the system's cryptographic generator. */
export function createShortId(length = SHORT_ID_LENGTH): string {
  let id = "";
  while (id.length < length) {
    for (const byte of randomBytes(length * 2)) {
      if (byte < UNBIASED_LIMIT) id += ALPHABET[byte % ALPHABET.length];
      if (id.length === length) break;
    }
  }
  return id;
}
