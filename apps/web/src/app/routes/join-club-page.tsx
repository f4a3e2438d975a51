import { useParams } from "react-router";
import { JoinClub } from "../../features/clubs/index.ts";

/** `/join/:token`: an invitation link, open to anyone holding it. */
export default function JoinClubPage() {
  const { token = "" } = useParams();
  return <JoinClub token={token} />;
}
