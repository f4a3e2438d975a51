import { type Cookie, type Page } from "@playwright/test";
import { type AuthSessionResponse } from "../packages/contracts/src/auth.ts";
import {
  type AnswerAvailabilityRequest,
  type PlayerLinkResponse,
  type PlayerPageResponse,
} from "../packages/contracts/src/availability.ts";
import { type CalendarEventInput, type CalendarEventResponse } from "../packages/contracts/src/club-calendar.ts";
import { type BlogPostInput, type BlogPostResponse } from "../packages/contracts/src/blog.ts";
import {
  type ClubResponse,
  type CreateClubInviteRequest,
  type CreateClubRequest,
  type CreateTeamRequest,
  type CreatedClubInviteResponse,
  type TeamResponse,
} from "../packages/contracts/src/clubs.ts";
import { type ClubLibraryItemResponse, type ShareToClubRequest } from "../packages/contracts/src/club-library.ts";
import { type NewFeedbackInput } from "../packages/contracts/src/feedback.ts";
import { type TeamLinkStatusResponse } from "../packages/contracts/src/team-links.ts";
import { type SessionContentInput, type SessionResponse } from "../packages/contracts/src/sessions.ts";
import { SITE_ROUTES, type SiteRouteAccess } from "../packages/contracts/src/site-routes.ts";
import { type SquadPlayerInput, type SquadPlayerResponse } from "../packages/contracts/src/squads.ts";
import { type SyllabusThemeInput } from "../packages/contracts/src/syllabus.ts";
import {
  type CreateTacticalDrillRequest,
  type TacticalDrillResponse,
} from "../packages/contracts/src/tactical-drills.ts";
import { createDiagram } from "../packages/diagram/src/create-diagram.ts";
import {
  expect,
  expectAccessible,
  seriousAccessibilityViolations,
  signInAsAdmin,
  signUpCoach,
  test,
} from "./fixtures.ts";

/**
 * Every page of the app (the list the server and the router share), as each kind of user sees it, and the
 * states that only appear after a click, are checked with axe: no serious or critical WCAG A/AA violation.
 */

/** The concrete values of the routes' `:param` segments: data made for this file. */
interface RouteParams {
  id: { session: string; tacticalDrill: string; user: string; club: string; team: string; clubItem: string };
  slug: string;
  shortId: string;
  /** An invitation link's token, to the coach's club. */
  inviteToken: string;
  /** A player's personal link's token: their availability for the team's coming training. */
  playerToken: string;
  /** The team link's token: its coming training and that training's drills. */
  teamToken: string;
  /** The coming training, named as its register is: the event and the occurrence's start. */
  occurrence: { eventId: string; start: string };
}

let params: RouteParams;
let coachCookies: Cookie[];

/** The path to open for a route pattern; a new pattern with a parameter fails here until it is given data. */
function concretePath(pattern: string): string {
  const byPattern: Record<string, string> = {
    "/sessions/:id": `/sessions/${params.id.session}`,
    "/s/:shortId": `/s/${params.shortId}`,
    "/blog/:slug": `/blog/${params.slug}`,
    "/tactical-drill/:id": `/tactical-drill/${params.id.tacticalDrill}`,
    "/admin/users/:id": `/admin/users/${params.id.user}`,
    "/clubs/:clubId": `/clubs/${params.id.club}`,
    "/clubs/:clubId/library": `/clubs/${params.id.club}/library`,
    "/clubs/:clubId/library/:itemId": `/clubs/${params.id.club}/library/${params.id.clubItem}`,
    "/clubs/:clubId/syllabus": `/clubs/${params.id.club}/syllabus`,
    "/clubs/:clubId/members": `/clubs/${params.id.club}/members`,
    "/clubs/:clubId/settings": `/clubs/${params.id.club}/settings`,
    "/clubs/:clubId/teams/:teamId": `/clubs/${params.id.club}/teams/${params.id.team}`,
    "/clubs/:clubId/teams/:teamId/squad": `/clubs/${params.id.club}/teams/${params.id.team}/squad`,
    "/join/:token": `/join/${params.inviteToken}`,
    "/clubs/:clubId/teams/:teamId/load": `/clubs/${params.id.club}/teams/${params.id.team}/load`,
    "/clubs/:clubId/teams/:teamId/register/:eventId/:occurrenceStart": `/clubs/${params.id.club}/teams/${params.id.team}/register/${params.occurrence.eventId}/${encodeURIComponent(params.occurrence.start)}`,
    "/player/:token": `/player/${params.playerToken}`,
    "/player/:token/next": `/player/${params.playerToken}/next`,
    "/team/:token": `/team/${params.teamToken}`,
  };
  if (!pattern.includes(":")) return pattern;
  const path = byPattern[pattern];
  if (!path) throw new Error(`give ${pattern} a concrete path in accessibility.spec.ts`);
  return path;
}

const pathsFor = (...access: SiteRouteAccess[]) =>
  SITE_ROUTES.filter((route) => access.includes(route.access)).map((route) => concretePath(route.path));

/** Waits until the page shows its content: its main region, and nothing still loading. */
async function waitForPage(page: Page) {
  await expect(page.getByRole("main")).toBeVisible();
  await expect(page.getByText(/^Loading/)).toHaveCount(0);
}

/** Checks every page before failing, so one run lists all the pages that need work. */
async function expectPagesAccessible(page: Page, paths: string[], who: string) {
  // Each page is opened, settled and audited in turn (axe runs in a page of its own for its frames): the
  // story's limit grows with the number of pages the router lists.
  test.setTimeout(30_000 + paths.length * 15_000);
  const violationsByPath: Record<string, string[]> = {};
  for (const path of paths) {
    await page.goto(path);
    await waitForPage(page);
    const violations = await seriousAccessibilityViolations(page);
    if (violations.length > 0) violationsByPath[path] = violations;
  }
  expect(violationsByPath, `serious or critical accessibility violations on pages seen by ${who}`).toEqual({});
}

async function postJson<T>(page: Page, url: string, data: unknown): Promise<T> {
  const response = await page.request.post(url, { data });
  expect(response.ok(), `${url} answered ${response.status()}`).toBe(true);
  return (await response.json()) as T;
}

test.beforeAll(async ({ browser }) => {
  const page = await browser.newPage();
  await signUpCoach(page);
  const { user } = (await (await page.request.get("/api/auth/session")).json()) as AuthSessionResponse;
  if (!user) throw new Error("the coach is not signed in");
  const diagram = createDiagram();
  const session: SessionContentInput = {
    title: "Accessible rondo session",
    theme: "Keeping the ball under pressure.",
    intensity: "medium",
    blocks: [{ id: "block-1", title: "Rondo 4v1", diagram, durationMinutes: 15, intensity: "medium" }],
  };
  const created = await postJson<SessionResponse>(page, "/api/sessions", session);
  await postJson(page, `/api/sessions/${created.session.id}/publish`, {});
  const drill: CreateTacticalDrillRequest = { title: "Accessible pressing drill", diagram };
  const tacticalDrill = await postJson<TacticalDrillResponse>(page, "/api/tactical-drills", drill);
  // The feedback page and its admin screen show their cards (votes, badges) only with an item.
  const feedback: NewFeedbackInput = {
    title: "Bigger handles on a phone",
    description: "Moving players with a thumb is fiddly.",
    category: "feature",
  };
  await postJson(page, "/api/feedback", feedback);
  // The club pages show the coach as its club admin, with an invitation listed; the invitation page, to a visitor.
  const clubInput: CreateClubRequest = { name: "Accessible Athletic", kitPrimary: "#facc15", kitSecondary: "#1e3a8a" };
  const { club } = await postJson<ClubResponse>(page, "/api/clubs", clubInput);
  const inviteInput: CreateClubInviteRequest = { role: "coach", expiresInDays: 7 };
  const invite = await postJson<CreatedClubInviteResponse>(page, `/api/clubs/${club.id}/invites`, inviteInput);
  const teamInput: CreateTeamRequest = { name: "U12 Accessible", ageGroup: "U12", format: "7v7", season: "2026/27" };
  const { team } = await postJson<TeamResponse>(page, `/api/clubs/${club.id}/teams`, teamInput);
  // The club library lists the session shared into it (and opens it); the syllabus has a theme.
  const share: ShareToClubRequest = { kind: "session", sourceId: created.session.id };
  const { item: clubItem } = await postJson<ClubLibraryItemResponse>(page, `/api/clubs/${club.id}/library`, share);
  const theme: SyllabusThemeInput = {
    ageGroup: "U12",
    firstWeek: 1,
    lastWeek: 4,
    title: "Keeping the ball",
    phases: ["attacking"],
  };
  await postJson(page, `/api/clubs/${club.id}/syllabus`, theme);
  // The team has a player, a training in two days planned with the session, that player's link, answered
  // "not available", and the team's link.
  const teamPath = `/api/clubs/${club.id}/teams/${team.id}`;
  const squadPlayer: SquadPlayerInput = { firstName: "Sam", lastName: "Okafor", shirtNumber: 7 };
  const { player } = await postJson<SquadPlayerResponse>(page, `${teamPath}/squad`, squadPlayer);
  const training: CalendarEventInput = {
    kind: "training",
    title: "Accessible training",
    date: new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10),
    startTime: "18:00",
    durationMinutes: 60,
    link: { sessionId: created.session.id },
  };
  const { event } = await postJson<CalendarEventResponse>(page, `${teamPath}/events`, training);
  const { link } = await postJson<PlayerLinkResponse>(page, `${teamPath}/squad/${player.id}/link`, {});
  const playerToken = new URL(link.url).pathname.split("/").at(-1)!;
  const coming = (await (await page.request.get(`/api/player-links/${playerToken}`)).json()) as PlayerPageResponse;
  const answer: AnswerAvailabilityRequest = {
    eventId: event.id,
    occurrenceStart: coming.events[0]!.occurrenceStart,
    isAvailable: false,
    reason: "School trip",
  };
  expect((await page.request.put(`/api/player-links/${playerToken}/answers`, { data: answer })).ok()).toBe(true);
  const { link: teamLink } = await postJson<TeamLinkStatusResponse>(page, `${teamPath}/team-link`, {});
  coachCookies = await page.context().cookies();
  await page.context().close();

  const adminPage = await browser.newPage();
  await signInAsAdmin(adminPage);
  const postInput: BlogPostInput = {
    title: `Accessible pitches ${Date.now()}`,
    excerpt: "Why every coach can read the plan.",
    body: "## Plans for everyone\n\nA [link](/faq) and a list:\n\n- one\n- two",
    status: "published",
  };
  const { post } = await postJson<BlogPostResponse>(adminPage, "/api/admin/blog/posts", postInput);
  await adminPage.context().close();

  params = {
    id: {
      session: created.session.id,
      tacticalDrill: tacticalDrill.drill.id,
      user: user.id,
      club: club.id,
      team: team.id,
      clubItem: clubItem.id,
    },
    slug: post.slug,
    shortId: created.session.shortId,
    inviteToken: new URL(invite.url, "http://localhost").pathname.split("/").at(-1)!,
    playerToken,
    teamToken: new URL(teamLink!.url).pathname.split("/").at(-1)!,
    occurrence: { eventId: event.id, start: coming.events[0]!.occurrenceStart },
  };
});

test("every public page, and the 404 page, as a visitor", async ({ page }) => {
  await expectPagesAccessible(page, [...pathsFor("public"), "/no/such/page"], "a visitor");
});

// The public pages differ for a coach only in the navigation bar, which every signed-in page has: the home
// page (the coach's dashboard) is the one public page that changes.
test("every signed-in page, and the home page, as a coach", async ({ page }) => {
  await page.context().addCookies(coachCookies);
  await expectPagesAccessible(page, ["/", ...pathsFor("signed-in")], "a coach");
});

test("every admin page, as the super admin", async ({ page }) => {
  await signInAsAdmin(page);
  await expectPagesAccessible(page, pathsFor("staff"), "the super admin");
});

test("the login form in sign-up mode", async ({ page }) => {
  await page.goto("/login");
  await page.getByRole("button", { name: "Create an account" }).click();
  await expect(page.getByLabel("First name")).toBeVisible();
  await expectAccessible(page, "/login in sign-up mode");
});

test("the editor with a player selected, and its command palette", async ({ page }) => {
  await page.goto("/tactical-board");
  const pitch = page.getByRole("application", { name: /pitch/i });
  await page.getByRole("button", { name: "Player", exact: true }).dragTo(pitch, { targetPosition: { x: 200, y: 150 } });
  const player = pitch.locator('[data-kind="player"]');
  await expect(player).toHaveCount(1);
  await player.click();
  await expect(page.getByRole("button", { name: "Delete" }).first()).toBeVisible();
  await expectAccessible(page, "the tactical board with a player selected");

  await pitch.focus();
  await page.keyboard.press("Control+k");
  await expect(page.getByRole("dialog")).toBeVisible();
  await expectAccessible(page, "the editor's command palette");
});

test("the user menu and the logout confirmation, on a phone", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.context().addCookies(coachCookies);
  await page.goto("/");
  await expect(page.getByRole("navigation", { name: "Main (mobile)" })).toBeVisible();
  await page.getByRole("button", { name: "User menu" }).click();
  await expect(page.getByRole("menuitem", { name: "Log Out" })).toBeVisible();
  await expectAccessible(page, "the user menu open on a phone");

  await page.getByRole("menuitem", { name: "Log Out" }).click();
  await expect(page.getByRole("alertdialog", { name: "Are you sure you want to log out?" })).toBeVisible();
  await expectAccessible(page, "the logout confirmation on a phone");
});
