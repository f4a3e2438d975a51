import type { RateLimitRule } from "../rate-limits/rate-limit.ts";

export const CLUB_RATE_LIMITS = {
  /**
   * Invitation links looked up or accepted from one address, counted before the lookup so guesses count
   * too. A token has 256 bits, so this is there to stop a flood, not to make guessing slower.
   */
  inviteLinksPerIp: { name: "club-invite:ip", limit: 60, windowSeconds: 10 * 60 },
  /** Invitations sent by e-mail by one admin: Touchline's mail must not become a way to spam. */
  inviteMailsPerAccount: { name: "club-invite-mail:account", limit: 50, windowSeconds: 60 * 60 },
  /** The club's data export reads every team's squad and calendar: a few a day are all an admin needs. */
  exportPerAccount: { name: "club-export:account", limit: 20, windowSeconds: 60 * 60 },
} satisfies Record<string, RateLimitRule>;
