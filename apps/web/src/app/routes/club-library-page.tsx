import { ClubLibrary } from "../../features/club-library/index.ts";
import { useClubOutlet } from "./club-outlet.ts";

/** `/clubs/:clubId/library`: what the club's members shared, searched and filtered. */
export default function ClubLibraryPage() {
  const { club } = useClubOutlet();
  return (
    <>
      <title>{`Library – ${club.name} – Touchline`}</title>
      <ClubLibrary clubId={club.id} clubName={club.name} myRole={club.myRole} />
    </>
  );
}
