import { type Browser, type Page } from "@playwright/test";
import { expect, signUpThroughApi, test, uniqueEmail } from "./fixtures.ts";

test.describe.configure({ timeout: 120_000 });

/** Sixteen players as a coach's spreadsheet holds them: semicolons, a number, a position and a birth year. */
const SQUAD_FILE = [
  "First name;Last name;Number;Position;Birth year",
  "Sam;Okafor;7;Forward;2014",
  "Ana;Silva;9;Forward;2014",
  "Lee;Park;1;GK;2014",
  "Mia;Jones;2;Defender;2014",
  "Noah;Brown;3;Defender;2014",
  "Ava;Smith;4;Defender;2015",
  "Leo;Garcia;5;Defender;2014",
  "Zoe;Martin;6;Midfielder;2014",
  "Eli;Clark;8;Midfielder;2014",
  "Ivy;Lewis;10;Midfielder;2015",
  "Max;Walker;11;Forward;2014",
  "Ella;Hall;12;Midfielder;2014",
  "Finn;Young;13;Defender;2015",
  "Ruby;King;14;Midfielder;2014",
  "Theo;Wright;15;Forward;2014",
  "Isla;Green;16;GK;2015",
].join("\n");

const DAY_MS = 86_400_000;
/** In three days, and the Monday of its week: the training is always ahead, inside a link's coming weeks. */
const trainingDay = new Date(Date.now() + 3 * DAY_MS).toISOString().slice(0, 10);

async function coachOf(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  const email = uniqueEmail("head");
  await signUpThroughApi(page.request, {
    email,
    password: "tuesday-rondo-drill",
    firstName: "Maria",
    lastName: "Lopez",
  });
  return page;
}

/** A parent opens the player's link on their own phone (no account, no cookies) and answers. */
async function parentAnswers(browser: Browser, link: string, answer: "Available" | "Not available", reason = "") {
  const page = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
  await page.goto(new URL(link).pathname);
  const training = page.getByRole("article").filter({ hasText: "Tuesday training" }).first();
  await training.getByRole("button", { name: answer, exact: true }).click();
  await expect(training.getByText(answer === "Available" ? /can come$/ : /cannot come$/)).toBeVisible();
  if (reason) {
    await training.getByLabel("Reason (optional)").fill(reason);
    await training.getByRole("button", { name: "Save reason" }).click();
    await expect(training.getByRole("button", { name: "Save reason" })).toBeDisabled();
  }
  return page;
}

test("a coach imports a 16-player squad, parents answer on their links, and the event shows who can come", async ({
  browser,
}) => {
  const coach = await coachOf(browser);
  const { club } = await (await coach.request.post("/api/clubs", { data: { name: "Riverside Juniors" } })).json();
  const teamBody = { name: "U12 Blues", ageGroup: "U12", format: "9v9", season: "2026/27", coachIds: [] };
  const { team } = await (await coach.request.post(`/api/clubs/${club.id}/teams`, { data: teamBody })).json();
  const teamPath = `/api/clubs/${club.id}/teams/${team.id}`;
  const training = {
    kind: "training",
    title: "Tuesday training",
    date: trainingDay,
    startTime: "18:00",
    durationMinutes: 90,
    place: "Pitch 2",
  };
  expect((await coach.request.post(`${teamPath}/events`, { data: training })).status()).toBe(201);

  // The squad, pasted from a spreadsheet: checked first, then added at once.
  await coach.goto(`/clubs/${club.id}/teams/${team.id}/squad`);
  await coach.getByRole("button", { name: "Import", exact: true }).click();
  const importing = coach.getByRole("dialog", { name: "Import players" });
  await importing.getByLabel("Squad rows").fill(SQUAD_FILE);
  await importing.getByRole("button", { name: "Check" }).click();
  await expect(importing.getByRole("status")).toHaveText("16 players, no problems.");
  await importing.getByRole("button", { name: "Add 16 players" }).click();
  await expect(importing).toBeHidden();
  await expect(coach.getByText("Season 2026/27 · 16 players")).toBeVisible();
  await expect(coach.getByRole("rowheader", { name: /Isla Green/ })).toBeVisible();

  // Links for two players; their families get them (here, as the coach's API gives them back).
  await coach.getByRole("button", { name: "Make a link for Sam Okafor" }).click();
  await expect(coach.getByRole("button", { name: "Copy Sam Okafor's link" })).toBeVisible();
  await coach.getByRole("button", { name: "Make a link for Ana Silva" }).click();
  await expect(coach.getByRole("button", { name: "Copy Ana Silva's link" })).toBeVisible();
  const { links } = await (await coach.request.get(`${teamPath}/player-links`)).json();
  const { players } = await (await coach.request.get(`${teamPath}/squad`)).json();
  const linkOf = (firstName: string) =>
    links.find((link: { playerId: string }) => link.playerId === players.find((p: any) => p.firstName === firstName).id)
      .url as string;

  // Sam's parent: no full name on the page, and "not available" with a reason; Ana's: available.
  const samsParent = await parentAnswers(browser, linkOf("Sam"), "Not available", "School trip");
  await expect(samsParent.getByRole("heading", { level: 1, name: "Sam O." })).toBeVisible();
  await expect(samsParent.getByText("Okafor")).toHaveCount(0);
  await parentAnswers(browser, linkOf("Ana"), "Available");

  // The coach's week shows the counts on the event, and its details who answered what.
  await coach.goto(`/clubs/${club.id}/teams/${team.id}?view=week&date=${trainingDay}`);
  const event = coach.getByRole("button", {
    name: "18:00 Tuesday training, 1 available · 1 not · 14 no answer",
  });
  await expect(event).toBeVisible();
  await event.click();
  const details = coach.getByRole("dialog", { name: "Tuesday training" });
  const register = details.getByRole("region", { name: "Availability: 1 available · 1 not · 14 no answer" });
  await expect(register.getByText("Not available: School trip")).toBeVisible();
  // Sam's link was opened: the squad says so.
  await details.getByRole("button", { name: "Close" }).click();
  await coach.getByRole("link", { name: "Squad", exact: true }).click();
  await expect(coach.getByRole("row", { name: /Sam Okafor/ }).getByText(/^Opened /)).toBeVisible();

  // A stopped link opens nothing any more.
  await coach.getByRole("button", { name: "Stop Sam Okafor's link" }).click();
  await expect(coach.getByRole("button", { name: "Make a link for Sam Okafor" })).toBeVisible();
  await samsParent.reload();
  await expect(samsParent.getByRole("heading", { name: "This link does not work any more" })).toBeVisible();

  // Planning the next session, the coach names a line-up from the squad: keepers first, then by number,
  // each written as a page without an account writes them (first name and initial).
  const builder = await coach.context().newPage();
  await builder.goto("/create-session");
  await builder.getByRole("button", { name: "Open full editor" }).click();
  await builder.getByRole("tab", { name: "Team sheet" }).click();
  await builder.getByRole("button", { name: "Line up home" }).click();
  const home = builder.getByRole("region", { name: "Home team" });
  await home.getByLabel("Home names from a squad").selectOption({ label: "Riverside Juniors · U12 Blues" });
  await home.getByRole("button", { name: "Fill names" }).click();
  const pitch = builder.getByRole("application", { name: /pitch/i });
  await expect(pitch.getByRole("img", { name: "Goalkeeper 1, Lee P., home", exact: true })).toHaveCount(1);
  await expect(pitch.getByRole("img", { name: "Player 7, Sam O., home", exact: true })).toHaveCount(1);
});
