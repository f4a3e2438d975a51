import { useParams } from "react-router";
import { TeamLinkPage } from "../../features/team-link/components/team-link-page.tsx";
import { PLAN_VIEWS } from "./plan-views.ts";

/** `/team/:token`: a team's permanent link, open to anyone holding it. */
export default function TeamPage() {
  const { token = "" } = useParams();
  return <TeamLinkPage token={token} views={PLAN_VIEWS} />;
}
