import { type APIRequestContext, type Browser, type BrowserContext, type Locator, type Page } from "@playwright/test";
import { createDiagram } from "@touchline/diagram";
import { expect, signUpThroughApi, test, uniqueEmail, waitForServiceWorker } from "./fixtures.ts";

test.describe.configure({ timeout: 120_000 });

/** Sixteen players, numbered 1 to 16, so the register lists them in this order. */
const SQUAD_FILE = [
  "First name,Last name,Number",
  "Lee,Park,1",
  "Mia,Jones,2",
  "Noah,Brown,3",
  "Ava,Smith,4",
  "Leo,Garcia,5",
  "Zoe,Martin,6",
  "Sam,Okafor,7",
  "Eli,Clark,8",
  "Ana,Silva,9",
  "Ivy,Lewis,10",
  "Max,Walker,11",
  "Ella,Hall,12",
  "Finn,Young,13",
  "Ruby,King,14",
  "Theo,Wright,15",
  "Isla,Green,16",
].join("\n");

const today = new Date().toISOString().slice(0, 10);

interface Training {
  registerPage: string;
  registerApi: string;
}

/** A coach's club and team with the 16-player squad and a training today, planned with a session of theirs. */
async function trainingToday(request: APIRequestContext, { withSession }: { withSession: boolean }): Promise<Training> {
  const { club } = await (await request.post("/api/clubs", { data: { name: "Riverside Juniors" } })).json();
  const teamBody = { name: "U12 Blues", ageGroup: "U12", format: "9v9", season: "2026/27", coachIds: [] };
  const { team } = await (await request.post(`/api/clubs/${club.id}/teams`, { data: teamBody })).json();
  const teamPath = `/api/clubs/${club.id}/teams/${team.id}`;
  const imported = await request.post(`${teamPath}/squad/import`, { data: { csv: SQUAD_FILE } });
  expect(imported.status(), await imported.text()).toBe(200);

  let link = null;
  if (withSession) {
    const created = await request.post("/api/sessions", {
      data: {
        title: "Pressing triggers",
        theme: "Win it back high.",
        objectives: [],
        topics: [],
        intensity: "medium",
        blocks: [
          {
            id: "block-1",
            title: "Rondo 4v2",
            diagram: createDiagram({ template: "full" }),
            organisation: "Four keep the ball from two.",
            coachingPoints: ["Press as a pair"],
            durationMinutes: 15,
            intensity: "medium",
            progressions: [],
          },
        ],
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    link = { sessionId: (await created.json()).session.id as string };
  }
  const training = {
    kind: "training",
    title: "Tuesday training",
    date: today,
    startTime: "18:00",
    durationMinutes: 90,
    place: "Pitch 2",
    link,
  };
  const created = await request.post(`${teamPath}/events`, { data: training });
  expect(created.status(), await created.text()).toBe(201);
  const { occurrences } = await (await request.get(`${teamPath}/calendar?from=${today}&to=${today}`)).json();
  const { eventId, occurrenceStart } = occurrences[0];
  const start = encodeURIComponent(occurrenceStart);
  return {
    registerPage: `/clubs/${club.id}/teams/${team.id}/register/${eventId}/${start}`,
    registerApi: `${teamPath}/events/${eventId}/occurrences/${start}/register`,
  };
}

async function signedInCoach(browser: Browser): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await signUpThroughApi(context.request, {
    email: uniqueEmail("register"),
    password: "tuesday-rondo-drill",
    firstName: "Maria",
    lastName: "Lopez",
  });
  return context;
}

/** The register's saves this page sent. */
function countSaves(page: Page, registerApi: string): () => number {
  let saves = 0;
  page.on("request", (request) => {
    if (request.method() === "PUT" && new URL(request.url()).pathname === registerApi) saves += 1;
  });
  return () => saves;
}

const toggles = (scope: Locator) => scope.getByRole("list", { name: "Players" }).locator("button[aria-pressed]");

test("a coach takes the register offline on the pitch, and it is saved in one request when the network returns", async ({
  browser,
}) => {
  const context = await signedInCoach(browser);
  const training = await trainingToday(context.request, { withSession: true });
  const page = await context.newPage();
  const saves = countSaves(page, training.registerApi);

  await page.goto(training.registerPage);
  await expect(page.getByRole("heading", { name: "Rondo 4v2" })).toBeVisible();
  await page.getByRole("button", { name: "Register 0/16" }).click();
  const register = page.getByRole("dialog", { name: "Register" });
  await expect(register.getByText("0 present · 0 absent · 16 not marked")).toBeVisible();

  await context.setOffline(true);
  for (let index = 0; index < 14; index += 1) await toggles(register).nth(index).click();
  await register.getByRole("button", { name: "Minutes: Theo Wright" }).click();
  await register.getByLabel("Arrived late by").fill("20");
  await expect(register.getByText("70 of 90 min")).toBeVisible();
  await register.getByRole("button", { name: "Set minutes" }).click();
  await expect(register.getByText("15 present · 0 absent · 1 not marked")).toBeVisible();
  await expect(register.getByRole("status")).toHaveText("Saved on this device: 15 marks wait for the network");
  await expect(page.getByRole("button", { name: "Register 15/16" })).toBeVisible();
  expect(saves()).toBe(0);

  await context.setOffline(false);
  await expect(register.getByRole("status")).toHaveText("Register saved");
  const kept = await (await context.request.get(training.registerApi)).json();
  const marked = kept.players.filter((player: { mark: unknown }) => player.mark !== null);
  expect(marked).toHaveLength(15);
  expect(kept.players.find((player: { firstName: string }) => player.firstName === "Theo").mark).toMatchObject({
    isPresent: true,
    lateMinutes: 20,
    leftEarlyMinutes: 0,
  });
  expect(saves()).toBe(1);
  await context.close();
});

test("two devices mark the same player offline: the later tap wins whichever device reaches the server first", async ({
  browser,
}) => {
  const first = await signedInCoach(browser);
  const training = await trainingToday(first.request, { withSession: false });
  const second = await browser.newContext({
    viewport: { width: 768, height: 1024 },
    storageState: await first.storageState(),
  });
  const devices = [await first.newPage(), await second.newPage()] as const;
  const screenOf = (page: Page) => page.getByRole("region", { name: "Register: Tuesday training" });
  for (const page of devices) {
    await page.goto(training.registerPage);
    await expect(screenOf(page)).toBeVisible();
  }
  await first.setOffline(true);
  await second.setOffline(true);

  const sam = (page: Page) => screenOf(page).getByRole("button", { name: /^7 Sam Okafor/ });
  // The first device marks Sam absent (a tap marks him present, the next absent)…
  await sam(devices[0]).click();
  await sam(devices[0]).click();
  await expect(sam(devices[0])).toContainText("Absent");
  // …and later the second marks him present.
  await devices[1].waitForTimeout(50);
  await sam(devices[1]).click();
  await expect(sam(devices[1])).toContainText("Present");

  // The later mark arrives first, the earlier one after it.
  await second.setOffline(false);
  await expect(screenOf(devices[1]).getByRole("status")).toHaveText("Register saved");
  await first.setOffline(false);
  await expect(screenOf(devices[0]).getByRole("status")).toHaveText("Register saved");
  // The first device now shows what the server kept.
  await expect(sam(devices[0])).toHaveAttribute("aria-pressed", "true");

  const kept = await (await first.request.get(training.registerApi)).json();
  expect(kept.players.find((player: { firstName: string }) => player.firstName === "Sam").mark).toMatchObject({
    isPresent: true,
  });
  await first.close();
  await second.close();
});

test("marks taken offline are saved when the network returns, after the coach has left the register", async ({
  browser,
}) => {
  const context = await signedInCoach(browser);
  const training = await trainingToday(context.request, { withSession: false });
  const page = await context.newPage();
  await page.goto(training.registerPage);
  const screen = page.getByRole("region", { name: "Register: Tuesday training" });
  await expect(screen.getByText("0 present · 0 absent · 16 not marked")).toBeVisible();
  // The app is on the device (its code precached), as on a coach's phone after one visit.
  await waitForServiceWorker(page);

  await context.setOffline(true);
  for (let index = 0; index < 3; index += 1) await toggles(screen).nth(index).click();
  await expect(screen.getByRole("status")).toHaveText("Saved on this device: 3 marks wait for the network");
  await screen.getByRole("button", { name: "Exit" }).click();
  // The team's page: offline, its calendar says it cannot reach Touchline; the register is closed.
  await expect(page.getByRole("navigation", { name: "Team sections" })).toBeVisible();
  await expect(screen).toHaveCount(0);

  await context.setOffline(false);
  const markedCount = async () => {
    const kept = await (await context.request.get(training.registerApi)).json();
    return kept.players.filter((player: { mark: unknown }) => player.mark !== null).length;
  };
  await expect.poll(markedCount).toBe(3);
  await context.close();
});
