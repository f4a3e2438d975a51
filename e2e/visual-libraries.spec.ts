import type { Locator, Page } from "@playwright/test";
import type { LibraryDrillInput, SessionContentInput, SessionResponse } from "@touchline/contracts";
import { addObjects, createDiagram, createObject, type Diagram } from "@touchline/diagram";
import { expect, signUpCoach, test, toasts } from "./fixtures.ts";

/** A drill drawn with `cones` cones and `players` players, so a picture tells which drill it shows. */
function drawn({ cones = 0, players = 0 }: { cones?: number; players?: number }): Diagram {
  return addObjects(createDiagram({ template: "half" }), [
    ...Array.from({ length: cones }, (_, i) => createObject("cone", { x: 5 + i * 4, y: 5 })),
    ...Array.from({ length: players }, (_, i) => createObject("player", { x: 10 + i * 5, y: 20 })),
  ]);
}

async function postJson<T>(page: Page, url: string, data: unknown): Promise<T> {
  const response = await page.request.post(url, { data });
  expect(response.ok(), `${url} answered ${response.status()}`).toBe(true);
  return (await response.json()) as T;
}

/** A two-drill session through the API: cones only in the first drill, players only in the second. */
async function createTwoDrillSession(page: Page, title: string): Promise<string> {
  const body: SessionContentInput = {
    title,
    theme: "Pictures in every list.",
    intensity: "medium",
    blocks: [
      { id: "cones-drill", title: "Cone warm-up", diagram: drawn({ cones: 3 }), durationMinutes: 10, intensity: "low" },
      { id: "players-drill", title: "Game", diagram: drawn({ players: 4 }), durationMinutes: 20, intensity: "high" },
    ],
  };
  return (await postJson<SessionResponse>(page, "/api/sessions", body)).session.id;
}

/** The card's picture, scrolled to so it is drawn, and what it draws. */
async function pictureOf(card: Locator, title: string): Promise<Locator> {
  const picture = card.getByRole("img", { name: `Diagram of ${title}`, exact: true });
  await picture.scrollIntoViewIfNeeded();
  await expect(picture).toBeVisible();
  await expect(picture.locator("svg")).toHaveCount(1);
  return picture;
}

test("the global library shows a picture on every card, and the site search beside each session", async ({ page }) => {
  await signUpCoach(page);
  const word = `bicycle${Date.now().toString(36)}`;
  const id = await createTwoDrillSession(page, `Pictured session ${word}`);
  await postJson(page, `/api/sessions/${id}/publish`, {});

  await page.goto("/global-library");
  const cards = page.getByRole("listitem").filter({ has: page.getByRole("button", { name: /^Copy to my sessions/ }) });
  await expect(cards.first()).toBeVisible();
  const count = await cards.count();
  expect(count).toBeGreaterThan(1);
  for (let i = 0; i < count; i++) {
    const card = cards.nth(i);
    const title = (await card.getAttribute("aria-label"))!;
    // Every card's picture is a drawing of its cover drill's pitch (other stories publish sessions whose
    // drills hold nothing, so only this story's own session is checked for what it draws, below).
    await pictureOf(card, title);
  }

  await page.goto(`/search?q=${word}`);
  const result = page.getByRole("region", { name: /Sessions/ }).getByRole("listitem");
  await expect(result).toHaveCount(1);
  const picture = await pictureOf(result, `Pictured session ${word}`);
  await expect(picture.locator('[data-kind="cone"]')).toHaveCount(3);
});

test("My Sessions and the drill library show pictures; the author chooses the cover", async ({ page }) => {
  test.setTimeout(90_000);
  await signUpCoach(page);
  const title = `Cover story ${Date.now().toString(36)}`;
  const id = await createTwoDrillSession(page, title);
  const drill: LibraryDrillInput = {
    title: "Library rondo",
    diagram: drawn({ cones: 4, players: 5 }),
    durationMinutes: 12,
    intensity: "medium",
  };
  await postJson(page, "/api/drills", drill);

  // My Sessions: the first drill pictures the session until another is chosen.
  await page.goto("/my-sessions");
  let picture = await pictureOf(page.getByRole("listitem", { name: title }), title);
  await expect(picture.locator('[data-kind="cone"]')).toHaveCount(3);
  await expect(picture.locator('[data-kind="player"]')).toHaveCount(0);

  // The drill library.
  await page.goto("/library");
  const drillPicture = await pictureOf(page.getByRole("listitem", { name: "Library rondo" }), "Library rondo");
  await expect(drillPicture.locator('[data-kind="player"]')).toHaveCount(5);

  // In the builder: the picker shows the library drill's picture, and the second drill becomes the cover.
  await page.goto(`/create-session?session=${id}`);
  await page.getByRole("button", { name: "Add from library" }).click();
  const picker = page.getByRole("dialog", { name: "Add a drill from your library" });
  await pictureOf(picker.getByRole("listitem").filter({ hasText: "Library rondo" }), "Library rondo");
  await picker.getByRole("button", { name: "Close" }).click();

  const useAsCover = (name: string) => page.getByRole("button", { name: `Use as cover (${name})` });
  await expect(useAsCover("Cone warm-up")).toHaveAttribute("aria-pressed", "true");
  await useAsCover("Game").click();
  await expect(useAsCover("Game")).toHaveAttribute("aria-pressed", "true");
  await expect(useAsCover("Cone warm-up")).toHaveAttribute("aria-pressed", "false");
  await page.getByRole("button", { name: "Save session" }).first().click();
  await expect(toasts(page).getByText("Session saved")).toBeVisible();

  await page.goto("/my-sessions");
  picture = await pictureOf(page.getByRole("listitem", { name: title }), title);
  await expect(picture.locator('[data-kind="player"]')).toHaveCount(4);
  await expect(picture.locator('[data-kind="cone"]')).toHaveCount(0);
});
