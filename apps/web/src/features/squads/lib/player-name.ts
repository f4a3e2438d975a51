import type { SquadPlayer } from "@touchline/contracts";

/** The name the club's members see: first and last name (the last name may be empty). */
export function playerName(player: Pick<SquadPlayer, "firstName" | "lastName">): string {
  return [player.firstName, player.lastName].filter((part) => part.trim() !== "").join(" ");
}
