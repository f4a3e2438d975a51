import type { Page } from "@playwright/test";
import { expect, expectAccessible, signUpCoach, test, toasts } from "./fixtures.ts";

/*
 * Words and numbers are typed where they are drawn, and a pen draws freehand: on a 1280 × 720 laptop, on
 * the tactical board. Controls are found by role and name, so a new toolbar or panel layout keeps these.
 */

const BOARD_STORAGE_KEY = "touchline.tactical-board";
const HINT_DISMISSED_KEY = "touchline.editor-hint-dismissed";

const pitchOf = (page: Page) => page.getByRole("application", { name: /pitch/i });
/** A catalogue item's button, by its name. */
const catalogueItem = (page: Page, name: string) => page.getByRole("button", { name, exact: true });
/** The pitch says how many objects it holds in its accessible name. */
const objectCount = (page: Page, count: number) =>
  expect(pitchOf(page)).toHaveAccessibleName(new RegExp(`with ${count} objects?$`));

/** A point of the pitch, as fractions of its width and height, in page pixels. */
async function pointOnPitch(page: Page, fx: number, fy: number) {
  const box = (await pitchOf(page).boundingBox())!;
  return { x: box.x + box.width * fx, y: box.y + box.height * fy };
}

async function clickPitch(page: Page, fx: number, fy: number) {
  const point = await pointOnPitch(page, fx, fy);
  await page.mouse.click(point.x, point.y);
}

/** The board as this browser keeps it (the tactical board saves every committed change). */
async function savedObjects(page: Page) {
  const raw = await page.evaluate((key) => localStorage.getItem(key), BOARD_STORAGE_KEY);
  const board = JSON.parse(raw ?? "{}") as { objects?: Record<string, { kind: string; points?: unknown[] }> };
  return Object.values(board.objects ?? {});
}

test.use({ viewport: { width: 1280, height: 720 } });

test.beforeEach(async ({ page }) => {
  await page.addInitScript((key) => localStorage.setItem(key, "1"), HINT_DISMISSED_KEY);
  await page.goto("/tactical-board");
  await expect(pitchOf(page)).toBeVisible();
});

test("a placed text is typed on the pitch: no key is a shortcut, and the edit is one undo step", async ({ page }) => {
  await catalogueItem(page, "Text").click();
  await clickPitch(page, 0.4, 0.4);
  const field = page.getByRole("textbox", { name: "Text on the pitch" });
  await expect(field).toBeFocused();
  await expect(field).toHaveValue("Text");
  await expectAccessible(page, "a text being typed on the pitch");

  // "P", "1", "e" and "s" are shortcuts on the pitch (a player, a whole team, a rotation, the Shot tool).
  await page.keyboard.type("Press 1");
  await page.keyboard.press("Enter");
  await expect(field).toBeHidden();
  const text = pitchOf(page).getByRole("img", { name: "Text “Press 1”" });
  await expect(text).toBeVisible();
  await expect(text).toHaveText("Press 1");
  await objectCount(page, 1);
  await expect(catalogueItem(page, "Shot")).toHaveAttribute("aria-pressed", "false");

  await page.keyboard.press("Control+z");
  await expect(pitchOf(page).getByRole("img", { name: "Text “Text”" })).toBeVisible();
  await objectCount(page, 1);
});

test("a double click types a player's number and name in place", async ({ page }) => {
  await catalogueItem(page, "Player").click();
  await clickPitch(page, 0.6, 0.6);
  const player = await pointOnPitch(page, 0.6, 0.6);
  await page.mouse.dblclick(player.x, player.y);
  const number = page.getByRole("textbox", { name: "Number on the pitch" });
  await expect(number).toBeFocused();
  await page.keyboard.type("10");
  await page.keyboard.press("Tab");
  await expect(page.getByRole("textbox", { name: "Name on the pitch" })).toBeFocused();
  await page.keyboard.type("Sam");
  await page.keyboard.press("Escape");
  await expect(number).toBeHidden();
  await objectCount(page, 1);
  await expect(page.getByRole("textbox", { name: "Number or label" })).toHaveValue("10");
});

test("three markers placed read 1, 2, 3", async ({ page }) => {
  for (const fx of [0.3, 0.5, 0.7]) {
    await catalogueItem(page, "Marker").click();
    await clickPitch(page, fx, 0.3);
  }
  await objectCount(page, 3);
  for (const number of [1, 2, 3]) {
    await expect(pitchOf(page).getByRole("img", { name: `Marker ${number}`, exact: true })).toHaveText(String(number));
  }
});

test("a pen stroke is drawn freehand, undone and redone, and the pen stays in hand", async ({ page }) => {
  const pen = catalogueItem(page, "Pen");
  await pen.click();
  await expect(pen).toHaveAttribute("aria-pressed", "true");
  const start = await pointOnPitch(page, 0.2, 0.5);
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  for (let step = 1; step <= 60; step += 1) {
    await page.mouse.move(start.x + step * 6, start.y + Math.sin(step / 6) * 50);
  }
  await page.mouse.up();
  await objectCount(page, 1);
  await expect(pen).toHaveAttribute("aria-pressed", "true");
  await expect.poll(async () => (await savedObjects(page)).map((object) => object.kind)).toEqual(["pen"]);
  const [stroke] = await savedObjects(page);
  expect(stroke!.points!.length).toBeGreaterThan(4);
  expect(stroke!.points!.length).toBeLessThan(60);

  await page.getByRole("button", { name: "Undo" }).click();
  await objectCount(page, 0);
  await page.getByRole("button", { name: "Redo" }).click();
  await objectCount(page, 1);
  await expect.poll(async () => (await savedObjects(page)).length).toBe(1);
});

test.describe("on a touch screen", () => {
  test.use({ viewport: { width: 1024, height: 768 }, hasTouch: true, isMobile: true });

  test("a double tap on a player opens its number for typing", async ({ page }) => {
    // The keyboard's way to place: the armed Player lands in the middle of the pitch.
    await pitchOf(page).focus();
    await page.keyboard.press("p");
    await page.keyboard.press("Enter");
    await objectCount(page, 1);
    const middle = await pointOnPitch(page, 0.5, 0.5);
    await page.touchscreen.tap(middle.x, middle.y);
    await page.touchscreen.tap(middle.x, middle.y);
    const number = page.getByRole("textbox", { name: "Number on the pitch" });
    await expect(number).toBeFocused();
    await page.keyboard.type("9");
    await page.keyboard.press("Enter");
    await expect(number).toBeHidden();
    await expect(pitchOf(page).getByRole("img", { name: /player 9/i })).toBeVisible();
  });
});

test.describe("on the pitch", () => {
  // Signed in, with a session of one drill (the editor's first-visit hint is dismissed for the whole file).
  test.beforeEach(async ({ page }) => {
    await signUpCoach(page);
    await page.goto("/create-session");
    await page.getByLabel("Session title").fill("Marks on the pitch");
    await page.getByLabel("Drill title").fill("Rondo 5v2");
    await page.getByLabel("Duration (minutes)").fill("20");
    await page.getByRole("button", { name: "Save session" }).first().click();
    await expect(toasts(page).getByText("Session saved")).toBeVisible();
    const sessionId = new URL(page.url()).searchParams.get("session")!;
    await page.goto(`/sessions/${sessionId}`);
    await page.getByRole("button", { name: "On the pitch" }).click();
  });

  test("the pen draws temporary marks over the drill, and Clear marks rubs them out", async ({ page }) => {
    const mode = page.getByRole("region", { name: "On the pitch" });
    const diagram = mode.getByRole("img", { name: "Diagram: Rondo 5v2" });
    await expect(diagram).toBeVisible();
    const pen = mode.getByRole("button", { name: "Pen" });
    await pen.click();
    await expect(pen).toHaveAttribute("aria-pressed", "true");
    const box = (await diagram.boundingBox())!;
    await page.mouse.move(box.x + box.width * 0.2, box.y + box.height * 0.5);
    await page.mouse.down();
    for (let step = 1; step <= 20; step += 1) {
      await page.mouse.move(box.x + box.width * (0.2 + step * 0.03), box.y + box.height * (0.5 - step * 0.01));
    }
    await page.mouse.up();
    const clear = mode.getByRole("button", { name: "Clear marks" });
    await expect(clear).toBeEnabled();
    await expect(page.getByTestId("pitch-marks").locator("path")).toHaveCount(2);
    // With the pen still on, its own buttons stay within reach.
    await clear.click();
    await expect(clear).toBeDisabled();
    await expect(page.getByTestId("pitch-marks").locator("path")).toHaveCount(0);
  });
});
