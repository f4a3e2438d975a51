import { useParams } from "react-router";
import { PlayerAvailability } from "../../features/availability/index.ts";

/** `/player/:token`: a player's personal link, open to anyone holding it. */
export default function PlayerPage() {
  const { token = "" } = useParams();
  return <PlayerAvailability token={token} />;
}
