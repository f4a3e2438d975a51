import { ClubTeams } from "../../features/clubs/index.ts";
import { useClubOutlet } from "./club-outlet.ts";

/** `/clubs/:clubId`: the club's home, its teams. */
export default function ClubTeamsPage() {
  const { club } = useClubOutlet();
  return (
    <>
      <title>{`${club.name} – Touchline`}</title>
      <ClubTeams club={club} />
    </>
  );
}
