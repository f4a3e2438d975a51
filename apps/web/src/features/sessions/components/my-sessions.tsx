import { msg, plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { type MySessionSummary, type MySessionsSort, mySessionsSortOf, type Session } from "@touchline/contracts";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { ConfirmDelete } from "../../../components/ui/confirm-delete.tsx";
import { Button, buttonClasses } from "../../../components/ui/button.tsx";
import { SelectField } from "../../../components/ui/select-field.tsx";
import { DiagramThumbnail } from "../../../editor/canvas/diagram-thumbnail.tsx";
import { PageSpinner } from "../../../components/ui/spinner.tsx";
import { toast } from "../../../components/ui/toast-store.ts";
import { useSizeUnit } from "../../../editor/canvas/size-labels.ts";
import { api } from "../../../lib/api-client.ts";
import { keepForOffline } from "../../../lib/offline-caches.ts";
import { showApiError } from "../../../lib/show-api-error.ts";
import { needsServer, useIsOnline } from "../../../lib/use-online-status.ts";
import { useDeleteSession, useDuplicateSession, useMySessions, usePublishSession } from "../api/use-sessions.ts";
import { ageGroupName, formatDuration, formatTrainingDate } from "../lib/labels.ts";
import { ModerationHoldNotice } from "./moderation-hold-notice.tsx";
import { copyShareLink, downloadSessionPdf } from "./session-actions.ts";
import { SessionReach } from "./session-reach.tsx";
import { WeeklyLoadChart } from "./weekly-load-chart.tsx";

const SORT_OPTIONS = [
  { value: "updated", label: msg`Last edited` },
  { value: "created", label: msg`Newest` },
  { value: "date", label: msg`Training date` },
  { value: "title", label: msg`Title A–Z` },
] as const;
/** While searching, the search's own ranking comes first, by its own name. */
const SEARCH_SORT_OPTIONS = [{ value: "best_match", label: msg`Best match` }, ...SORT_OPTIONS] as const;

/** The newest sessions of the list kept for offline use, so a long list costs one visit no more than this. */
const MAX_KEPT_FOR_OFFLINE = 50;

export function MySessions() {
  const { t } = useLingui();
  // The sort the coach chose, if any: without one, a search is in its best matches' order.
  const [query, setQuery] = useState<{ q: string; sort?: MySessionsSort }>({ q: "" });
  const sort = mySessionsSortOf(query.q, query.sort);
  const sessions = useMySessions({ q: query.q || undefined, sort });
  // The chart reads every session, whatever the search or sort: the same request as the list unsearched.
  const allSessions = useMySessions({ sort: "updated" });
  const [toDelete, setToDelete] = useState<MySessionSummary | null>(null);
  const deleteSession = useDeleteSession();
  const isOnline = useIsOnline();
  // Every session listed opens offline too, with its drills: the service worker fetches them now.
  const listed = sessions.data?.sessions;
  useEffect(() => {
    if (!listed || !isOnline) return;
    keepForOffline(
      listed.slice(0, MAX_KEPT_FOR_OFFLINE).map(({ id }) => api.url("/api/sessions/:id", { param: { id } })),
    );
  }, [listed, isOnline]);

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-5 px-4 py-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-bold tracking-tight">
          <Trans>My Sessions</Trans>
        </h1>
        <Link to="/create-session" className={buttonClasses()}>
          <Trans>Create Session</Trans>
        </Link>
      </div>
      {allSessions.data && allSessions.data.sessions.length > 0 ? (
        <WeeklyLoadChart sessions={allSessions.data.sessions} />
      ) : null}
      <div className="flex flex-wrap items-end gap-3">
        <div className="flex min-w-60 flex-1 flex-col gap-1.5">
          <label htmlFor="my-sessions-search" className="text-sm font-medium">
            <Trans>Search my sessions</Trans>
          </label>
          <input
            id="my-sessions-search"
            type="search"
            value={query.q}
            placeholder={t`Title, theme or drill`}
            onChange={(event) => setQuery((current) => ({ ...current, q: event.target.value }))}
            className="h-11 rounded-lg border border-slate-300 bg-white px-3 focus:border-brand-600 focus:outline-none"
          />
        </div>
        <SelectField
          className="w-48"
          label={t`Sort by`}
          value={sort}
          options={(query.q.trim() ? SEARCH_SORT_OPTIONS : SORT_OPTIONS).map((option) => ({
            value: option.value,
            label: t(option.label),
          }))}
          onChange={(sort) => setQuery((current) => ({ ...current, sort }))}
        />
      </div>
      {sessions.isPending ? (
        <PageSpinner />
      ) : sessions.isError ? (
        <p role="alert" className="text-red-700">
          {sessions.error.message}
        </p>
      ) : sessions.data.sessions.length === 0 ? (
        <div className="rounded-2xl bg-white p-10 text-center ring-1 ring-slate-200">
          <p className="text-slate-600">
            {query.q ? <Trans>No session matches that search.</Trans> : <Trans>You have no sessions yet.</Trans>}
          </p>
          {!query.q ? (
            <Link to="/create-session" className={`${buttonClasses()} mt-4`}>
              <Trans>Plan your first session</Trans>
            </Link>
          ) : null}
        </div>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2">
          {sessions.data.sessions.map((session) => (
            <SessionCard key={session.id} session={session} isOnline={isOnline} onDelete={() => setToDelete(session)} />
          ))}
        </ul>
      )}
      <ConfirmDelete
        item={toDelete}
        onClose={() => setToDelete(null)}
        question={({ title }) => t`Delete “${title}”?`}
        description={t`The session and its drills are removed for good. Copies other coaches made keep their own version.`}
        confirmLabel={t`Delete session`}
        remove={(id) => deleteSession.mutateAsync(id)}
        deleted={({ title }) => ({ title: t`Session deleted`, description: t`“${title}” is gone.` })}
      />
    </div>
  );
}

function SessionCard({
  session,
  isOnline,
  onDelete,
}: {
  session: MySessionSummary;
  isOnline: boolean;
  onDelete(): void;
}) {
  const { t, i18n } = useLingui();
  const publish = usePublishSession();
  const duplicate = useDuplicateSession();
  const isPublic = session.visibility === "public";
  const hold = session.moderationHold;
  const { drillCount, title } = session;
  const load = i18n.number(session.load);
  const sizeUnit = useSizeUnit();
  const withFullSession = async (action: (full: Session) => Promise<void>) => {
    try {
      const { session: full } = await api.get("/api/sessions/:id", { param: { id: session.id } });
      await action(full);
    } catch (error) {
      showApiError(error, t`Something went wrong`, { fallback: t`Please try again.` });
    }
  };
  return (
    <li aria-label={session.title} className="flex flex-col gap-3 rounded-2xl bg-white p-5 ring-1 ring-slate-200">
      <DiagramThumbnail thumbnail={session.thumbnail} title={session.title} />
      <div className="flex items-start justify-between gap-3">
        <div>
          <h2 className="text-lg font-semibold">
            <Link to={`/sessions/${session.id}`} className="hover:text-brand-700 hover:underline">
              {session.title}
            </Link>
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            {[
              session.ageGroup ? ageGroupName(i18n, session.ageGroup) : null,
              t`${plural(drillCount, { one: "# drill", other: "# drills" })}`,
              formatDuration(i18n, session.totalDurationMinutes),
              t`Load ${load}`,
              session.date ? formatTrainingDate(i18n, session.date, { dateStyle: "medium" }) : null,
            ]
              .filter(Boolean)
              .join(" · ")}
          </p>
        </div>
        <span
          className={
            isPublic
              ? "rounded-full bg-brand-100 px-2 py-0.5 text-xs font-semibold text-brand-800"
              : hold
                ? "rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900"
                : "rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-700"
          }
        >
          {isPublic ? (
            <Trans context="visibility">Public</Trans>
          ) : hold ? (
            <Trans>Held by a moderator</Trans>
          ) : (
            <Trans context="visibility">Private</Trans>
          )}
        </span>
      </div>
      {session.theme ? <p className="line-clamp-2 text-sm text-slate-700">{session.theme}</p> : null}
      <SessionReach session={session} />
      {hold ? <ModerationHoldNotice sessionId={session.id} title={session.title} hold={hold} headingLevel={3} /> : null}
      <div className="flex flex-wrap gap-1">
        <Link to={`/create-session?session=${session.id}`} className={buttonClasses({ size: "sm" })}>
          <Trans>Edit</Trans>
        </Link>
        {/* A held session is published by a moderator's approval, asked for in the notice above. */}
        {hold ? null : (
          <Button
            size="sm"
            variant="secondary"
            {...needsServer(isOnline, publish.isPending)}
            onClick={async () => {
              try {
                await publish.mutateAsync({ id: session.id, isPublic: !isPublic });
                toast({
                  title: isPublic ? t`Unpublished` : t`Published`,
                  description: isPublic ? t`Only you can see it now.` : t`It is in the Global Library for every coach.`,
                });
              } catch (error) {
                showApiError(error, t`Could not change visibility`, { fallback: t`Please try again.` });
              }
            }}
          >
            {isPublic ? <Trans>Unpublish</Trans> : <Trans>Publish</Trans>}
          </Button>
        )}
        <Button
          size="sm"
          variant="ghost"
          onClick={() => withFullSession((full) => downloadSessionPdf(full, i18n, sizeUnit))}
        >
          <Trans comment="The button that downloads the session as a PDF file">PDF</Trans>
        </Button>
        <Button size="sm" variant="ghost" onClick={() => copyShareLink(session)}>
          <Trans>Share link</Trans>
        </Button>
        <Button
          size="sm"
          variant="ghost"
          {...needsServer(isOnline, duplicate.isPending)}
          onClick={async () => {
            try {
              await duplicate.mutateAsync(session.id);
              toast({ title: t`Session duplicated` });
            } catch (error) {
              showApiError(error, t`Could not duplicate`, { fallback: t`Please try again.` });
            }
          }}
        >
          <Trans>Duplicate</Trans>
        </Button>
        <Button size="sm" variant="ghost" onClick={onDelete} aria-label={t`Delete ${title}`} {...needsServer(isOnline)}>
          <Trans>Delete</Trans>
        </Button>
      </div>
    </li>
  );
}
