import { SessionDraftSchema } from "@touchline/contracts";
import { z } from "zod";
import { SESSION_DRAFT_KEY_PREFIX } from "../../../lib/offline-caches.ts";
import type { SessionDocument } from "./session-document.ts";

const StoredDraftSchema = z.object({ draft: SessionDraftSchema, savedAt: z.iso.datetime({ offset: true }) });

export interface StoredDraft {
  draft: SessionDocument;
  savedAt: string;
}

/**
 * A draft as this device kept it, or null. What comes back from storage may be old (written by an
 * earlier version of the app), damaged or planted, so it is read with the session's draft schema:
 * drawings of an older version are migrated, anything else of the wrong shape refuses the whole draft,
 * and fields the schema does not know are left behind.
 */
export function parseStoredDraft(raw: unknown): StoredDraft | null {
  const result = StoredDraftSchema.safeParse(raw);
  return result.success ? result.data : null;
}

/** Drafts kept on this device so a crash, a closed tab or a dead battery loses nothing; gone at sign-out. */
export const draftKey = (sessionId: string | undefined) => `${SESSION_DRAFT_KEY_PREFIX}${sessionId ?? "new"}`;

export function readLocalDraft(sessionId: string | undefined): StoredDraft | null {
  try {
    const raw = localStorage.getItem(draftKey(sessionId));
    return raw ? parseStoredDraft(JSON.parse(raw)) : null;
  } catch {
    return null;
  }
}

export function writeLocalDraft(sessionId: string | undefined, draft: SessionDocument): void {
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
