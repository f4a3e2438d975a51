import { dictionary } from "@zxcvbn-ts/language-common";

/** The ~49,000 most common passwords from zxcvbn's leaked-password corpus, lower-cased. */
let commonPasswords: Set<string> | undefined;

export function isCommonPassword(password: string): boolean {
  commonPasswords ??= new Set(dictionary["passwords-common"].map((entry) => entry.toLowerCase()));
  return commonPasswords.has(password.toLowerCase());
}

export const WEAK_PASSWORD_REASON =
  "This password is too common and easy to guess. Please choose a less common password.";
