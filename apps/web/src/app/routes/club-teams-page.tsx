import { useLingui } from "@lingui/react/macro";
import { ClubTeams } from "../../features/clubs/index.ts";
import { useClubOutlet } from "./club-outlet.ts";

/** `/clubs/:clubId`: the club's home, its teams. */
export default function ClubTeamsPage() {
  const { t } = useLingui();
  const { club } = useClubOutlet();
  const clubName = club.name;
  return (
    <>
      <title>{t`${clubName} – Touchline`}</title>
      <ClubTeams club={club} />
    </>
  );
}
