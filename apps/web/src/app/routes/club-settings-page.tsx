import { ClubSettings } from "../../features/clubs/index.ts";
import { useClubOutlet } from "./club-outlet.ts";

/** `/clubs/:clubId/settings`: the club's name, colours, time zone, season and crest. */
export default function ClubSettingsPage() {
  const { club } = useClubOutlet();
  return (
    <>
      <title>{`Settings – ${club.name} – Touchline`}</title>
      <ClubSettings club={club} />
    </>
  );
}
