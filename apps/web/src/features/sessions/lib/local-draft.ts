import { SESSION_DRAFT_KEY_PREFIX } from "../../../lib/offline-caches.ts";
import type { SessionDraft } from "./session-draft.ts";

export interface StoredDraft {
  draft: SessionDraft;
  savedAt: string;
}

/** Drafts kept on this device so a crash, a closed tab or a dead battery loses nothing; gone at sign-out. */
export const draftKey = (sessionId: string | undefined) => `${SESSION_DRAFT_KEY_PREFIX}${sessionId ?? "new"}`;

export function readLocalDraft(sessionId: string | undefined): StoredDraft | null {
  try {
    const raw = localStorage.getItem(draftKey(sessionId));
    return raw ? (JSON.parse(raw) as StoredDraft) : null;
  } catch {
    return null;
  }
}

export function writeLocalDraft(sessionId: string | undefined, draft: SessionDraft): void {
  try {
    localStorage.setItem(
      draftKey(sessionId),
      JSON.stringify({ draft, savedAt: new Date().toISOString() } satisfies StoredDraft),
    );
  } catch {
    // Storage full or disabled: explicit saving still works.
  }
}

export function clearLocalDraft(sessionId: string | undefined): void {
  try {
    localStorage.removeItem(draftKey(sessionId));
  } catch {
    // Nothing to clear.
  }
}
