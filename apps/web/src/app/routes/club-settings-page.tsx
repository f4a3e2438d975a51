import { useLingui } from "@lingui/react/macro";
import { ClubSettings } from "../../features/clubs/index.ts";
import { useClubOutlet } from "./club-outlet.ts";

/** `/clubs/:clubId/settings`: the club's name, colours, time zone, season and crest. */
export default function ClubSettingsPage() {
  const { t } = useLingui();
  const { club } = useClubOutlet();
  const clubName = club.name;
  return (
    <>
      <title>{t`Settings – ${clubName} – Touchline`}</title>
      <ClubSettings club={club} />
    </>
  );
}
