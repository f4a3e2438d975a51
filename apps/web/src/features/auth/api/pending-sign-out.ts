import { api, ApiError } from "../../../lib/api-client.ts";

/**
 * A Log Out pressed while the server could not be reached: the device forgets the coach at once, and the
 * sign-out itself is sent as soon as the server answers again (`finishPendingSignOut`, run before the
 * device asks who is signed in), so a shared club tablet never shows the previous coach's sessions.
 */
const PENDING_SIGN_OUT_KEY = "touchline.pending-sign-out";

function setPending(isPending: boolean): void {
  try {
    if (isPending) localStorage.setItem(PENDING_SIGN_OUT_KEY, "1");
    else localStorage.removeItem(PENDING_SIGN_OUT_KEY);
  } catch {
    // Storage disabled: the sign-out is tried again only while this page is open.
  }
}

export function isSignOutPending(): boolean {
  try {
    return localStorage.getItem(PENDING_SIGN_OUT_KEY) !== null;
  } catch {
    return false;
  }
}

/** Signs out on the server, or, when it cannot be reached, keeps the sign-out to send later. */
export async function signOutNowOrLater(): Promise<void> {
  try {
    await api.post("/api/auth/sign-out");
    setPending(false);
  } catch (error) {
    if (error instanceof ApiError && error.code === "NETWORK") {
      setPending(true);
      return;
    }
    throw error;
  }
}

/** Sends a sign-out kept from an offline Log Out; true once the server has it (or none was kept). */
export async function finishPendingSignOut(): Promise<boolean> {
  if (!isSignOutPending()) return true;
  try {
    await signOutNowOrLater();
  } catch {
    // Refused (the session had already ended): nothing is left to sign out of.
    setPending(false);
  }
  return !isSignOutPending();
}
