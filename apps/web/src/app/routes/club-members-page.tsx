import { useLingui } from "@lingui/react/macro";
import { ClubMembers } from "../../features/clubs/index.ts";
import { useClubOutlet } from "./club-outlet.ts";

/** `/clubs/:clubId/members`: members, roles and invitations. */
export default function ClubMembersPage() {
  const { t } = useLingui();
  const { club } = useClubOutlet();
  const clubName = club.name;
  return (
    <>
      <title>{t`Members – ${clubName} – Touchline`}</title>
      <ClubMembers club={club} />
    </>
  );
}
