import { useLingui } from "@lingui/react/macro";
import { useParams } from "react-router";
import { PageSpinner } from "../../components/ui/spinner.tsx";
import { useTeams } from "../../features/clubs/index.ts";
import { TeamSquad } from "../../features/squads/index.ts";
import { useSetCrumbLabel } from "../../lib/page-label.ts";
import { useClubOutlet } from "./club-outlet.ts";
import NotFoundPage from "./not-found-page.tsx";

/** `/clubs/:clubId/teams/:teamId/squad`: the team's players; the team (its season, its coaches) from the club's teams. */
export default function ClubTeamSquadPage() {
  const { t } = useLingui();
  const { club } = useClubOutlet();
  const { teamId = "" } = useParams();
  const teams = useTeams(club.id);
  const team = teams.data?.teams.find((candidate) => candidate.id === teamId);
  // The breadcrumb names the team ("… / Teams / U12 Blue / Squad"), not "Details".
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
      <title>{t`Squad – ${teamName} – ${clubName} – Touchline`}</title>
      <TeamSquad club={club} team={team} notFound={<NotFoundPage />} />
    </>
  );
}
