/**
 * A visitor who chose "Sign in to join" or "Create an account to join" on an invitation page: once they are
 * signed in and back on that page (lib/return-after-sign-in.ts brings them), they join without a second
 * click. Only that choice joins by itself; a signed-in coach who opens a link is asked first.
 */
const JOIN_INTENT_KEY = "touchline.join-intent";
/** As long as the way back after sign-in lasts (a sign-up's confirmation e-mail may take a while). */
const JOIN_INTENT_MS = 24 * 60 * 60 * 1000;

export function rememberJoinIntent(token: string): void {
  try {
    localStorage.setItem(JOIN_INTENT_KEY, JSON.stringify({ token, keptAt: Date.now() }));
  } catch {
    // Storage disabled: the coach presses Join once more.
  }
}

/** Whether the visitor chose to join with `token`; the choice is forgotten as it is read. */
export function takeJoinIntent(token: string): boolean {
  try {
    const text = localStorage.getItem(JOIN_INTENT_KEY);
    if (text === null) return false;
    const kept: unknown = JSON.parse(text);
    if (typeof kept !== "object" || kept === null) return false;
    const { token: keptToken, keptAt } = kept as { token?: unknown; keptAt?: unknown };
    if (keptToken !== token) return false;
    localStorage.removeItem(JOIN_INTENT_KEY);
    return typeof keptAt === "number" && Date.now() - keptAt >= 0 && Date.now() - keptAt <= JOIN_INTENT_MS;
  } catch {
    return false;
  }
}
