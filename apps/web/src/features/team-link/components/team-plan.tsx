import { Trans, useLingui } from "@lingui/react/macro";
import type { NextEvent, PlayerDrill, PlayerNextEventResponse, TeamPageResponse } from "@touchline/contracts";
import type { Diagram } from "@touchline/diagram";
import { type ComponentType, useId } from "react";
import { Link } from "react-router";
import { buttonClasses } from "../../../components/ui/button.tsx";
import { drillFacts } from "../lib/plan-labels.ts";
import { formatDayLong, formatTimeRange } from "../../../lib/format-date.ts";

/**
 * What the plan draws with: the club's badge (clubs' `ClubBadge`) and the shared animated diagram view
 * (sessions' `AnimatedDiagram`). The page's route hands them in from their own files, because the features'
 * index files also carry the clubs' screens and the session builder's editor, which a page without an
 * account must not download (app/routes/team-page.tsx).
 */
export interface PlanViews {
  Badge: ComponentType<{
    club: { name: string; crestUrl: string | null; kitPrimary: string; kitSecondary: string };
    size: "lg";
  }>;
  Drawing: ComponentType<{ diagram: Diagram; title: string }>;
}

/** The personal link's extras: who the plan is for, their answer, and the way back to answer. */
export interface PlanPlayer {
  name: string;
  answer: PlayerNextEventResponse["answer"];
  /** The personal link's page, where the answer is given. */
  answerPath: string;
}

/**
 * The team's next event as its players see it, phone first: when, where, what to bring, and each drill of
 * the session with its drawing (played on request, one at a time, only while in view: `PlanViews.Drawing`)
 * and the coaching points the coach marked for players. It names no player but the one a personal link is for.
 */
export function TeamPlan({ page, player, views }: { page: TeamPageResponse; player?: PlanPlayer; views: PlanViews }) {
  const { t } = useLingui();
  const { team, event } = page;
  const { Badge } = views;
  const heading = !event
    ? t`Next event`
    : event.title ||
      (event.kind === "training"
        ? t({ message: "Training", context: "calendar event kind" })
        : t({ message: "Match", context: "calendar event kind" }));
  const teamName = team.name;
  const playerName = player?.name;
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-6 px-4 py-6">
      <title>{t`${heading} – ${teamName} – Touchline`}</title>
      <header className="flex items-center gap-4">
        <Badge club={{ ...team, name: team.clubName }} size="lg" />
        <div className="min-w-0">
          <p className="text-sm font-semibold text-slate-700">
            {team.name} · {team.clubName}
          </p>
          <h1 className="break-words text-2xl font-bold tracking-tight">{heading}</h1>
          {player ? (
            <p className="text-sm text-slate-700">
              <Trans>For {playerName}</Trans>
            </p>
          ) : null}
        </div>
      </header>
      {event ? <EventPlan event={event} player={player} Drawing={views.Drawing} /> : <NothingPlanned />}
    </div>
  );
}

function NothingPlanned() {
  return (
    <p className="rounded-xl bg-white p-6 text-center text-slate-700 ring-1 ring-slate-200">
      <Trans>No event is planned yet.</Trans>
    </p>
  );
}

function EventPlan({
  event,
  player,
  Drawing,
}: {
  event: NextEvent;
  player?: PlanPlayer;
  Drawing: PlanViews["Drawing"];
}) {
  const { i18n } = useLingui();
  const drillsId = useId();
  return (
    <>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 rounded-2xl bg-white p-4 ring-1 ring-slate-200">
        <dt className="font-medium text-slate-600">
          <Trans>Date</Trans>
        </dt>
        <dd>{formatDayLong(event.date, i18n.locale)}</dd>
        <dt className="font-medium text-slate-600">
          <Trans>Time</Trans>
        </dt>
        <dd>{formatTimeRange(event.time, event.durationMinutes)}</dd>
        <dt className="font-medium text-slate-600">
          <Trans>Place</Trans>
        </dt>
        <dd className="break-words">{event.place || <Trans>Not given yet</Trans>}</dd>
        {event.bring ? (
          <>
            <dt className="font-medium text-slate-600">
              <Trans>What to bring</Trans>
            </dt>
            <dd className="break-words">{event.bring}</dd>
          </>
        ) : null}
      </dl>
      <p className="text-sm text-slate-600">
        <Trans>Times are the club&apos;s local times.</Trans>
      </p>
      {player ? <PlayerAnswer player={player} /> : null}
      {event.session && event.session.drills.length > 0 ? (
        <section aria-labelledby={drillsId} className="flex flex-col gap-4">
          <h2 id={drillsId} className="text-xl font-semibold">
            <Trans>The drills</Trans>
          </h2>
          <ol className="flex flex-col gap-4">
            {event.session.drills.map((drill, index) => (
              <li key={drill.id}>
                <DrillPlan drill={drill} number={index + 1} Drawing={Drawing} />
              </li>
            ))}
          </ol>
        </section>
      ) : null}
    </>
  );
}

function PlayerAnswer({ player }: { player: PlanPlayer }) {
  const { t } = useLingui();
  const { answer, name } = player;
  const status =
    answer === null
      ? t`${name} has not answered yet.`
      : answer.isAvailable
        ? t`${name} can come.`
        : t`${name} cannot come.`;
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200">
      <p className="text-slate-800">{status}</p>
      <Link to={player.answerPath} className={buttonClasses({ variant: "secondary", size: "sm" })}>
        {answer === null ? <Trans>Answer</Trans> : <Trans>Change the answer</Trans>}
      </Link>
    </div>
  );
}

function DrillPlan({ drill, number, Drawing }: { drill: PlayerDrill; number: number; Drawing: PlanViews["Drawing"] }) {
  const { t, i18n } = useLingui();
  const headingId = useId();
  const title = drill.title || t`Drill ${number}`;
  return (
    <article aria-labelledby={headingId} className="flex flex-col gap-3 rounded-2xl bg-white p-4 ring-1 ring-slate-200">
      <div>
        <h3 id={headingId} className="text-lg font-semibold">
          {number}. {title}
        </h3>
        <p className="text-sm text-slate-700">{drillFacts(i18n, drill)}</p>
      </div>
      <Drawing diagram={drill.diagram} title={title} />
      {drill.organisation ? <p className="whitespace-pre-line text-slate-800">{drill.organisation}</p> : null}
      {drill.coachingPoints.length > 0 ? (
        <div>
          <h4 className="text-sm font-semibold text-slate-800">
            <Trans>Coaching points</Trans>
          </h4>
          <ul className="mt-1 list-disc pl-5 text-slate-800">
            {drill.coachingPoints.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </article>
  );
}
