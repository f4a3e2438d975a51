import { useEffect, useMemo, useState, useSyncExternalStore } from "react";
import { createDrillDiagrams } from "../lib/drill-diagrams.ts";
import { clearLocalDraft, readLocalDraft, writeLocalDraft } from "../lib/local-draft.ts";
import {
  composeDraft,
  composeDrill,
  type DrillDraft,
  type DrillFields,
  draftText,
  insertBlock,
  newSessionDraft,
  type SessionDraft,
  splitDraft,
  splitDrill,
} from "../lib/session-draft.ts";

/** How long the builder waits after a change before keeping the draft on this device, in milliseconds. */
const AUTOSAVE_DELAY_MS = 400;

/**
 * The session being built: its text, its drawings (one editor store per diagram, in `diagrams`), what was
 * last saved and whether the draft differs from it. Every change is kept on this device until the session
 * is saved, and a draft found there can be restored into the text and the stores.
 */
export function useSessionDraft(sessionId: string | undefined, saved: SessionDraft | null) {
  const [start] = useState(() => {
    const { fields, drawings } = splitDraft(saved ?? newSessionDraft());
    return { fields, diagrams: createDrillDiagrams(drawings) };
  });
  const { diagrams } = start;
  const [fields, setFields] = useState(start.fields);
  const drawings = useSyncExternalStore(diagrams.subscribe, diagrams.getSnapshot);
  const draft = useMemo(() => composeDraft(fields, drawings), [fields, drawings]);

  const [lastSaved, setLastSaved] = useState<SessionDraft | null>(saved);
  const text = useMemo(() => JSON.stringify(draft), [draft]);
  const savedText = useMemo(() => (lastSaved ? draftText(lastSaved) : null), [lastSaved]);
  // A new session counts as started once it has a title, or drills other than its one warm-up.
  const isDirty = savedText === null ? draft.title !== "" || draft.blocks.length !== 1 : text !== savedText;

  useEffect(() => {
    if (!isDirty) return;
    const timer = setTimeout(() => writeLocalDraft(sessionId, draft), AUTOSAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [draft, isDirty, sessionId]);

  const [restorable] = useState(() => readLocalDraft(sessionId));
  const [isRestoreOffered, setIsRestoreOffered] = useState(
    () =>
      !!restorable && !!restorable.draft.title && draftText(restorable.draft) !== draftText(saved ?? newSessionDraft()),
  );

  return {
    fields,
    setFields,
    diagrams,
    /** The text and the committed drawings together: what Save sends and the device keeps. */
    draft,
    isDirty,
    /** The draft found on this device when the builder opened, while its offer stands. */
    restorable: isRestoreOffered ? restorable : null,
    /** Puts the device's draft back: its text into the form, each drawing into its store. */
    restore() {
      if (!restorable) return;
      const split = splitDraft(restorable.draft);
      for (const [key, diagram] of split.drawings) diagrams.load(key, diagram);
      setFields(split.fields);
      setIsRestoreOffered(false);
    },
    discardRestorable() {
      clearLocalDraft(sessionId);
      setIsRestoreOffered(false);
    },
    /** The server now holds `savedDraft`: it becomes what unsaved changes are measured against. */
    markSaved(savedDraft: SessionDraft) {
      setLastSaved(savedDraft);
      clearLocalDraft(sessionId);
    },
    /** Adds a drill (new, copied or from the library) at `atIndex`, its drawings into their stores. */
    addDrill(drill: DrillDraft, atIndex?: number) {
      const split = splitDrill(drill);
      for (const [key, diagram] of split.drawings) diagrams.load(key, diagram);
      setFields((current) => insertBlock(current, split.fields, atIndex));
    },
    /** One drill with its committed drawings. */
    drillOf(drill: DrillFields): DrillDraft {
      return composeDrill(drill, diagrams.getSnapshot());
    },
  };
}

export type SessionDraftState = ReturnType<typeof useSessionDraft>;
