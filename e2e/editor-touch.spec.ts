import { type CDPSession, type Locator, type Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";

// A coach on a tablet, with fingers only: taps through Playwright's touchscreen, drags and pinches as
// raw touch events through the browser's DevTools protocol (Playwright has no touch drag of its own).

interface Point {
  x: number;
  y: number;
}

const pitchOf = (page: Page) => page.getByRole("application", { name: /pitch/i });
const objectNamed = (page: Page, name: string) => pitchOf(page).getByRole("img", { name, exact: true });

async function centreOf(locator: Locator): Promise<Point> {
  const box = (await locator.boundingBox())!;
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** A point of the pitch's box, as fractions of its width and height. */
async function onPitch(page: Page, fx: number, fy: number): Promise<Point> {
  const box = (await pitchOf(page).boundingBox())!;
  return { x: box.x + box.width * fx, y: box.y + box.height * fy };
}

const between = (from: Point, to: Point, t: number) => ({
  x: from.x + (to.x - from.x) * t,
  y: from.y + (to.y - from.y) * t,
});

/**
 * Fingers that go down at `from`, travel in steps to `to`, rest there and lift: one finger drags, two
 * pinch. The events carry their own times, a frame apart, and the fingers rest before lifting, as a
 * hand does: a lift still moving would start a fling, and the browser swallows the click of the next
 * tap to stop it.
 */
async function touchGesture(cdp: CDPSession, from: Point[], to: Point[], steps = 10) {
  const points = (at: Point[]) => at.map((point, id) => ({ x: point.x, y: point.y, id }));
  const start = Date.now() / 1000;
  const send = (type: "touchStart" | "touchMove" | "touchEnd", at: Point[], seconds: number) =>
    cdp.send("Input.dispatchTouchEvent", { type, touchPoints: points(at), timestamp: start + seconds });
  await send("touchStart", from, 0);
  for (let step = 1; step <= steps; step += 1) {
    await send(
      "touchMove",
      from.map((point, index) => between(point, to[index]!, step / steps)),
      step * 0.016,
    );
  }
  await send("touchMove", to, steps * 0.016 + 0.3);
  await send("touchEnd", [], steps * 0.016 + 0.32);
}

/** The SVG translate of an object's group, in metres. */
async function positionOf(object: Locator): Promise<Point> {
  const transform = (await object.getAttribute("transform")) ?? "";
  const match = /translate\(([-\d.]+)[ ,]+([-\d.]+)\)/.exec(transform);
  if (!match) throw new Error(`no translate in "${transform}"`);
  return { x: Number(match[1]), y: Number(match[2]) };
}

function expectNear(actual: Point, expected: Point, tolerance = 4) {
  expect(Math.abs(actual.x - expected.x)).toBeLessThan(tolerance);
  expect(Math.abs(actual.y - expected.y)).toBeLessThan(tolerance);
}

test("place, select, drag, draw, pinch, delete and animate by touch on a tablet", async ({ page }) => {
  await page.goto("/tactical-board");
  const pitch = pitchOf(page);
  await expect(pitch).toBeVisible();
  const cdp = await page.context().newCDPSession(page);

  // On a tablet the catalogue folds away behind a toolbar toggle.
  const catalogueToggle = page.getByRole("button", { name: "Catalogue" });
  await catalogueToggle.tap();
  await expect(catalogueToggle).toHaveAttribute("aria-expanded", "true");

  // Tap an item, then the pitch: it lands under the finger.
  const playerButton = page.getByRole("button", { name: "Player", exact: true });
  await playerButton.tap();
  await expect(playerButton).toHaveAttribute("aria-pressed", "true");
  const playerSpot = await onPitch(page, 0.3, 0.4);
  await page.touchscreen.tap(playerSpot.x, playerSpot.y);
  const player = objectNamed(page, "Player 2, home");
  await expect(player).toHaveCount(1);
  await expect(playerButton).toHaveAttribute("aria-pressed", "false");
  expectNear(await centreOf(player), playerSpot);

  const coneButton = page.getByRole("button", { name: "Cone", exact: true });
  await coneButton.tap();
  const coneSpot = await onPitch(page, 0.6, 0.65);
  await page.touchscreen.tap(coneSpot.x, coneSpot.y);
  const cone = objectNamed(page, "Cone");
  await expect(cone).toHaveCount(1);

  // Two fingers pinch the view open, even with a placement tool armed: the pinch places nothing.
  await coneButton.tap();
  await expect(coneButton).toHaveAttribute("aria-pressed", "true");
  const middle = await onPitch(page, 0.5, 0.5);
  const wholePitch = await pitch.getAttribute("viewBox");
  await touchGesture(
    cdp,
    [
      { x: middle.x - 40, y: middle.y },
      { x: middle.x + 40, y: middle.y },
    ],
    [
      { x: middle.x - 120, y: middle.y },
      { x: middle.x + 120, y: middle.y },
    ],
  );
  // The zoom shows as what the pitch's view box spans (the zoom's own controls are in More on a tablet).
  await expect(pitch).not.toHaveAttribute("viewBox", wholePitch!);
  await expect(cone).toHaveCount(1);
  await expect(pitch).toHaveAccessibleName(/football pitch with 2 objects/);
  await page.getByRole("button", { name: "More tools" }).tap();
  await page.getByRole("menuitem", { name: /^Fit the pitch/ }).tap();
  await expect(pitch).toHaveAttribute("viewBox", wholePitch!);
  await coneButton.tap();
  await expect(coneButton).toHaveAttribute("aria-pressed", "false");

  // A tap selects; a finger's drag carries the object and it lands where the finger lifts.
  await page.touchscreen.tap(coneSpot.x, coneSpot.y);
  await expect(pitch).toHaveAccessibleDescription("Cone selected");
  const coneStart = await centreOf(cone);
  const coneEnd = { x: coneStart.x + 90, y: coneStart.y - 50 };
  await touchGesture(cdp, [coneStart], [coneEnd]);
  await expect.poll(async () => Math.round((await centreOf(cone)).x)).toBeGreaterThan(coneEnd.x - 4);
  expectNear(await centreOf(cone), coneEnd);
  await expect(pitch).toHaveAccessibleName(/football pitch with 2 objects/);

  // A pass, drawn with one finger from where it goes down to where it lifts.
  await page.getByRole("button", { name: "Pass", exact: true }).tap();
  // Clear of the catalogue's drawer, which lies over the pitch's left side.
  const passFrom = await onPitch(page, 0.4, 0.8);
  const passTo = await onPitch(page, 0.7, 0.9);
  await touchGesture(cdp, [passFrom], [passTo]);
  const pass = objectNamed(page, "Pass");
  await expect(pass).toHaveCount(1);
  const passBox = (await pass.boundingBox())!;
  expect(passBox.width).toBeGreaterThan((passTo.x - passFrom.x) * 0.8);
  expect(passBox.x).toBeLessThan(passFrom.x + 10);

  // Select the cone with a tap, delete it from the toolbar.
  await page.touchscreen.tap(coneEnd.x, coneEnd.y);
  await expect(pitch).toHaveAccessibleDescription("Cone selected");
  await page.getByRole("button", { name: "Delete", exact: true }).tap();
  await expect(cone).toHaveCount(0);

  // Animate: a second frame, the player dragged in it, then Play.
  await page.touchscreen.tap(playerSpot.x, playerSpot.y);
  await expect(pitch).toHaveAccessibleDescription("Player 2, home selected");
  const inFirstFrame = await positionOf(player);
  await page.getByRole("button", { name: "Add frame" }).tap();
  await expect(page.getByRole("button", { name: "Frame 2" })).toHaveAttribute("aria-pressed", "true");
  // Read again: the frames bar has grown, and the pitch with it may have moved.
  const runFrom = await centreOf(player);
  // Up the screen: the tablet is portrait, so the pitch stands upright and its length runs upwards.
  await touchGesture(cdp, [runFrom], [{ x: runFrom.x + 40, y: runFrom.y - 100 }]);
  await expect.poll(async () => (await positionOf(player)).x).toBeGreaterThan(inFirstFrame.x + 5);
  await page.getByRole("button", { name: "Frame 1" }).tap();
  await expect(page.getByRole("button", { name: "Frame 1" })).toHaveAttribute("aria-pressed", "true");
  await expect.poll(() => positionOf(player)).toEqual(inFirstFrame);

  await page.getByRole("button", { name: "Play", exact: true }).tap();
  await expect(page.getByRole("button", { name: "Pause", exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Play", exact: true })).toBeVisible();
});
