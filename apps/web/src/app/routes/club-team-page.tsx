import { useParams } from "react-router";
import { TeamCalendar } from "../../features/club-calendar/index.ts";
import NotFoundPage from "./not-found-page.tsx";

/** A team of a club: its season calendar, load and feed. */
export default function ClubTeamPage() {
  const { clubId = "", teamId = "" } = useParams();
  return <TeamCalendar clubId={clubId} teamId={teamId} notFound={<NotFoundPage />} />;
}
