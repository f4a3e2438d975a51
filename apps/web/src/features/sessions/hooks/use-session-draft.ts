import { dequal } from "dequal";
import { useEffect, useState } from "react";
import type { DocumentStore } from "../lib/document-store.ts";
import { clearLocalDraft, readLocalDraft, writeLocalDraft } from "../lib/local-draft.ts";
import { restoreDraft, type SessionDocument } from "../lib/session-document.ts";
import { useDocument } from "./use-document.ts";

/** How long the builder waits after a change before keeping the draft on this device, in milliseconds. */
const AUTOSAVE_DELAY_MS = 400;

/**
 * The session's draft on this device: unsaved changes are whatever differs from the last saved
 * version (compared by content, whatever order the keys came in); every change is kept on the device
 * until the session is saved, and a draft found there when the builder opens can be restored.
 */
export function useSessionDraft(
  sessionId: string | undefined,
  saved: SessionDocument | null,
  store: DocumentStore<SessionDocument>,
) {
  const document = useDocument(store);
  const [lastSaved, setLastSaved] = useState<SessionDocument | null>(saved);
  // A new session counts as started once it has a title, or drills other than its one warm-up.
  const isDirty =
    lastSaved === null ? document.title !== "" || document.blocks.length !== 1 : !dequal(document, lastSaved);

  useEffect(() => {
    if (!isDirty) return;
    const timer = setTimeout(() => writeLocalDraft(sessionId, document), AUTOSAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [document, isDirty, sessionId]);

  const [restorable] = useState(() => readLocalDraft(sessionId));
  const [isRestoreOffered, setIsRestoreOffered] = useState(
    () => !!restorable && !!restorable.draft.title && !(saved && dequal(restorable.draft, saved)),
  );

  return {
    document,
    isDirty,
    /** The draft found on this device when the builder opened, while its offer stands. */
    restorable: isRestoreOffered ? restorable : null,
    restore() {
      if (!restorable) return;
      store.apply((current) => restoreDraft(current, restorable.draft));
      setIsRestoreOffered(false);
    },
    discardRestorable() {
      clearLocalDraft(sessionId);
      setIsRestoreOffered(false);
    },
    /** The server now holds `savedDocument`: unsaved changes are measured against it from now on. */
    markSaved(savedDocument: SessionDocument) {
      setLastSaved(savedDocument);
      clearLocalDraft(sessionId);
    },
  };
}
