import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { PlayerLinkTokenSchema, TeamLinkTokenSchema } from "@touchline/contracts";
import { Link } from "react-router";
import { buttonClasses } from "../../../components/ui/button.tsx";
import { PageSpinner } from "../../../components/ui/spinner.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { useSetPageLabel } from "../../../lib/page-label.ts";
import { usePlayerPlan, useTeamPage } from "../api/use-team-link.ts";
import { type PlanViews, TeamPlan } from "./team-plan.tsx";

function DeadLink() {
  const { t } = useLingui();
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center gap-4 px-4 py-12 text-center">
      <title>{t`Link not valid – Touchline`}</title>
      <h1 className="text-2xl font-bold tracking-tight">
        <Trans>This link no longer works</Trans>
      </h1>
      <p className="text-slate-700">
        <Trans>The coach may have made a new one. Ask them for the team&apos;s link.</Trans>
      </p>
      <Link to="/" className={buttonClasses({ variant: "secondary" })}>
        <Trans>Go to Touchline</Trans>
      </Link>
    </div>
  );
}

/** A failed load: a dead link (404) says so; anything else (offline and never opened) says what happened. */
function Failure({ error }: { error: Error }) {
  if (error instanceof ApiError && error.status === 404) return <DeadLink />;
  return (
    <p role="alert" className="mx-auto max-w-lg px-4 py-12 text-red-700">
      {error.message}
    </p>
  );
}

const LOADING = msg`Loading the team's next event...`;

/** `/team/{token}`, no account: the team's next event and its drills, naming no player. */
export function TeamLinkPage({ token, views }: { token: string; views: PlanViews }) {
  if (!TeamLinkTokenSchema.safeParse(token).success) return <DeadLink />;
  return <ValidTeamLinkPage token={token} views={views} />;
}

function ValidTeamLinkPage({ token, views }: { token: string; views: PlanViews }) {
  const { t } = useLingui();
  const page = useTeamPage(token);
  useSetPageLabel(page.data ? page.data.team.name : t`Team`);
  if (page.isPending) return <PageSpinner label={t(LOADING)} />;
  if (page.isError) return <Failure error={page.error} />;
  return <TeamPlan page={page.data} views={views} />;
}

/**
 * `/player/{token}/next`, no account: the same plan from a player's personal link ("See the plan"), with
 * the player's answer; opening it is what the coach's "Seen by" counts.
 */
export function PlayerPlanPage({ token, views }: { token: string; views: PlanViews }) {
  if (!PlayerLinkTokenSchema.safeParse(token).success) return <DeadLink />;
  return <ValidPlayerPlanPage token={token} views={views} />;
}

function ValidPlayerPlanPage({ token, views }: { token: string; views: PlanViews }) {
  const { t } = useLingui();
  const plan = usePlayerPlan(token);
  const playerName = plan.data?.player.name;
  useSetPageLabel(playerName ? t`${playerName}'s plan` : t`Plan`);
  if (plan.isPending) return <PageSpinner label={t(LOADING)} />;
  if (plan.isError) return <Failure error={plan.error} />;
  const { player, answer, ...page } = plan.data;
  return <TeamPlan page={page} views={views} player={{ name: player.name, answer, answerPath: `/player/${token}` }} />;
}
