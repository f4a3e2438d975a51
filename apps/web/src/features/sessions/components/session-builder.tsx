import { Trans, useLingui } from "@lingui/react/macro";
import { isLocale } from "@touchline/contracts";
import type { TeamColours } from "@touchline/diagram";
import { Link } from "react-router";
import { Button, buttonClasses } from "../../../components/ui/button.tsx";
import { PageSpinner } from "../../../components/ui/spinner.tsx";
import { UnsavedChangesGuard } from "../../../components/ui/unsaved-changes-guard.tsx";
import { needsServer } from "../../../lib/use-online-status.ts";
import { SquadNamesProvider } from "../../squads/index.ts";
import { useSession } from "../api/use-sessions.ts";
import { useNewDocumentStore } from "../hooks/use-document.ts";
import { useFullEditor } from "../hooks/use-full-editor.ts";
import { useSaveSession } from "../hooks/use-save-session.ts";
import { useSessionDraft } from "../hooks/use-session-draft.ts";
import { useUndoShortcuts } from "../hooks/use-undo-shortcuts.ts";
import {
  documentFromSession,
  editFields,
  newSessionDocument,
  type SessionDocument,
  sessionDrawings,
} from "../lib/session-document.ts";
import { DrillList } from "./drill-list.tsx";
import { FullDrawingEditor } from "./full-drawing-editor.tsx";
import { RestoreDraftOffer } from "./restore-draft-offer.tsx";
import { SessionDetails } from "./session-details.tsx";
import { SessionFacts } from "./session-facts.tsx";
import { SessionLoad } from "./session-load.tsx";

/** A new session started from a club: its drills wear the club's kit. */
export interface StartedForClub {
  clubName: string;
  teamColours: TeamColours;
}

/**
 * /create-session: a new session, or (with ?session=id) one of the coach's own. A new session started
 * from a club (`startedFor`) is still the coach's own; only its drawings' team colours come from the club.
 */
export function SessionBuilder({ sessionId, startedFor }: { sessionId?: string; startedFor?: StartedForClub }) {
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
        <Trans>
          This session belongs to another coach. <Link to={`/sessions/${session.id}`}>Open it</Link> and copy it to your
          sessions to adapt it.
        </Trans>
      </p>
    );
  }
  return (
    // The team sheet may number and name a team from one of the coach's squads.
    <SquadNamesProvider>
      <Builder
        key={sessionId ?? "new"}
        sessionId={sessionId}
        saved={session ? documentFromSession(session) : null}
        startedFor={session ? undefined : startedFor}
      />
    </SquadNamesProvider>
  );
}

/**
 * The builder: the session's document (fields and drawings, one undo history), shown as its form and
 * drills or one drawing full-window, with Save, the draft kept on this device and the question before
 * leaving unsaved work.
 */
function Builder({
  sessionId,
  saved,
  startedFor,
}: {
  sessionId?: string;
  saved: SessionDocument | null;
  startedFor?: StartedForClub;
}) {
  const { t, i18n } = useLingui();
  const readersLanguage = isLocale(i18n.locale) ? i18n.locale : undefined;
  const store = useNewDocumentStore(
    () => saved ?? newSessionDocument(startedFor?.teamColours, readersLanguage),
    sessionDrawings,
  );
  useUndoShortcuts(store);
  const draft = useSessionDraft(sessionId, saved, store);
  const { document, isDirty } = draft;
  const { save, isSaving, isOnline, problems } = useSaveSession({
    sessionId,
    store,
    isDirty,
    markSaved: draft.markSaved,
  });
  const fullEditor = useFullEditor(document.blocks);
  const clubName = startedFor?.clubName;

  const guard = (
    <UnsavedChangesGuard
      isDirty={isDirty && !isSaving}
      description={t`You have unsaved changes. A draft stays on this device, but the saved session will not include them.`}
    />
  );
  const saveStatus = isSaving
    ? t`Saving…`
    : isDirty
      ? isOnline
        ? t`Unsaved changes (a draft is kept on this device)`
        : t`Offline: changes are kept on this device and saved when the connection is back`
      : sessionId
        ? t`All changes saved`
        : "";
  const saveButton = (size?: "sm" | "lg") => (
    <Button size={size} onClick={save} {...needsServer(isOnline, isSaving)}>
      {isSaving ? t`Saving…` : t`Save session`}
    </Button>
  );

  if (fullEditor.drawing) {
    return (
      <FullDrawingEditor
        drawing={fullEditor.drawing}
        store={store.storeOf(fullEditor.drawing.key)}
        status={saveStatus}
        onBack={fullEditor.close}
        saveButton={saveButton("sm")}
      >
        {guard}
      </FullDrawingEditor>
    );
  }

  return (
    <div className="mx-auto flex max-w-[1400px] flex-col gap-6 px-3 py-6 sm:px-4">
      {guard}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight">
            {sessionId ? <Trans>Edit session</Trans> : <Trans>Create Session</Trans>}
          </h1>
          {startedFor ? (
            <p className="mt-1 text-sm text-slate-600">
              <Trans>For {clubName}: its drills are drawn in the club&apos;s kit colours.</Trans>
            </p>
          ) : null}
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <p className="text-sm text-slate-500" aria-live="polite">
            {saveStatus}
          </p>
          {sessionId ? (
            <Link to={`/sessions/${sessionId}`} className={buttonClasses({ variant: "secondary" })}>
              <Trans>View session</Trans>
            </Link>
          ) : null}
          {saveButton()}
        </div>
      </div>

      {draft.restorable ? (
        <RestoreDraftOffer
          savedAt={draft.restorable.savedAt}
          onRestore={draft.restore}
          onDiscard={draft.discardRestorable}
        />
      ) : null}

      <SessionDetails
        fields={document}
        onChange={(patch, field) => store.apply((current) => editFields(current, patch), { mergeKey: field })}
        titleError={problems.get("title")}
      />

      <SessionFacts blocks={document.blocks} />
      <SessionLoad blocks={document.blocks} className="rounded-xl bg-white p-3 ring-1 ring-slate-200" />

      <DrillList document={document} store={store} isFirstOpen={!saved} onOpenFullEditor={fullEditor.open} />
      <div className="flex justify-end">{saveButton("lg")}</div>
    </div>
  );
}
