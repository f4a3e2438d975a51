import {
  AccountSchema,
  CalendarOccurrenceSchema,
  ClubInviteSchema,
  ClubLibraryItemSummarySchema,
  ClubMemberSchema,
  ClubSchema,
  CurrentUserSchema,
  LibraryDrillSchema,
  ModerationHoldSchema,
  PendingReviewSchema,
  RegisterPlayerSchema,
  RegisterResponseSchema,
  SessionBlockSchema,
  SessionSchema,
  SessionSummarySchema,
  SquadPlayerSchema,
  TacticalDrillSchema,
  TeamSchema,
  TestimonialSchema,
} from "@touchline/contracts";
import { createDiagram } from "@touchline/diagram";
import type { z } from "zod";

/*
 * Data for the web app's tests, built from the contracts: each builder's result goes through the entity's
 * schema, so a test can never hand a page something the server could not send.
 */

const CREATED_AT = "2026-01-01T00:00:00.000Z";

/**
 * A builder for `schema`'s entity: given its defaults, a function that changes the fields it is given and
 * parses the result. Two steps, so that the schema fixes the type the defaults are checked against.
 */
const builderOf =
  <Entity extends object>(schema: z.ZodType<Entity>) =>
  (defaults: () => Entity) =>
  (overrides: Partial<Entity> = {}): Entity =>
    schema.parse({ ...defaults(), ...overrides });

/** A signed-in coach with no staff role. */
export const aUser = builderOf(CurrentUserSchema)(() => ({
  id: "u1",
  email: "ana@example.com",
  firstName: "Ana",
  lastName: "Silva",
  role: "none",
}));

/** The settings page's account: `aUser`'s, in metres, with no e-mail change waiting. */
export const anAccount = builderOf(AccountSchema)(() => ({
  ...aUser(),
  createdAt: CREATED_AT,
  pendingEmail: null,
  sizeUnit: "metres",
  language: null,
}));

export const aTestimonial = builderOf(TestimonialSchema)(() => ({
  id: "t1",
  name: "Maria Camilleri",
  role: "U12 coach, Valletta",
  content: "Planning takes half the time.",
  rating: null,
  createdAt: CREATED_AT,
}));

/** A session a moderator unpublished, whose author asked for a review. */
export const aPendingReview = builderOf(PendingReviewSchema)(() => ({
  sessionId: "s-1",
  title: "Rondo week",
  authorName: "Ana Costa",
  reason: "Copied from a paid course.",
  heldAt: "2026-11-20T10:00:00.000Z",
  requestedAt: "2026-11-21T10:00:00.000Z",
  message: "Every drill is my own now.",
}));

/** A tactical drill on an empty full pitch. */
export const aTacticalDrill = builderOf(TacticalDrillSchema)(() => ({
  id: "t1",
  title: "Pressing trap",
  diagram: createDiagram({ template: "full" }),
  createdAt: CREATED_AT,
  updatedAt: CREATED_AT,
}));

/** A drill of a session: 15 minutes at medium intensity on an empty half pitch, nothing written yet. */
export const aBlock = builderOf(SessionBlockSchema)(() => ({
  id: "b1",
  title: "Rondo",
  diagram: createDiagram({ template: "half" }),
  organisation: "",
  coachingPoints: [],
  durationMinutes: 15,
  intensity: "medium",
  players: null,
  progressions: [],
}));

/** A drill of the coach's library, with `aBlock`'s content and no tags. */
export const aLibraryDrill = builderOf(LibraryDrillSchema)(() => {
  const { id: _blockId, ...content } = aBlock();
  return { ...content, id: "d1", tags: [], createdAt: CREATED_AT, updatedAt: CREATED_AT };
});

/** Why staff unpublished a session: no review asked for yet. */
export const aModerationHold = builderOf(ModerationHoldSchema)(() => ({
  reason: "Copied from a paid course.",
  heldAt: "2026-11-20T10:00:00.000Z",
  reviewRequestedAt: null,
  declineReason: null,
  declinedAt: null,
}));

/** A public session as lists show it: two drills, 35 minutes, no picture. */
export const aSessionSummary = builderOf(SessionSummarySchema)(() => ({
  id: "s1",
  shortId: "AbCd1234",
  title: "Rondo week",
  theme: "",
  ageGroup: null,
  level: null,
  topics: [],
  phases: [],
  intensity: "medium",
  visibility: "public",
  language: "en",
  authorName: "Ana Costa",
  copyCount: 0,
  viewCount: 0,
  createdAt: CREATED_AT,
  updatedAt: CREATED_AT,
  drillCount: 2,
  totalDurationMinutes: 35,
  thumbnail: null,
}));

/** The owner's private session, with no drills yet. */
export const aSession = builderOf(SessionSchema)(() => ({
  id: "s1",
  shortId: "AbCd1234",
  title: "Rondo week",
  theme: "",
  objectives: [],
  ageGroup: null,
  level: null,
  date: null,
  topics: [],
  phases: [],
  intensity: "medium",
  visibility: "private",
  blocks: [],
  coverBlockId: null,
  language: "en",
  derived: { totalDurationMinutes: 0, players: 0, equipment: "" },
  authorName: "Ana Silva",
  isOwner: true,
  moderationHold: null,
  copiedFrom: null,
  copyCount: 0,
  viewCount: 0,
  createdAt: CREATED_AT,
  updatedAt: CREATED_AT,
}));

/** A session shared into a club, as the club library lists it. */
export const aClubLibraryItemSummary = builderOf(ClubLibraryItemSummarySchema)(() => ({
  id: "ci1",
  clubId: "club1",
  kind: "session",
  title: "Playing out from the back",
  ageGroup: "U12",
  level: null,
  phases: ["attacking"],
  topics: [],
  intensity: "medium",
  totalDurationMinutes: 60,
  thumbnail: null,
  authorName: "Ana Costa",
  isPinned: false,
  language: "en",
  sharedAt: CREATED_AT,
}));

/** A club whose club admin is asking: no crest, blue and white, in London's time. */
export const aClub = builderOf(ClubSchema)(() => ({
  id: "club1",
  name: "Riverside Juniors",
  crestUrl: null,
  kitPrimary: "#1d4ed8",
  kitSecondary: "#ffffff",
  timeZone: "Europe/London",
  seasonStartsOn: null,
  myRole: "admin",
  memberCount: 2,
  createdAt: CREATED_AT,
}));

/** `aUser` as a member of a club: its club admin. */
export const aClubMember = builderOf(ClubMemberSchema)(() => ({
  userId: "u1",
  name: "Ana Silva",
  role: "admin",
  joinedAt: CREATED_AT,
}));

/** An invitation link to join as a coach, unused, expiring far in the future. */
export const aClubInvite = builderOf(ClubInviteSchema)(() => ({
  id: "inv1",
  role: "coach",
  email: null,
  expiresAt: "2099-01-01T00:00:00.000Z",
  maxUses: null,
  useCount: 0,
  isRevoked: false,
  createdAt: CREATED_AT,
}));

/** A club's U12 team playing 7v7, coached by `aClubMember`. */
export const aTeam = builderOf(TeamSchema)(() => ({
  id: "team1",
  clubId: "club1",
  name: "U12 Blue",
  ageGroup: "U12",
  format: "7v7",
  season: "2025/26",
  coaches: [{ userId: "u1", name: "Ana Silva" }],
}));

/** A weekly training's occurrence on a team's calendar, as the calendar API gives it (in the club's local time). */
export const aCalendarOccurrence = builderOf(CalendarOccurrenceSchema)(() => ({
  eventId: "e1",
  occurrenceStart: "2027-03-09T18:00:00.000Z",
  startsAt: "2027-03-09T18:00:00.000Z",
  date: "2027-03-09",
  time: "18:00",
  durationMinutes: 90,
  kind: "training",
  title: "Tuesday training",
  place: "Pitch 2",
  notes: "",
  bring: "",
  isRecurring: true,
  isMoved: false,
  series: { date: "2027-03-02", startTime: "18:00", repeatsWeeklyUntil: "2027-05-25" },
  linkedSession: null,
}));

/** A player of `aTeam`'s squad: a forward wearing 7, born 2014. */
export const aSquadPlayer = builderOf(SquadPlayerSchema)(() => ({
  id: "p1",
  teamId: "team1",
  firstName: "Sam",
  lastName: "Okafor",
  shirtNumber: 7,
  position: "forward",
  birthYear: 2014,
  createdAt: CREATED_AT,
}));

/** A player of a register: no answer given, not marked yet. */
export const aRegisterPlayer = builderOf(RegisterPlayerSchema)(() => ({
  playerId: "p1",
  firstName: "Sam",
  lastName: "Okafor",
  shirtNumber: 7,
  position: "forward",
  answer: null,
  mark: null,
}));

/** The register of `aCalendarOccurrence`'s 90-minute training, with no session and no players. */
export const aRegister = builderOf(RegisterResponseSchema)(() => ({
  occurrence: {
    eventId: "e1",
    occurrenceStart: "2027-03-09T18:00:00.000Z",
    kind: "training",
    title: "Tuesday training",
    date: "2027-03-09",
    time: "18:00",
    durationMinutes: 90,
    place: "Pitch 2",
  },
  linkedSession: null,
  canTake: true,
  players: [],
}));
