import { type Page } from "@playwright/test";
import { addFrame, addObjects, createDiagram, createObject, type Diagram, setPose } from "@touchline/diagram";
import { expect, signUpCoach, test, waitForServiceWorker } from "./fixtures.ts";

const pitchOf = (page: Page) => page.getByRole("application", { name: /pitch/i });
const offlineNotice = (page: Page) => page.getByRole("status").filter({ hasText: "You are offline" });

/** Whether the service worker has kept these API answers for offline use. */
function isKeptOffline(page: Page, paths: string[]) {
  return page.evaluate(async (wanted) => {
    const cache = await caches.open("touchline-api");
    const found = await Promise.all(wanted.map((path) => cache.match(path)));
    return found.every(Boolean);
  }, paths);
}

/** Two players crossing over one step of 1.5 s, so the drawing moves while it plays. */
function animatedDrill(): Diagram {
  const players = [createObject("player", { x: 20, y: 20 }), createObject("player", { x: 60, y: 40 })];
  let diagram = addObjects(createDiagram({ template: "full" }), players);
  diagram = addFrame(diagram, { durationMs: 1500 });
  diagram = setPose(diagram, { frameIndex: 1, id: players[0]!.id, x: 60, y: 40 });
  diagram = setPose(diagram, { frameIndex: 1, id: players[1]!.id, x: 20, y: 20 });
  return diagram;
}

/** A private session of the signed-in coach, made through the API with the page's cookies. */
async function createSession(page: Page, title: string) {
  const created = await page.request.post("/api/sessions", {
    data: {
      title,
      theme: "Switching play under pressure.",
      objectives: [],
      topics: [],
      intensity: "medium",
      blocks: [
        {
          id: "block-1",
          title: `${title}: crossover`,
          diagram: animatedDrill(),
          organisation: "Two players swap places.",
          coachingPoints: ["Look before you receive"],
          durationMinutes: 15,
          intensity: "medium",
          progressions: [],
        },
      ],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { session } = (await created.json()) as { session: { id: string } };
  return session.id;
}

test("after one visit the tactical board opens offline, keeps what is placed, and it is there back online", async ({
  page,
  context,
}) => {
  await page.goto("/tactical-board");
  await expect(pitchOf(page)).toBeVisible();
  await waitForServiceWorker(page);

  await context.setOffline(true);
  await page.reload();
  await expect(pitchOf(page)).toBeVisible();
  await expect(offlineNotice(page)).toBeVisible();
  await page.getByRole("button", { name: "Player", exact: true }).dragTo(pitchOf(page), {
    targetPosition: { x: 200, y: 150 },
  });
  await expect(pitchOf(page).locator('[data-kind="player"]')).toHaveCount(1);

  await context.setOffline(false);
  await expect(offlineNotice(page)).toHaveCount(0);
  await page.reload();
  await expect(pitchOf(page).locator('[data-kind="player"]')).toHaveCount(1);
});

test("a session opened once opens offline in on-the-pitch mode with its diagram animated", async ({
  page,
  context,
}) => {
  await signUpCoach(page);
  await waitForServiceWorker(page);
  const title = "Crossover rondo";
  const sessionId = await createSession(page, title);
  const neverOpenedId = await createSession(page, "Never opened");
  await page.goto(`/sessions/${sessionId}`);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(offlineNotice(page)).toBeVisible();

  await page.getByRole("button", { name: "On the pitch" }).click();
  const onThePitch = page.getByRole("region", { name: "On the pitch" });
  await expect(onThePitch.getByRole("heading", { name: `${title}: crossover` })).toBeVisible();
  await expect(onThePitch.getByRole("button", { name: /^Pause animation of/ })).toBeVisible();
  const player = onThePitch.locator('[data-kind="player"]').first();
  const before = await player.getAttribute("transform");
  await expect.poll(() => player.getAttribute("transform")).not.toBe(before);
  await onThePitch.getByRole("button", { name: "Exit" }).click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();

  // One this device never kept says so instead of waiting for the network.
  await page.goto(`/sessions/${neverOpenedId}`);
  await expect(page.getByRole("alert")).toHaveText(/This session is not on this device yet/);
});

test("every session in My Sessions opens offline; what needs the server waits; signing out forgets them", async ({
  page,
  context,
}) => {
  await signUpCoach(page);
  await waitForServiceWorker(page);
  const ids = [await createSession(page, "Pressing triggers"), await createSession(page, "Finishing circuit")];
  await page.goto("/my-sessions");
  await expect(page.getByRole("listitem", { name: "Finishing circuit" })).toBeVisible();
  // Listed online, each session is fetched for offline use without being opened.
  await expect
    .poll(() =>
      isKeptOffline(
        page,
        ids.map((id) => `/api/sessions/${id}`),
      ),
    )
    .toBe(true);

  await context.setOffline(true);
  await page.reload();
  const card = page.getByRole("listitem", { name: "Pressing triggers" });
  await expect(card).toBeVisible();
  await expect(offlineNotice(page)).toBeVisible();
  await expect(card.getByRole("button", { name: "Publish" })).toBeDisabled();
  await expect(card.getByRole("button", { name: "Publish" })).toHaveAccessibleDescription(/You are offline/);
  await card.getByRole("link", { name: "Pressing triggers" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Pressing triggers" })).toBeVisible();

  await context.setOffline(false);
  await expect(offlineNotice(page)).toHaveCount(0);
  await page.getByRole("button", { name: "User menu" }).click();
  await page.getByRole("menuitem", { name: "Log Out" }).click();
  await expect(page.getByRole("link", { name: "Log In" }).first()).toBeVisible();
  await expect.poll(() => isKeptOffline(page, [`/api/sessions/${ids[0]}`])).toBe(false);
});

test("offline, a visitor's pages open at once: the home page and its navigation, and a page that needs the server says so", async ({
  page,
  context,
}) => {
  await page.goto("/");
  await expect(page.getByRole("link", { name: "Log In" }).first()).toBeVisible();
  await waitForServiceWorker(page);
  await page.goto("/blog");
  await expect(page.getByRole("heading", { level: 1, name: "Blog" })).toBeVisible();

  await context.setOffline(true);
  await page.goto("/");
  await expect(offlineNotice(page)).toContainText("pages you opened before still open");
  await expect(offlineNotice(page)).not.toContainText("account");
  await expect(page.getByRole("link", { name: "Log In" }).first()).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByText("Loading...")).toHaveCount(0);

  await page.getByRole("link", { name: "Blog" }).first().click();
  await expect(page.getByRole("alert")).toHaveText(/Could not reach Touchline/);

  // Back online, the page asks again by itself.
  await context.setOffline(false);
  await expect(offlineNotice(page)).toHaveCount(0);
  await expect(page.getByRole("alert")).toHaveCount(0);
  await expect(page.getByRole("heading", { level: 1, name: "Blog" })).toBeVisible();
});
