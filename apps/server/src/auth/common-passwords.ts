/** The ~49,000 most common passwords from zxcvbn's leaked-password corpus, lower-cased. */
let commonPasswords: Promise<Set<string>> | undefined;

// The list is decompressed on first use rather than at boot (it takes a noticeable moment).
function loadCommonPasswords(): Promise<Set<string>> {
  commonPasswords ??= import("@zxcvbn-ts/language-common").then(
    ({ dictionary }) => new Set(dictionary["passwords-common"].map((entry) => entry.toLowerCase())),
  );
  return commonPasswords;
}

export async function isCommonPassword(password: string): Promise<boolean> {
  return (await loadCommonPasswords()).has(password.toLowerCase());
}

export const WEAK_PASSWORD_REASON =
  "This password is too common and easy to guess. Please choose a less common password.";
