/** The ~49,000 most common passwords from zxcvbn's leaked-password corpus, lower-cased. */
let commonPasswords: Promise<Set<string>> | undefined;

// The list is decompressed on first use rather than at boot (it takes a noticeable moment).
function loadCommonPasswords(): Promise<Set<string>> {
  commonPasswords ??= import("@zxcvbn-ts/language-common").then(
    ({ dictionary }) => new Set(dictionary["passwords-common"].map((entry) => entry.toLowerCase())),
  );
  return commonPasswords;
}

/** A straight run of digits or letters, up or down: 123456, 654321, abcdef. */
function isRun(password: string): boolean {
  if (!/^(?:[0-9]{3,}|[a-z]{3,})$/.test(password)) return false;
  const step = password.charCodeAt(1) - password.charCodeAt(0);
  if (step !== 1 && step !== -1) return false;
  for (let index = 2; index < password.length; index += 1) {
    if (password.charCodeAt(index) - password.charCodeAt(index - 1) !== step) return false;
  }
  return true;
}

function isWeak(password: string, list: Set<string>): boolean {
  if (list.has(password) || isRun(password)) return true;
  // The same few characters over and over (aaaaaa, 121212, abcabc), or a weak word repeated (footballfootball).
  const unit = /^(.+?)\1+$/su.exec(password)?.[1];
  return unit !== undefined && ([...unit].length <= 4 || isWeak(unit, list));
}

/**
 * Whether a password is among the most common ones, compared as the hash will see it (Unicode NFKC, so a
 * full-width ＰＡＳＳＷＯＲＤ is `password`) and without case. zxcvbn's list leaves out what its own
 * pattern matchers catch, among them some of the most used passwords of all (654321, aaaaaa, 121212): the
 * repeats and straight runs are refused here.
 */
export async function isCommonPassword(password: string): Promise<boolean> {
  return isWeak(password.normalize("NFKC").toLowerCase(), await loadCommonPasswords());
}

export const WEAK_PASSWORD_REASON =
  "This password is too common and easy to guess. Please choose a less common password.";
