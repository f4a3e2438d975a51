import { type Browser, type Page } from "@playwright/test";
import { type SessionContentInput } from "../packages/contracts/src/sessions.ts";
import { createDiagram } from "../packages/diagram/src/create-diagram.ts";
import {
  DEFAULT_PASSWORD,
  expect,
  latestConfirmationLinkFor,
  signUpThroughApi,
  test,
  toasts,
  uniqueEmail,
} from "./fixtures.ts";

// Three coaches sign up and the story crosses four screens for each: more than one page's worth of time.
test.describe.configure({ timeout: 150_000 });

/** A coach of their own name, signed in on a page of their own (a browser of their own: no shared cookies). */
async function coachNamed(browser: Browser, firstName: string, lastName: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  const email = uniqueEmail(firstName.toLowerCase());
  await signUpThroughApi(page.request, { email, password: "tuesday-rondo-drill", firstName, lastName });
  await page.goto("/");
  await expect(page.getByRole("heading", { name: /^Welcome back/ })).toBeVisible();
  return page;
}

/** A day of the month grid, by its date; its name is the long date as the browser's language writes it. */
function dayOf(page: Page, weekday: string, day: number, month: string) {
  return page.getByRole("group", { name: new RegExp(`^${weekday} (${day} ${month} 2026|${month} ${day}, 2026)$`) });
}

async function joinByLink(page: Page, link: string) {
  await page.goto(new URL(link).pathname);
  await page.getByRole("button", { name: "Join Riverside Juniors" }).click();
  // Exact: the invitation's own heading, "Join Riverside Juniors", is not the club's page.
  await expect(page.getByRole("heading", { level: 1, name: "Riverside Juniors", exact: true })).toBeVisible();
}

test("a club is created, joined by link and shared into; a member plans a weekly training across the clock change; a removed member is shut out", async ({
  browser,
}) => {
  // The head of coaching creates the club, its first team and an invitation link.
  const head = await coachNamed(browser, "Maria", "Lopez");
  await head.goto("/clubs/new");
  await head.getByLabel("Club name").fill("Riverside Juniors");
  await head.getByLabel("Time zone").selectOption("Europe/London");
  await head.getByRole("button", { name: "Create club" }).click();
  await expect(head.getByRole("heading", { level: 1, name: "Riverside Juniors" })).toBeVisible();
  const clubPath = new URL(head.url()).pathname;

  await head.getByRole("button", { name: "Add a team" }).click();
  const newTeam = head.getByRole("dialog", { name: "Add a team" });
  await newTeam.getByLabel("Team name").fill("U12 Blues");
  await newTeam.getByLabel("Age group").selectOption("U12");
  await newTeam.getByLabel("Format").selectOption("9v9");
  await newTeam.getByLabel("Season").fill("2026/27");
  await newTeam.getByRole("button", { name: "Add team" }).click();
  await expect(newTeam).toBeHidden();
  await expect(head.getByRole("link", { name: "U12 Blues" })).toBeVisible();

  await head.getByRole("link", { name: "Members", exact: true }).click();
  await head.getByRole("button", { name: "Create an invitation link" }).click();
  await head.getByRole("dialog", { name: "Invite to the club" }).getByRole("button", { name: "Create link" }).click();
  const ready = head.getByRole("dialog", { name: "Invitation link ready" });
  const link = await ready.getByRole("textbox", { name: "Invitation link" }).inputValue();
  expect(link).toContain("/join/");
  await ready.getByRole("button", { name: "Done" }).click();

  // A second coach joins from the link and shares one of their sessions into the club.
  const author = await coachNamed(browser, "Sam", "Okafor");
  const session: SessionContentInput = {
    title: "Playing out from the back",
    theme: "Build from the goalkeeper through the thirds.",
    intensity: "medium",
    phases: ["attacking"],
    topics: ["build-up"],
    blocks: [{ id: "b1", title: "Rondo 4v2", diagram: createDiagram(), durationMinutes: 20, intensity: "medium" }],
  };
  expect((await author.request.post("/api/sessions", { data: session })).status()).toBe(201);
  await joinByLink(author, link);
  await author.getByRole("link", { name: "Library", exact: true }).click();
  await author.getByRole("button", { name: "Share from my work" }).click();
  const share = author.getByRole("dialog", { name: "Share with Riverside Juniors" });
  await share.getByRole("radio", { name: "Playing out from the back" }).check();
  await share.getByRole("button", { name: "Share with club" }).click();
  await expect(share).toBeHidden();
  await expect(author.getByRole("listitem", { name: "Playing out from the back" })).toContainText("by Sam Okafor");

  // A third coach joins; the head of coaching makes them a coach of the U12s.
  const planner = await coachNamed(browser, "Dana", "Reid");
  await joinByLink(planner, link);
  await head.goto(clubPath);
  await head.getByRole("button", { name: "Edit U12 Blues" }).click();
  const editTeam = head.getByRole("dialog", { name: "Edit U12 Blues" });
  await editTeam.getByRole("checkbox", { name: /^Dana Reid/ }).check();
  await editTeam.getByRole("button", { name: "Save team" }).click();
  await expect(editTeam).toBeHidden();

  // The third coach finds the session in the club library and plans it every Tuesday for their team, from
  // before the clocks go back in London (Sunday 25 October 2026) to after.
  await planner.goto(`${clubPath}/library`);
  await planner.getByLabel("Search the club library").fill("playing out");
  await expect(planner.getByRole("listitem", { name: "Playing out from the back" })).toBeVisible();
  await planner.getByRole("link", { name: "Teams", exact: true }).click();
  await planner.getByRole("link", { name: "U12 Blues" }).click();
  await expect(planner.getByRole("heading", { name: "U12 Blues calendar" })).toBeVisible();
  await planner.goto(`${new URL(planner.url()).pathname}?view=month&date=2026-10-01`);
  await expect(planner.getByRole("heading", { name: "October 2026" })).toBeVisible();
  await planner.getByRole("button", { name: "Add event" }).click();
  const event = planner.getByRole("dialog", { name: "Add event" });
  await event.getByLabel("Title").fill("Tuesday training");
  await event.getByLabel("Date").fill("2026-10-20");
  await event.getByLabel("Start").fill("18:00");
  await event.getByLabel("Duration (minutes)").fill("75");
  await event.getByRole("checkbox", { name: "Repeats weekly" }).check();
  await event.getByLabel("Until (last day)").fill("2026-11-03");
  await event.getByLabel("Session").selectOption({ label: "Playing out from the back" });
  await event.getByRole("button", { name: "Add event" }).click();
  await expect(event).toBeHidden();

  const training = { name: "18:00 Tuesday training" };
  await expect(dayOf(planner, "Tuesday", 20, "October").getByRole("button", training)).toBeVisible();
  // After the change to winter time the training is still at 18:00 on the club's clock, still on Tuesday.
  await expect(dayOf(planner, "Tuesday", 27, "October").getByRole("button", training)).toBeVisible();
  await expect(dayOf(planner, "Monday", 26, "October").getByRole("button")).toHaveCount(0);
  await expect(dayOf(planner, "Wednesday", 28, "October").getByRole("button")).toHaveCount(0);
  await expect(dayOf(planner, "Tuesday", 13, "October").getByRole("button")).toHaveCount(0);
  await planner.getByRole("button", { name: "Next" }).click();
  await expect(planner.getByRole("heading", { name: "November 2026" })).toBeVisible();
  await expect(dayOf(planner, "Tuesday", 3, "November").getByRole("button", training)).toBeVisible();
  await expect(dayOf(planner, "Tuesday", 10, "November").getByRole("button")).toHaveCount(0);

  // The head of coaching removes the third coach: their next request is refused and the club leaves their
  // navigation.
  await head.getByRole("link", { name: "Members", exact: true }).click();
  await head.getByRole("button", { name: "Remove Dana Reid" }).click();
  await head.getByRole("alertdialog").getByRole("button", { name: "Remove member" }).click();
  await expect(head.getByRole("listitem", { name: /Dana Reid/ })).toHaveCount(0);

  const clubId = clubPath.split("/").at(-1)!;
  expect((await planner.request.get(`/api/clubs/${clubId}`)).status()).toBe(404);
  await planner.goto(`${clubPath}/library`);
  await expect(toasts(planner).getByText("You are no longer a member of this club.", { exact: true })).toBeVisible();
  await expect(planner).toHaveURL(/\/$/);
  await planner.getByRole("button", { name: /switch between My work and your clubs/ }).click();
  const switcher = planner.getByRole("menu");
  await expect(switcher.getByRole("menuitemradio", { name: /My work/ })).toBeVisible();
  await expect(switcher.getByRole("menuitemradio", { name: /Riverside Juniors/ })).toHaveCount(0);
  await planner.keyboard.press("Escape");
});

test("a new coach opens an invitation, signs up from it and lands in the club after confirming", async ({
  browser,
  page,
}) => {
  const head = await coachNamed(browser, "Ana", "Costa");
  const created = await head.request.post("/api/clubs", { data: { name: "Hillside Colts" } });
  const { club } = (await created.json()) as { club: { id: string } };
  const invited = await head.request.post(`/api/clubs/${club.id}/invites`, { data: { role: "assistant" } });
  const { url } = (await invited.json()) as { url: string };

  await page.goto(new URL(url).pathname);
  await expect(page.getByRole("heading", { name: "Join Hillside Colts" })).toBeVisible();
  await page.getByRole("button", { name: "Create an account to join" }).click();
  const email = uniqueEmail("newcomer");
  await page.getByLabel("First name").fill("Lee");
  await page.getByLabel("Last name").fill("Newcomer");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(DEFAULT_PASSWORD);
  await page.getByRole("button", { name: "Sign Up" }).click();
  await expect(page.getByRole("heading", { name: "Check your email" })).toBeVisible();

  await page.goto(latestConfirmationLinkFor(email));
  await page.getByLabel("Password", { exact: true }).fill(DEFAULT_PASSWORD);
  await page.getByRole("button", { name: "Confirm and log in" }).click();
  await expect(page).toHaveURL(/\/clubs\//);
  await expect(page.getByRole("heading", { level: 1, name: "Hillside Colts", exact: true })).toBeVisible();
  await expect(page.getByText("Assistant", { exact: true })).toBeVisible();
});

test("a session started from the club library lines its teams up in the club's kit colours", async ({ browser }) => {
  const coach = await coachNamed(browser, "Ines", "Duarte");
  // A yellow and black club: its players wear yellow, the other team black.
  const created = await coach.request.post("/api/clubs", {
    data: { name: "Wasps Youth", kitPrimary: "#f5c400", kitSecondary: "#101010" },
  });
  const { club } = (await created.json()) as { club: { id: string } };

  await coach.goto(`/clubs/${club.id}/library`);
  await coach.getByRole("link", { name: "New session in club colours" }).click();
  await expect(coach.getByText("For Wasps Youth: its drills are drawn in the club's kit colours.")).toBeVisible();
  await coach.getByLabel("Session title").fill("Wasps pressing");
  await coach.getByRole("button", { name: "Open full editor" }).click();
  await expect(coach.getByRole("heading", { level: 1, name: "Drill 1: Warm-up" })).toBeVisible();
  await coach.getByRole("tab", { name: "Team sheet" }).click();
  await coach.getByRole("button", { name: "Line up home" }).click();
  await coach.getByRole("button", { name: "Line up away" }).click();
  await expect(coach.getByRole("region", { name: "Home team" }).getByLabel("Shirt colour")).toHaveValue("yellow");
  await expect(coach.getByRole("region", { name: "Away team" }).getByLabel("Shirt colour")).toHaveValue("black");

  // Saved, the session keeps its colours: a drill added later wears them too.
  await coach.getByRole("button", { name: "Save session" }).click();
  await expect(coach.getByText("All changes saved")).toBeVisible();
  await coach.getByRole("button", { name: "Back to session" }).click();
  await coach.getByRole("button", { name: "Add new drill" }).click();
  await coach.getByRole("button", { name: "Open full editor" }).last().click();
  await expect(coach.getByRole("heading", { level: 1, name: /^Drill 2/ })).toBeVisible();
  await coach.getByRole("tab", { name: "Team sheet" }).click();
  await coach.getByRole("button", { name: "Line up home" }).click();
  await expect(coach.getByRole("region", { name: "Home team" }).getByLabel("Shirt colour")).toHaveValue("yellow");
});
