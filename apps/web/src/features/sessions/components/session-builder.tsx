import { createId } from "@touchline/diagram";
import { useEffect, useEffectEvent, useRef, useState } from "react";
import { FormProvider } from "react-hook-form";
import { Link, useLocation, useNavigate, useSearchParams } from "react-router";
import { Button, buttonClasses } from "../../../components/ui/button.tsx";
import { PageSpinner } from "../../../components/ui/spinner.tsx";
import { toast } from "../../../components/ui/toast-store.ts";
import { UnsavedChangesGuard } from "../../../components/ui/unsaved-changes-guard.tsx";
import { EditorBackButton, EditorStatus, EditorTitle } from "../../../editor/components/editor-header.tsx";
import { EditorPageFrame } from "../../../editor/components/editor-page-frame.tsx";
import { ExportMenu } from "../../../editor/components/export-menu.tsx";
import { PitchEditor } from "../../../editor/components/pitch-editor.tsx";
import { showApiError } from "../../../lib/show-api-error.ts";
import { needsServer, useIsOnline } from "../../../lib/use-online-status.ts";
import { useCreateSession, useSession, useUpdateSession } from "../api/use-sessions.ts";
import { useSessionDraft } from "../hooks/use-session-draft.ts";
import {
  draftFromSession,
  draftToContent,
  type DrillFields,
  duplicateDrill,
  moveBlock,
  newDrill,
  removeBlock,
  type SessionDraft,
  updateBlock,
} from "../lib/session-draft.ts";
import { BlockCard } from "./block-card.tsx";
import { LibraryPickerDialog } from "./library-picker-dialog.tsx";
import { SessionDetails } from "./session-details.tsx";
import { SessionFacts } from "./session-facts.tsx";
import { loadScaleOf, SessionLoad } from "./session-load.tsx";

/** /create-session: a new session, or (with ?session=id) one of the coach's own. */
export function SessionBuilder({ sessionId }: { sessionId?: string }) {
  const existing = useSession(sessionId);
  if (sessionId && existing.isPending) return <PageSpinner />;
  if (sessionId && existing.isError) {
    return (
      <p role="alert" className="mx-auto max-w-3xl px-4 py-12 text-red-700">
        {existing.error.message}
      </p>
    );
  }
  const session = existing.data?.session;
  if (session && !session.isOwner) {
    return (
      <p role="alert" className="mx-auto max-w-3xl px-4 py-12">
        This session belongs to another coach. <Link to={`/sessions/${session.id}`}>Open it</Link> and copy it to your
        sessions to adapt it.
      </p>
    );
  }
  return <Builder key={sessionId ?? "new"} sessionId={sessionId} saved={session ? draftFromSession(session) : null} />;
}

/** The query parameter that opens one drawing (a drill's or a progression's, by store key) full-window. */
const FULL_EDITOR_PARAM = "drawing";

/** A drawing of the session as the full-window editor names it, or null when no drill has that key. */
function drawingNamed(blocks: readonly DrillFields[], key: string | null) {
  if (!key) return null;
  for (const [index, drill] of blocks.entries()) {
    const name = drill.title || `Drill ${index + 1}`;
    if (drill.id === key)
      return {
        key,
        heading: `Drill ${index + 1}: ${name}`,
        label: `Pitch for ${drill.title || "this drill"}`,
        exportTitle: name,
      };
    const progression = drill.progressions.findIndex((candidate) => candidate.key === key);
    if (progression >= 0) {
      return {
        key,
        heading: `${name}: progression ${progression + 1}`,
        label: `Pitch for progression ${progression + 1}`,
        exportTitle: `${name} – ${drill.progressions[progression]?.title || `progression ${progression + 1}`}`,
      };
    }
  }
  return null;
}

/**
 * The builder: the session's form and its drills, with Save, the draft kept on this device and the
 * question before leaving unsaved work. `useSessionDraft` keeps the text and the drawings.
 */
function Builder({ sessionId, saved }: { sessionId?: string; saved: SessionDraft | null }) {
  const navigate = useNavigate();
  const createSession = useCreateSession();
  const updateSession = useUpdateSession();
  const sessionDraft = useSessionDraft(sessionId, saved);
  const { form, fields, draft, isDirty, restorable, diagrams, updateBlocks } = sessionDraft;
  // The chosen cover while that drill is still there, else the first drill: what lists will show.
  const coverId = fields.blocks.some((block) => block.id === fields.coverBlockId)
    ? fields.coverBlockId
    : fields.blocks[0]?.id;
  const [openBlockId, setOpenBlockId] = useState<string | null>(() => (saved ? null : (fields.blocks[0]?.id ?? null)));
  const [isPickerOpen, setIsPickerOpen] = useState(false);
  const dragged = useRef<string | null>(null);
  const isSaving = createSession.isPending || updateSession.isPending;

  // One drawing open in the full-window editor (?drawing=key): a step in the history, so the browser's
  // Back comes back to the session too. The session's scroll position is put back on the way out.
  const [searchParams, setSearchParams] = useSearchParams();
  const location = useLocation();
  const fullEditor = drawingNamed(fields.blocks, searchParams.get(FULL_EDITOR_PARAM));
  const sessionScrollY = useRef(0);
  const openFullEditor = (key: string) => {
    sessionScrollY.current = window.scrollY;
    setSearchParams(
      (params) => {
        params.set(FULL_EDITOR_PARAM, key);
        return params;
      },
      { state: { isFromSession: true } },
    );
  };
  const closeFullEditor = () => {
    if ((location.state as { isFromSession?: boolean } | null)?.isFromSession) {
      navigate(-1);
      return;
    }
    setSearchParams(
      (params) => {
        params.delete(FULL_EDITOR_PARAM);
        return params;
      },
      { replace: true },
    );
  };
  const isFullEditorOpen = fullEditor !== null;
  useEffect(() => {
    if (isFullEditorOpen || sessionScrollY.current === 0) return;
    // After the shell is a scrolling document again.
    const frame = requestAnimationFrame(() => window.scrollTo(0, sessionScrollY.current));
    return () => cancelAnimationFrame(frame);
  }, [isFullEditorOpen]);

  const save = form.handleSubmit(
    async (values) => {
      const saving = sessionDraft.compose(values);
      const content = draftToContent(saving);
      try {
        if (sessionId) {
          await updateSession.mutateAsync({ id: sessionId, content });
          toast({ title: "Session saved" });
          sessionDraft.markSaved(saving);
        } else {
          const { session } = await createSession.mutateAsync(content);
          sessionDraft.markSaved(saving);
          toast({ title: "Session saved", description: "Find it any time in My Sessions." });
          // The drawing open full-window stays open: the new session keeps its drills' keys.
          const drawing = searchParams.get(FULL_EDITOR_PARAM);
          navigate(
            `/create-session?session=${session.id}${drawing ? `&${FULL_EDITOR_PARAM}=${encodeURIComponent(drawing)}` : ""}`,
            { replace: true },
          );
        }
      } catch (error) {
        showApiError(error, "Could not save", { fallback: "Please try again." });
      }
    },
    (errors) =>
      toast({
        title: "Cannot save yet",
        description: errors.root?.message ?? "Please check the session.",
        variant: "destructive",
      }),
  );

  // Offline, Save waits (the draft stays on this device, see useSessionDraft); work done meanwhile is
  // saved as soon as the connection is back.
  const isOnline = useIsOnline();
  const wentOffline = useRef(false);
  const resumeSaving = useEffectEvent(() => {
    if (isDirty && !isSaving) void save();
  });
  useEffect(() => {
    if (!isOnline) {
      wentOffline.current = true;
    } else if (wentOffline.current) {
      wentOffline.current = false;
      resumeSaving();
    }
  }, [isOnline]);

  const guard = (
    <UnsavedChangesGuard
      isDirty={isDirty && !isSaving}
      description="You have unsaved changes. A draft stays on this device, but the saved session will not include them."
    />
  );
  const saveStatus = isSaving
    ? "Saving…"
    : isDirty
      ? isOnline
        ? "Unsaved changes (a draft is kept on this device)"
        : "Offline: changes are kept on this device and saved when the connection is back"
      : sessionId
        ? "All changes saved"
        : "";

  if (fullEditor) {
    return (
      <EditorPageFrame>
        {guard}
        <PitchEditor
          key={fullEditor.key}
          store={diagrams.storeOf(fullEditor.key)}
          label={fullEditor.label}
          header={{
            back: <EditorBackButton label="Back to session" onClick={closeFullEditor} />,
            title: <EditorTitle>{fullEditor.heading}</EditorTitle>,
            status: saveStatus ? <EditorStatus>{saveStatus}</EditorStatus> : null,
            menu: (
              <ExportMenu
                store={diagrams.storeOf(fullEditor.key)}
                title={fullEditor.exportTitle}
                canImport={false}
                animationLabel={`Export video or GIF of ${fullEditor.exportTitle}`}
              />
            ),
            actions: (
              <Button size="sm" onClick={save} {...needsServer(isOnline, isSaving)}>
                {isSaving ? "Saving…" : "Save session"}
              </Button>
            ),
          }}
        />
      </EditorPageFrame>
    );
  }

  return (
    <div className="mx-auto flex max-w-[1400px] flex-col gap-6 px-3 py-6 sm:px-4">
      {guard}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold tracking-tight">{sessionId ? "Edit session" : "Create Session"}</h1>
        <div className="flex flex-wrap items-center gap-2">
          <p className="text-sm text-slate-500" aria-live="polite">
            {saveStatus}
          </p>
          {sessionId ? (
            <Link to={`/sessions/${sessionId}`} className={buttonClasses({ variant: "secondary" })}>
              View session
            </Link>
          ) : null}
          <Button onClick={save} {...needsServer(isOnline, isSaving)}>
            {isSaving ? "Saving…" : "Save session"}
          </Button>
        </div>
      </div>

      {restorable ? (
        <div
          role="status"
          className="flex flex-wrap items-center gap-3 rounded-xl bg-amber-50 p-4 ring-1 ring-amber-200"
        >
          <p className="flex-1 text-sm">
            Unsaved changes from {new Date(restorable.savedAt).toLocaleString()} were found on this device.
          </p>
          <Button size="sm" onClick={sessionDraft.restore}>
            Restore draft
          </Button>
          <Button size="sm" variant="secondary" onClick={sessionDraft.discardRestorable}>
            Discard draft
          </Button>
        </div>
      ) : null}

      <FormProvider {...form}>
        <SessionDetails />
      </FormProvider>

      <SessionFacts blocks={draft.blocks} />
      <SessionLoad blocks={fields.blocks} className="rounded-xl bg-white p-3 ring-1 ring-slate-200" />

      <section aria-labelledby="drills-heading" className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="drills-heading" className="text-lg font-semibold">
            Drills
          </h2>
          <div className="flex gap-2">
            <Button
              variant="secondary"
              onClick={() => {
                const drill = newDrill(`Drill ${fields.blocks.length + 1}`);
                sessionDraft.addDrill(drill);
                setOpenBlockId(drill.id);
              }}
            >
              Add new drill
            </Button>
            <Button variant="secondary" onClick={() => setIsPickerOpen(true)}>
              Add from library
            </Button>
          </div>
        </div>
        {fields.blocks.length === 0 ? (
          <p className="rounded-xl bg-white p-6 text-center text-slate-600 ring-1 ring-slate-200">
            No drills yet. Add a new one or pick one from your library.
          </p>
        ) : null}
        <ol className="flex flex-col gap-3">
          {fields.blocks.map((block, index) => (
            <BlockCard
              key={block.id}
              drill={block}
              index={index}
              count={fields.blocks.length}
              loadScale={loadScaleOf(fields.blocks)}
              isOpen={openBlockId === block.id}
              onToggle={() => setOpenBlockId(openBlockId === block.id ? null : block.id)}
              diagrams={diagrams}
              topics={fields.topics}
              onChange={(patch) => updateBlocks((blocks) => updateBlock(blocks, block.id, patch))}
              onOpenFullEditor={openFullEditor}
              onMove={(toIndex) => updateBlocks((blocks) => moveBlock(blocks, block.id, toIndex))}
              onDuplicate={() => sessionDraft.addDrill(duplicateDrill(sessionDraft.drillOf(block)), index + 1)}
              onRemove={() => updateBlocks((blocks) => removeBlock(blocks, block.id))}
              isCover={block.id === coverId}
              onUseAsCover={() => form.setValue("coverBlockId", block.id)}
              onDragStart={() => {
                dragged.current = block.id;
              }}
              onDragOver={(event) => {
                if (dragged.current) event.preventDefault();
              }}
              onDrop={(event) => {
                event.preventDefault();
                const draggedId = dragged.current;
                dragged.current = null;
                if (draggedId) updateBlocks((blocks) => moveBlock(blocks, draggedId, index));
              }}
            />
          ))}
        </ol>
      </section>
      <div className="flex justify-end">
        <Button size="lg" onClick={save} {...needsServer(isOnline, isSaving)}>
          {isSaving ? "Saving…" : "Save session"}
        </Button>
      </div>
      <LibraryPickerDialog
        open={isPickerOpen}
        onOpenChange={setIsPickerOpen}
        onPick={(drill) => {
          const { id: _id, tags: _tags, createdAt: _created, updatedAt: _updated, ...content } = drill;
          const block = { ...content, id: createId() };
          sessionDraft.addDrill(block);
          setOpenBlockId(block.id);
          setIsPickerOpen(false);
          toast({ title: "Drill added", description: `“${drill.title}” is now drill ${fields.blocks.length + 1}.` });
        }}
      />
    </div>
  );
}
