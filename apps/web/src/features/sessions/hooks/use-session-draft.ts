import { toNestErrors } from "@hookform/resolvers";
import { SessionContentInputSchema } from "@touchline/contracts";
import { useEffect, useMemo, useState, useSyncExternalStore } from "react";
import { type FieldError, type Resolver, useForm, useWatch } from "react-hook-form";
import { createDrillDiagrams, type DrillDiagrams } from "../lib/drill-diagrams.ts";
import { clearLocalDraft, readLocalDraft, writeLocalDraft } from "../lib/local-draft.ts";
import {
  composeDraft,
  composeDrill,
  type DrillDraft,
  type DrillFields,
  draftText,
  draftToContent,
  insertBlock,
  newSessionDraft,
  type SessionDraft,
  type SessionFields,
  splitDraft,
  splitDrill,
} from "../lib/session-draft.ts";

/** How long the builder waits after a change before keeping the draft on this device, in milliseconds. */
const AUTOSAVE_DELAY_MS = 400;

/**
 * Checks what Save would send (the form's text with the stores' drawings) against the server's own
 * schema. Each problem lands on the field at its path; the first one, which the toast tells, is the
 * form's root error.
 */
function sessionContentResolver(diagrams: DrillDiagrams): Resolver<SessionFields> {
  return async (values, _context, options) => {
    const content = draftToContent(composeDraft(values, diagrams.getSnapshot()));
    const result = SessionContentInputSchema.safeParse(content);
    if (result.success) return { values, errors: {} };
    const byPath: Record<string, FieldError> = {};
    for (const issue of result.error.issues)
      byPath[issue.path.join(".")] ??= { type: issue.code, message: issue.message };
    const [first] = result.error.issues;
    const errors = toNestErrors<SessionFields>(byPath, options);
    return { values: {}, errors: first ? { ...errors, root: { type: "content", message: first.message } } : errors };
  };
}

/**
 * The session being built. Its text is a react-hook-form form checked with the session's schema; its
 * drawings are editor stores, one per drill and per progression (`diagrams`). The draft — what Save
 * sends and this device keeps — is composed from both, and unsaved changes are whatever differs from
 * the last saved draft. Every change is kept on this device until the session is saved, and a draft
 * found there can be restored: its text into the form, each drawing into its store.
 */
export function useSessionDraft(sessionId: string | undefined, saved: SessionDraft | null) {
  const [start] = useState(() => {
    const { fields, drawings } = splitDraft(saved ?? newSessionDraft());
    return { fields, diagrams: createDrillDiagrams(drawings) };
  });
  const { diagrams } = start;
  const form = useForm<SessionFields>({
    defaultValues: start.fields,
    resolver: sessionContentResolver(diagrams),
    // As before the form: checked on Save only, and the focus stays where the coach clicked.
    reValidateMode: "onSubmit",
    shouldFocusError: false,
  });
  // A copy per change: the form changes its values in place, and the draft below is kept by identity.
  const fields = useWatch({ control: form.control, compute: (values: SessionFields) => structuredClone(values) });
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

  /** Changes the drills' text; functions of the current list, so two changes in one event both count. */
  const updateBlocks = (change: (blocks: DrillFields[]) => DrillFields[]) =>
    form.setValue("blocks", change(form.getValues("blocks")));

  return {
    form,
    /** The form's text as of this render. */
    fields,
    diagrams,
    /** The text and the committed drawings together. */
    draft,
    isDirty,
    updateBlocks,
    /** The draft found on this device when the builder opened, while its offer stands. */
    restorable: isRestoreOffered ? restorable : null,
    restore() {
      if (!restorable) return;
      const split = splitDraft(restorable.draft);
      for (const [key, diagram] of split.drawings) diagrams.load(key, diagram);
      form.reset(split.fields);
      setIsRestoreOffered(false);
    },
    discardRestorable() {
      clearLocalDraft(sessionId);
      setIsRestoreOffered(false);
    },
    /** The draft of `values` (as Save was given them) with the stores' committed drawings. */
    compose(values: SessionFields): SessionDraft {
      return composeDraft(values, diagrams.getSnapshot());
    },
    /** The server now holds `savedDraft`: unsaved changes are measured against it from now on. */
    markSaved(savedDraft: SessionDraft) {
      setLastSaved(savedDraft);
      clearLocalDraft(sessionId);
    },
    /** Adds a drill (new, copied or from the library) at `atIndex`, its drawings into their stores. */
    addDrill(drill: DrillDraft, atIndex?: number) {
      const split = splitDrill(drill);
      for (const [key, diagram] of split.drawings) diagrams.load(key, diagram);
      updateBlocks((blocks) => insertBlock(blocks, split.fields, atIndex));
    },
    /** One drill with its committed drawings. */
    drillOf(drill: DrillFields): DrillDraft {
      return composeDrill(drill, diagrams.getSnapshot());
    },
  };
}
