import { PHASE_LABELS, PHASES, type Phase, SessionContentInputSchema, SUGGESTED_TOPICS } from "@touchline/contracts";
import { createId } from "@touchline/diagram";
import { useRef, useState } from "react";
import { Link, useNavigate } from "react-router";
import { Button, buttonClasses } from "../../../components/ui/button.tsx";
import { SelectField } from "../../../components/ui/select-field.tsx";
import { PageSpinner } from "../../../components/ui/spinner.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { TextareaField } from "../../../components/ui/textarea-field.tsx";
import { toast } from "../../../components/ui/toast-store.ts";
import { ApiError } from "../../../lib/api-client.ts";
import { useCreateSession, useSession, useUpdateSession } from "../api/use-sessions.ts";
import { AGE_GROUP_OPTIONS, INTENSITY_OPTIONS, LEVEL_OPTIONS } from "../lib/labels.ts";
import { useSessionDraft } from "../hooks/use-session-draft.ts";
import {
  draftFromSession,
  draftToContent,
  duplicateDrill,
  moveBlock,
  newDrill,
  removeBlock,
  type SessionDraft,
  type SessionFields,
  updateBlock,
} from "../lib/session-draft.ts";
import { BlockCard } from "./block-card.tsx";
import { LibraryPickerDialog } from "./library-picker-dialog.tsx";
import { ListEditor } from "./list-editor.tsx";
import { SessionFacts } from "./session-facts.tsx";
import { UnsavedChangesGuard } from "../../../components/ui/unsaved-changes-guard.tsx";

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

function Builder({ sessionId, saved }: { sessionId?: string; saved: SessionDraft | null }) {
  const navigate = useNavigate();
  const createSession = useCreateSession();
  const updateSession = useUpdateSession();
  const sessionDraft = useSessionDraft(sessionId, saved);
  const { fields, setFields, draft, isDirty, restorable } = sessionDraft;
  const [openBlockId, setOpenBlockId] = useState<string | null>(() => (saved ? null : (fields.blocks[0]?.id ?? null)));
  const [isPickerOpen, setIsPickerOpen] = useState(false);
  const [titleError, setTitleError] = useState<string>();
  const dragged = useRef<string | null>(null);
  const isSaving = createSession.isPending || updateSession.isPending;

  const change = (patch: Partial<SessionFields>) => setFields((current) => ({ ...current, ...patch }));

  const save = async () => {
    const content = draftToContent(draft);
    const parsed = SessionContentInputSchema.safeParse(content);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const message = issue?.message ?? "Please check the session.";
      if (issue?.path[0] === "title") setTitleError(message);
      toast({ title: "Cannot save yet", description: message, variant: "destructive" });
      return;
    }
    setTitleError(undefined);
    try {
      if (sessionId) {
        await updateSession.mutateAsync({ id: sessionId, content });
        toast({ title: "Session saved" });
      } else {
        const { session } = await createSession.mutateAsync(content);
        sessionDraft.markSaved(draft);
        toast({ title: "Session saved", description: "Find it any time in My Sessions." });
        navigate(`/create-session?session=${session.id}`, { replace: true });
        return;
      }
      sessionDraft.markSaved(draft);
    } catch (error) {
      toast({
        title: "Could not save",
        description: error instanceof ApiError ? error.message : "Please try again.",
        variant: "destructive",
      });
    }
  };

  const togglePhase = (phase: Phase) =>
    change({
      phases: fields.phases.includes(phase) ? fields.phases.filter((p) => p !== phase) : [...fields.phases, phase],
    });

  return (
    <div className="mx-auto flex max-w-[1400px] flex-col gap-6 px-3 py-6 sm:px-4">
      <UnsavedChangesGuard
        isDirty={isDirty && !isSaving}
        description="You have unsaved changes. A draft stays on this device, but the saved session will not include them."
      />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold tracking-tight">{sessionId ? "Edit session" : "Create Session"}</h1>
        <div className="flex flex-wrap items-center gap-2">
          <p className="text-sm text-slate-500" aria-live="polite">
            {isSaving
              ? "Saving…"
              : isDirty
                ? "Unsaved changes (a draft is kept on this device)"
                : sessionId
                  ? "All changes saved"
                  : ""}
          </p>
          {sessionId ? (
            <Link to={`/sessions/${sessionId}`} className={buttonClasses({ variant: "secondary" })}>
              View session
            </Link>
          ) : null}
          <Button onClick={save} disabled={isSaving}>
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

      <section
        aria-labelledby="details-heading"
        className="flex flex-col gap-4 rounded-2xl bg-white p-4 ring-1 ring-slate-200 sm:p-6"
      >
        <h2 id="details-heading" className="text-lg font-semibold">
          Session details
        </h2>
        <TextField
          label="Session title"
          value={fields.title}
          maxLength={120}
          error={titleError}
          placeholder="e.g. U12 – playing through the press"
          onChange={(event) => change({ title: event.target.value })}
        />
        <TextareaField
          label="Theme"
          rows={3}
          maxLength={2000}
          value={fields.theme}
          hint="What the session is about and why."
          onChange={(event) => change({ theme: event.target.value })}
        />
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <SelectField
            label="Age group"
            value={fields.ageGroup ?? ""}
            options={AGE_GROUP_OPTIONS}
            onChange={(value) => change({ ageGroup: value ? (value as SessionFields["ageGroup"]) : null })}
          />
          <SelectField
            label="Level"
            value={fields.level ?? ""}
            options={LEVEL_OPTIONS}
            onChange={(value) => change({ level: value ? (value as SessionFields["level"]) : null })}
          />
          <TextField
            label="Date"
            type="date"
            value={fields.date ?? ""}
            onChange={(event) => change({ date: event.target.value || null })}
          />
          <SelectField
            label="Session intensity"
            value={fields.intensity}
            options={INTENSITY_OPTIONS}
            onChange={(intensity) => change({ intensity })}
          />
        </div>
        <div className="grid gap-4 lg:grid-cols-2">
          <ListEditor
            label="Objectives"
            items={fields.objectives}
            onChange={(objectives) => change({ objectives })}
            placeholder="e.g. Find the free player"
            addLabel="Add objective"
            maxItems={10}
          />
          <div className="flex flex-col gap-4">
            <TopicsInput topics={fields.topics} onChange={(topics) => change({ topics })} />
            <fieldset>
              <legend className="mb-2 text-sm font-medium text-slate-800">Phases of play</legend>
              <div className="flex flex-wrap gap-2">
                {PHASES.map((phase) => (
                  <label
                    key={phase}
                    className="flex min-h-9 items-center gap-2 rounded-lg bg-slate-50 px-3 text-sm ring-1 ring-slate-200"
                  >
                    <input
                      type="checkbox"
                      className="accent-brand-600"
                      checked={fields.phases.includes(phase)}
                      onChange={() => togglePhase(phase)}
                    />
                    {PHASE_LABELS[phase]}
                  </label>
                ))}
              </div>
            </fieldset>
          </div>
        </div>
      </section>

      <SessionFacts blocks={draft.blocks} />

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
              isOpen={openBlockId === block.id}
              onToggle={() => setOpenBlockId(openBlockId === block.id ? null : block.id)}
              diagrams={sessionDraft.diagrams}
              topics={fields.topics}
              onChange={(patch) => setFields((current) => updateBlock(current, block.id, patch))}
              onMove={(toIndex) => setFields((current) => moveBlock(current, block.id, toIndex))}
              onDuplicate={() => sessionDraft.addDrill(duplicateDrill(sessionDraft.drillOf(block)), index + 1)}
              onRemove={() => setFields((current) => removeBlock(current, block.id))}
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
                if (draggedId) setFields((current) => moveBlock(current, draggedId, index));
              }}
            />
          ))}
        </ol>
      </section>
      <div className="flex justify-end">
        <Button size="lg" onClick={save} disabled={isSaving}>
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

function TopicsInput({ topics, onChange }: { topics: string[]; onChange(topics: string[]): void }) {
  const [text, setText] = useState("");
  const add = (topic: string) => {
    const clean = topic.trim().toLowerCase();
    if (!clean || topics.includes(clean) || topics.length >= 10) return;
    onChange([...topics, clean]);
    setText("");
  };
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor="session-topic" className="text-sm font-medium text-slate-800">
        Topics
      </label>
      <div className="flex flex-wrap gap-2">
        {topics.map((topic) => (
          <span
            key={topic}
            className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-3 py-1 text-sm text-brand-800 ring-1 ring-brand-200"
          >
            {topic}
            <button
              type="button"
              aria-label={`Remove topic ${topic}`}
              onClick={() => onChange(topics.filter((t) => t !== topic))}
              className="px-1"
            >
              ✕
            </button>
          </span>
        ))}
      </div>
      <div className="flex gap-2">
        <input
          id="session-topic"
          list="topic-suggestions"
          value={text}
          maxLength={30}
          placeholder="e.g. pressing"
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === "Enter") {
              event.preventDefault();
              add(text);
            }
          }}
          className="h-10 flex-1 rounded-lg border border-slate-300 px-3 text-sm focus:border-brand-600 focus:outline-none"
        />
        <Button size="sm" variant="secondary" onClick={() => add(text)}>
          Add topic
        </Button>
      </div>
      <datalist id="topic-suggestions">
        {SUGGESTED_TOPICS.map((topic) => (
          <option key={topic} value={topic} />
        ))}
      </datalist>
    </div>
  );
}
