import { RETURN_AFTER_SIGN_IN_KEY } from "./offline-caches.ts";

/**
 * A page that sends a visitor to sign in or sign up (an invitation link) names where to come back to. It is
 * kept in localStorage, not sessionStorage: a sign-up finishes in the tab its confirmation e-mail opens. It
 * lasts a day, so a visitor who gave up does not carry the next person on the device to that page later.
 */
export const RETURN_AFTER_SIGN_IN_MS = 24 * 60 * 60 * 1000;

interface KeptReturn {
  path: string;
  keptAt: number;
}

/** A path of this site: one slash, so never another origin (`//evil.example`, `/\evil.example`). */
function isLocalPath(path: string): boolean {
  return path.startsWith("/") && !path.startsWith("//") && !path.startsWith("/\\");
}

/** Remembers `path` for the next sign-in on this device (replacing any earlier one). */
export function returnAfterSignIn(path: string): void {
  if (!isLocalPath(path)) return;
  try {
    localStorage.setItem(RETURN_AFTER_SIGN_IN_KEY, JSON.stringify({ path, keptAt: Date.now() } satisfies KeptReturn));
  } catch {
    // Storage disabled: the coach lands on the dashboard and follows the link again.
  }
}

function isKeptReturn(value: unknown): value is KeptReturn {
  return (
    typeof value === "object" &&
    value !== null &&
    typeof (value as KeptReturn).path === "string" &&
    typeof (value as KeptReturn).keptAt === "number"
  );
}

/** The page to open after this sign-in, once: it is forgotten as it is read. Null when there is none. */
export function takeReturnAfterSignIn(): string | null {
  let kept: unknown;
  try {
    const text = localStorage.getItem(RETURN_AFTER_SIGN_IN_KEY);
    localStorage.removeItem(RETURN_AFTER_SIGN_IN_KEY);
    kept = text === null ? null : JSON.parse(text);
  } catch {
    return null;
  }
  if (!isKeptReturn(kept) || !isLocalPath(kept.path)) return null;
  const age = Date.now() - kept.keptAt;
  return age >= 0 && age <= RETURN_AFTER_SIGN_IN_MS ? kept.path : null;
}
