import { useParams } from "react-router";
import { PlayerPlanPage as PlayerPlan } from "../../features/team-link/components/team-link-page.tsx";
import { PLAN_VIEWS } from "./plan-views.ts";

/** `/player/:token/next`: the team's next event opened from a player's personal link. */
export default function PlayerPlanPage() {
  const { token = "" } = useParams();
  return <PlayerPlan token={token} views={PLAN_VIEWS} />;
}
