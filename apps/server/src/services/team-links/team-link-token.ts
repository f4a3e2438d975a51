import { createLinkTokenOf, playerLinkTokenHash } from "../availability/player-link-token.ts";

/** Derives a team link's token from the link's id; see `createTeamLinkTokenOf`. */
export type TeamLinkTokenOf = (linkId: string) => string;

/**
 * A team link's token is written from its id as a personal link's is (decision 016), under its own key, so
 * a coach can copy the team's link again at any time while the database keeps only the token's SHA-256.
 */
export function createTeamLinkTokenOf(serverSecret: string): TeamLinkTokenOf {
  return createLinkTokenOf(serverSecret, "touchline:team-link");
}

export const teamLinkTokenHash = playerLinkTokenHash;

/** The team's page: no account, noindex. */
export function teamLinkUrl(appUrl: string, token: string): string {
  return new URL(`/team/${token}`, appUrl).toString();
}
