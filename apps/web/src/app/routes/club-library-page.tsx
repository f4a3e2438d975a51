import { useLingui } from "@lingui/react/macro";
import { ClubLibrary } from "../../features/club-library/index.ts";
import { useClubOutlet } from "./club-outlet.ts";

/** `/clubs/:clubId/library`: what the club's members shared, searched and filtered. */
export default function ClubLibraryPage() {
  const { t } = useLingui();
  const { club } = useClubOutlet();
  const clubName = club.name;
  return (
    <>
      <title>{t`Library – ${clubName} – Touchline`}</title>
      <ClubLibrary clubId={club.id} clubName={club.name} myRole={club.myRole} />
    </>
  );
}
