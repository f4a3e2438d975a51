import { type Locator, type Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";

// The coach never touches the mouse: every step is a key, and every check is what a screen reader or a
// sighted keyboard user would find (names, the pitch's description of the selection, focus).

const pitchOf = (page: Page) => page.getByRole("application", { name: /pitch/i });
const objectNamed = (page: Page, name: string) => pitchOf(page).getByRole("img", { name, exact: true });

/** Presses Tab (or Shift+Tab) until `target` has focus, as a keyboard user walks through the page. */
async function tabTo(page: Page, target: Locator, { backwards = false } = {}) {
  for (let presses = 0; presses < 120; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(backwards ? "Shift+Tab" : "Tab");
  }
  throw new Error("Tab never reached the element");
}

/** The SVG translate of an object's group, in metres. */
async function positionOf(object: Locator) {
  const transform = (await object.getAttribute("transform")) ?? "";
  const match = /translate\(([-\d.]+)[ ,]+([-\d.]+)\)/.exec(transform);
  if (!match) throw new Error(`no translate in "${transform}"`);
  return { x: Number(match[1]), y: Number(match[2]) };
}

async function hasVisibleFocus(locator: Locator) {
  return locator.evaluate((element) => element === document.activeElement && element.matches(":focus-visible"));
}

test("place, select, move, delete, draw a pass and animate with the keyboard alone", async ({ page }) => {
  await page.goto("/tactical-board");
  const pitch = pitchOf(page);
  await expect(pitch).toBeVisible();

  // The catalogue, pressed with Enter or Space, drops its item in the middle of the pitch.
  const playerButton = page.getByRole("button", { name: "Player", exact: true });
  await tabTo(page, playerButton);
  expect(await hasVisibleFocus(playerButton)).toBe(true);
  await page.keyboard.press("Enter");
  await expect(objectNamed(page, "Player 2, home")).toHaveCount(1);
  const coneButton = page.getByRole("button", { name: "Cone", exact: true });
  await tabTo(page, coneButton);
  await page.keyboard.press("Space");
  await expect(objectNamed(page, "Cone")).toHaveCount(1);
  await expect(pitch).toHaveAccessibleName(/football pitch with 2 objects/);

  // On the pitch, Tab walks through the objects and the pitch says which one is selected.
  await tabTo(page, pitch);
  expect(await hasVisibleFocus(pitch)).toBe(true);
  await expect(pitch).toHaveAccessibleDescription("Cone selected");
  await page.keyboard.press("Escape");
  await expect(pitch).toHaveAccessibleDescription("Nothing selected");
  await page.keyboard.press("Tab");
  await expect(pitch).toHaveAccessibleDescription("Player 2, home selected");
  await expect(pitch).toBeFocused();

  // Arrows nudge half a metre, Shift+arrows five.
  const player = objectNamed(page, "Player 2, home");
  const start = await positionOf(player);
  await page.keyboard.press("Shift+ArrowRight");
  await page.keyboard.press("ArrowDown");
  await expect.poll(() => positionOf(player)).toEqual({ x: start.x + 5, y: start.y + 0.5 });

  // The next object, then Delete.
  await page.keyboard.press("Tab");
  await expect(pitch).toHaveAccessibleDescription("Cone selected");
  await page.keyboard.press("Delete");
  await expect(objectNamed(page, "Cone")).toHaveCount(0);
  await expect(pitch).toHaveAccessibleDescription("Nothing selected");

  // A placement tool by its key, put down with Enter; a pass is then drawn by moving its end.
  await page.keyboard.press("B");
  await page.keyboard.press("Enter");
  await expect(objectNamed(page, "Ball")).toHaveCount(1);
  await page.keyboard.press("A");
  await page.keyboard.press("Enter");
  const pass = objectNamed(page, "Pass");
  await expect(pass).toHaveCount(1);
  await expect(pitch).toHaveAccessibleDescription("Pass selected");
  const laid = (await pass.boundingBox())!;
  await page.keyboard.press("Alt+Shift+ArrowDown");
  await page.keyboard.press("Alt+Shift+ArrowDown");
  await expect.poll(async () => (await pass.boundingBox())!.height).toBeGreaterThan(laid.height + 20);
  // Alt+arrows are the editor's here, not the browser's Back.
  await expect(page).toHaveURL(/\/tactical-board$/);

  // The layers panel lists what is on the pitch, by the same names.
  await tabTo(page, page.getByRole("tab", { name: "Layers" }));
  await page.keyboard.press("Enter");
  const layers = page.getByRole("list", { name: "Objects, front first" });
  await expect(layers.getByRole("listitem")).toHaveText([/^Pass/, /^Ball/, /^Player 2/]);

  // Animation: select the player (N walks through the objects from anywhere in the editor), add a
  // frame, move the player in it, play.
  await tabTo(page, pitch, { backwards: true });
  await page.keyboard.press("Escape");
  await expect(pitch).toHaveAccessibleDescription("Nothing selected");
  await page.keyboard.press("N");
  await expect(pitch).toHaveAccessibleDescription("Player 2, home selected");
  const inFirstFrame = await positionOf(player);
  await page.keyboard.press("F");
  await expect(page.getByRole("button", { name: "Frame 2" })).toHaveAttribute("aria-pressed", "true");
  await page.keyboard.press("Shift+ArrowUp");
  await page.keyboard.press("Shift+ArrowUp");
  await expect.poll(() => positionOf(player)).toEqual({ x: inFirstFrame.x, y: inFirstFrame.y - 10 });
  await page.keyboard.press(",");
  await expect(page.getByRole("button", { name: "Frame 1" })).toHaveAttribute("aria-pressed", "true");
  await expect.poll(() => positionOf(player)).toEqual(inFirstFrame);

  // Space plays; the animation runs to its end and stops by itself, or Space stops it on the way.
  const play = page.getByRole("button", { name: "Play", exact: true });
  const pause = page.getByRole("button", { name: "Pause", exact: true });
  await page.keyboard.press("Space");
  await expect(pause).toBeVisible();
  await expect(pitch).toHaveAccessibleDescription("Animation playing");
  await expect(play).toBeVisible();
  await page.keyboard.press("Space");
  await page.keyboard.press("Space");
  await expect(play).toBeVisible();
  await expect(pitch).toHaveAccessibleDescription("Nothing selected");
  await expect.poll(() => positionOf(player)).toEqual(inFirstFrame);
});
