import { type Browser, type Page } from "@playwright/test";
import { addFrame, addObjects, createDiagram, createObject, setPose } from "@touchline/diagram";
import {
  expect,
  signUpThroughApi,
  test,
  uniqueEmail,
  waitForHydration,
  waitForServiceWorker,
  watchForHydrationProblems,
} from "./fixtures.ts";

test.describe.configure({ timeout: 180_000 });

/** Sixteen players, Sam Okafor among them: no page without an account may show a last name. */
const SQUAD_FILE = [
  "First name,Last name,Number",
  "Sam,Okafor,7",
  "Ana,Silva,9",
  "Lee,Park,1",
  "Mia,Jones,2",
  "Noah,Brown,3",
  "Ava,Smith,4",
  "Leo,Garcia,5",
  "Zoe,Martin,6",
  "Eli,Clark,8",
  "Ivy,Lewis,10",
  "Max,Walker,11",
  "Ella,Hall,12",
  "Finn,Young,13",
  "Ruby,King,14",
  "Theo,Wright,15",
  "Isla,Green,16",
].join("\r\n");

const DAY_MS = 86_400_000;
/** In three days: always the team's next event whenever the story runs. */
const trainingDay = new Date(Date.now() + 3 * DAY_MS).toISOString().slice(0, 10);
/** The first-load budget of the team page, transferred: HTML, JS, CSS, fonts and the API answer. */
const FIRST_LOAD_BUDGET = 300_000;

/** Four players who move in a second frame. */
function movingDiagram() {
  const objects = Array.from({ length: 4 }, (_, index) => createObject("player", { x: 20 + index * 10, y: 20 }));
  let diagram = addFrame(addObjects(createDiagram({ template: "half" }), objects), { durationMs: 800 });
  for (const object of objects) diagram = setPose(diagram, { frameIndex: 1, id: object.id, x: object.x, y: 30 });
  return diagram;
}

async function coachOf(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signUpThroughApi(page.request, {
    email: uniqueEmail("team-link"),
    password: "tuesday-rondo-drill",
    firstName: "Maria",
    lastName: "Lopez",
  });
  return page;
}

test("a team link shows the next event and its drills to anyone, offline too, and the coach sees who saw the plan", async ({
  browser,
}) => {
  const coach = await coachOf(browser);
  const { club } = await (await coach.request.post("/api/clubs", { data: { name: "Riverside Juniors" } })).json();
  const teamBody = { name: "U12 Blues", ageGroup: "U12", format: "9v9", season: "2026/27", coachIds: [] };
  const { team } = await (await coach.request.post(`/api/clubs/${club.id}/teams`, { data: teamBody })).json();
  const teamPath = `/api/clubs/${club.id}/teams/${team.id}`;
  const imported = await coach.request.post(`${teamPath}/squad/import`, { data: { csv: SQUAD_FILE } });
  expect(imported.status()).toBe(200);

  const created = await coach.request.post("/api/sessions", {
    data: {
      title: "Pressing for U12",
      intensity: "medium",
      blocks: [
        {
          id: "warm-up",
          title: "Warm-up rondo",
          diagram: movingDiagram(),
          organisation: "A 10 x 10 m square, four against two.",
          coachingPoints: ["Coach only: watch Sam's first touch"],
          durationMinutes: 15,
          intensity: "medium",
        },
        {
          id: "game",
          title: "Counter-press game",
          diagram: movingDiagram(),
          coachingPoints: ["Press within five seconds"],
          coachingPointsForPlayers: true,
          durationMinutes: 20,
          intensity: "high",
        },
      ],
    },
  });
  expect(created.status()).toBe(201);
  const { session } = await created.json();
  const training = {
    kind: "training",
    title: "Tuesday training",
    date: trainingDay,
    startTime: "18:00",
    durationMinutes: 90,
    place: "Pitch 2",
    bring: "Shin pads and a white shirt",
    link: { sessionId: session.id },
  };
  expect((await coach.request.post(`${teamPath}/events`, { data: training })).status()).toBe(201);

  // The coach makes the team link on the calendar.
  await coach.goto(`/clubs/${club.id}/teams/${team.id}?view=week&date=${trainingDay}`);
  const panel = coach.getByRole("region", { name: "Team link" });
  await expect(panel.getByText("It shows no player’s name.", { exact: false })).toBeVisible();
  await panel.getByRole("button", { name: "Make the team link" }).click();
  const linkField = panel.getByRole("textbox", { name: "Link" });
  await expect(linkField).toHaveValue(/\/team\/[A-Za-z0-9_-]{43}$/);
  const teamLink = new URL(await linkField.inputValue()).pathname;

  // A visitor on a phone, no account: the first load is weighed from the network log.
  const visitorContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const visitor = await visitorContext.newPage();
  const sizes: Promise<number>[] = [];
  visitor.on("response", (response) => {
    sizes.push(
      response
        .request()
        .sizes()
        .then(({ responseBodySize, responseHeadersSize }) => responseBodySize + responseHeadersSize)
        .catch(() => 0),
    );
  });
  // The page arrives drawn: the event and its drills are in the HTML, and no squad name is.
  const served = await (await visitorContext.request.get(teamLink)).text();
  for (const text of ["Tuesday training", "Pitch 2", "Warm-up rondo", "Counter-press game"])
    expect(served).toContain(text);
  expect(served).not.toContain("Okafor");
  const hydrationProblems = watchForHydrationProblems(visitor);
  await visitor.goto(teamLink);
  await expect(visitor.getByRole("heading", { level: 1, name: "Tuesday training" })).toBeVisible();
  await expect(visitor.getByRole("article", { name: "2. Counter-press game" })).toBeVisible();
  await waitForHydration(visitor);
  await visitor.waitForLoadState("networkidle");
  expect(hydrationProblems).toEqual([]);
  const firstLoad = (await Promise.all(sizes)).reduce((total, size) => total + size, 0);
  expect(firstLoad).toBeLessThan(FIRST_LOAD_BUDGET);

  await expect(visitor.getByText("Pitch 2")).toBeVisible();
  await expect(visitor.getByText("Shin pads and a white shirt")).toBeVisible();
  const warmUp = visitor.getByRole("article", { name: "1. Warm-up rondo" });
  await expect(warmUp.getByRole("img", { name: "Warm-up rondo" })).toBeVisible();
  await expect(warmUp.getByText("A 10 x 10 m square, four against two.")).toBeVisible();
  await expect(visitor.getByText("Coach only: watch Sam's first touch")).toHaveCount(0);
  await expect(
    visitor.getByRole("article", { name: "2. Counter-press game" }).getByText("Press within five seconds"),
  ).toBeVisible();
  expect(await visitor.locator("body").innerText()).not.toContain("Okafor");
  await visitor.getByRole("button", { name: "Play animation of Warm-up rondo" }).click();

  // Offline, the same phone opens the page again from what it kept.
  await waitForServiceWorker(visitor);
  await visitor.reload();
  await expect(visitor.getByRole("heading", { level: 1, name: "Tuesday training" })).toBeVisible();
  await visitorContext.setOffline(true);
  await visitor.reload();
  await expect(visitor.getByRole("heading", { level: 1, name: "Tuesday training" })).toBeVisible();
  await expect(visitor.getByText("Shin pads and a white shirt")).toBeVisible();
  await visitorContext.setOffline(false);

  // A parent opens "See the plan" on Sam's personal link: the coach's event says it was seen.
  const { players } = await (await coach.request.get(`${teamPath}/squad`)).json();
  const sam = players.find((player: { firstName: string }) => player.firstName === "Sam");
  const made = await coach.request.post(`${teamPath}/squad/${sam.id}/link`, { data: {} });
  expect(made.status(), await made.text()).toBe(201);
  const { link } = await made.json();
  const parent = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
  await parent.goto(new URL(link.url).pathname);
  await parent.getByRole("link", { name: "See the plan" }).click();
  await expect(parent.getByText("For Sam O.", { exact: true })).toBeVisible();
  await expect(parent.getByRole("article", { name: "2. Counter-press game" })).toBeVisible();
  expect(await parent.locator("body").innerText()).not.toContain("Okafor");

  await coach.reload();
  await coach.getByRole("button", { name: /^18:00 Tuesday training/ }).click();
  const details = coach.getByRole("dialog", { name: "Tuesday training" });
  await expect(details.getByText("Seen by 1 of 16")).toBeVisible();
  await details.getByRole("button", { name: "Close" }).click();

  // Stopped, the link answers 404 and its page says so.
  await panel.getByRole("button", { name: "Stop the link" }).click();
  await expect(panel.getByText("No team link yet.")).toBeVisible();
  expect((await visitor.request.get(`/api/team-links/${teamLink.split("/").pop()}`)).status()).toBe(404);
  await visitor.reload();
  await expect(visitor.getByRole("heading", { name: "This link no longer works" })).toBeVisible();
});
