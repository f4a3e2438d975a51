/**
 * A member's role in a club, lowest first: an assistant reads the club's library and calendar, a coach
 * also shares into it and plans for teams, a club admin (head of coaching) runs the club. Free of zod, as
 * roles.ts is, so the app shell can use it.
 */
export const CLUB_ROLES = ["assistant", "coach", "admin"] as const;

export type ClubRole = (typeof CLUB_ROLES)[number];

export function hasClubRole(role: ClubRole, minimum: ClubRole): boolean {
  return CLUB_ROLES.indexOf(role) >= CLUB_ROLES.indexOf(minimum);
}

export const CLUB_ROLE_LABELS: Record<ClubRole, string> = {
  admin: "Club admin",
  coach: "Coach",
  assistant: "Assistant",
};
