import { useLingui } from "@lingui/react/macro";
import { useParams } from "react-router";
import { ClubLibraryItemView } from "../../features/club-library/index.ts";
import { useClubOutlet } from "./club-outlet.ts";

/** `/clubs/:clubId/library/:itemId`: one shared session, drill or tactical drill, read only. */
export default function ClubLibraryItemPage() {
  const { t } = useLingui();
  const { club } = useClubOutlet();
  const clubName = club.name;
  const { itemId = "" } = useParams();
  return (
    <>
      <title>{t`Library – ${clubName} – Touchline`}</title>
      <ClubLibraryItemView clubId={club.id} itemId={itemId} myRole={club.myRole} />
    </>
  );
}
