import { useLingui } from "@lingui/react/macro";
import { useParams } from "react-router";
import { PageSpinner } from "../../components/ui/spinner.tsx";
import { useTeams } from "../../features/clubs/index.ts";
import { TeamPlayerLoad } from "../../features/player-load/index.ts";
import { useSetCrumbLabel } from "../../lib/page-label.ts";
import { useClubOutlet } from "./club-outlet.ts";
import NotFoundPage from "./not-found-page.tsx";

/** `/clubs/:clubId/teams/:teamId/load`: the players' loads from the registers; the team from the club's teams. */
export default function ClubTeamLoadPage() {
  const { t } = useLingui();
  const { club } = useClubOutlet();
  const { teamId = "" } = useParams();
  const teams = useTeams(club.id);
  const team = teams.data?.teams.find((candidate) => candidate.id === teamId);
  // The breadcrumb names the team ("… / Teams / U12 Blue / Load"), not "Details".
  useSetCrumbLabel(`/clubs/${encodeURIComponent(club.id)}/teams/${encodeURIComponent(teamId)}`, team?.name ?? t`Team`);

  if (teams.isPending) return <PageSpinner label={t`Loading the team…`} />;
  if (teams.isError) {
    return (
      <p role="alert" className="rounded-xl bg-red-50 p-4 text-red-800">
        {teams.error.message}
      </p>
    );
  }
  if (!team) return <NotFoundPage />;
  const teamName = team.name;
  const clubName = club.name;
  return (
    <>
      <title>
        {t({ message: `Load – ${teamName} – ${clubName} – Touchline`, context: "the players' training load" })}
      </title>
      <TeamPlayerLoad club={club} team={team} notFound={<NotFoundPage />} />
    </>
  );
}
