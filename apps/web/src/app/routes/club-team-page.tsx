import { useLingui } from "@lingui/react/macro";
import { useParams } from "react-router";
import { TeamCalendar } from "../../features/club-calendar/index.ts";
import { useClubOutlet } from "./club-outlet.ts";
import NotFoundPage from "./not-found-page.tsx";

/** A team of a club: its season calendar, load and feed. */
export default function ClubTeamPage() {
  const { t } = useLingui();
  const { club } = useClubOutlet();
  const clubName = club.name;
  const { teamId = "" } = useParams();
  return (
    <>
      <title>{t`Calendar – ${clubName} – Touchline`}</title>
      <TeamCalendar clubId={club.id} teamId={teamId} notFound={<NotFoundPage />} />
    </>
  );
}
