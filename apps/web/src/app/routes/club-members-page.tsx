import { ClubMembers } from "../../features/clubs/index.ts";
import { useClubOutlet } from "./club-outlet.ts";

/** `/clubs/:clubId/members`: members, roles and invitations. */
export default function ClubMembersPage() {
  const { club } = useClubOutlet();
  return (
    <>
      <title>{`Members – ${club.name} – Touchline`}</title>
      <ClubMembers club={club} />
    </>
  );
}
