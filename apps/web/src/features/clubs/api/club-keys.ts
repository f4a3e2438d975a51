/*
 * Everything asked of one club sits below ["clubs", clubId] (the club library and syllabus too), so a
 * club the coach is no longer in is dropped with one call. The list of the coach's clubs is ["clubs"]
 * itself, matched exactly.
 */
export const CLUB_LIST_KEY = ["clubs"] as const;
export const clubKey = (clubId: string) => ["clubs", clubId] as const;
export const membersKey = (clubId: string) => ["clubs", clubId, "members"] as const;
export const invitesKey = (clubId: string) => ["clubs", clubId, "invites"] as const;
export const teamsKey = (clubId: string) => ["clubs", clubId, "teams"] as const;
/** An invitation's preview is not a club's answer: anyone holding the link may ask it. */
export const invitePreviewKey = (token: string) => ["club-invites", token] as const;
