import { PlayerLinkTokenSchema, TeamLinkTokenSchema } from "@touchline/contracts";
import { Link } from "react-router";
import { buttonClasses } from "../../../components/ui/button.tsx";
import { PageSpinner } from "../../../components/ui/spinner.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { useSetPageLabel } from "../../../lib/page-label.ts";
import { usePlayerPlan, useTeamPage } from "../api/use-team-link.ts";
import { type PlanViews, TeamPlan } from "./team-plan.tsx";

function DeadLink() {
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center gap-4 px-4 py-12 text-center">
      <title>Link not valid – Touchline</title>
      <h1 className="text-2xl font-bold tracking-tight">This link no longer works</h1>
      <p className="text-slate-700">The coach may have made a new one. Ask them for the team&apos;s link.</p>
      <Link to="/" className={buttonClasses({ variant: "secondary" })}>
        Go to Touchline
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

const LOADING = "Loading the team's next event...";

/** `/team/{token}`, no account: the team's next event and its drills, naming no player. */
export function TeamLinkPage({ token, views }: { token: string; views: PlanViews }) {
  if (!TeamLinkTokenSchema.safeParse(token).success) return <DeadLink />;
  return <ValidTeamLinkPage token={token} views={views} />;
}

function ValidTeamLinkPage({ token, views }: { token: string; views: PlanViews }) {
  const page = useTeamPage(token);
  useSetPageLabel(page.data ? page.data.team.name : "Team");
  if (page.isPending) return <PageSpinner label={LOADING} />;
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
  const plan = usePlayerPlan(token);
  useSetPageLabel(plan.data ? `${plan.data.player.name}'s plan` : "Plan");
  if (plan.isPending) return <PageSpinner label={LOADING} />;
  if (plan.isError) return <Failure error={plan.error} />;
  const { player, answer, ...page } = plan.data;
  return <TeamPlan page={page} views={views} player={{ name: player.name, answer, answerPath: `/player/${token}` }} />;
}
