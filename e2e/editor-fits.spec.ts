import { devices, type Locator, type Page } from "@playwright/test";
import { expect, signUpCoach, test } from "./fixtures.ts";

/*
 * The editor fits the screen: a full-window board on a laptop (1280 × 720), a tablet and a phone. The pitch
 * is always whole in the window, nothing scrolls the page, and the pitch, the tools and the keyboard do what
 * the coach meant on the first try.
 */

const BOARD_STORAGE_KEY = "touchline.tactical-board";
const CATALOGUE_SECTIONS = ["People", "Equipment", "Lines", "Areas", "Labels"];
/** The full pitch's view box: 105 × 68 m and 3 m around it, from (−3 m, −3 m). */
const VIEW_BOX = { minX: -3, minY: -3, width: 111, height: 74 };

const pitchOf = (page: Page) => page.getByRole("application", { name: /pitch/i });
const catalogueOf = (page: Page) => page.getByRole("complementary", { name: "Catalogue" });
const selectedText = (page: Page) => page.evaluate(() => window.getSelection()?.toString() ?? "");

const TABLET = { viewport: { width: 820, height: 1180 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };
const { defaultBrowserType: _browser, ...PHONE } = devices["Pixel 7"];

/** The pitch lies whole inside the window, and the page neither scrolls nor is wider than the window. */
async function expectPitchInWindow(page: Page) {
  const { width, height } = page.viewportSize()!;
  const box = (await pitchOf(page).boundingBox())!;
  expect(box.width).toBeGreaterThan(100);
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(width + 0.5);
  expect(box.y + box.height).toBeLessThanOrEqual(height + 0.5);
  const page$ = await page.evaluate(() => {
    const scroller = document.scrollingElement!;
    return { top: scroller.scrollTop, scrollWidth: scroller.scrollWidth, innerWidth: window.innerWidth };
  });
  expect(page$).toEqual({ top: 0, scrollWidth: width, innerWidth: width });
}

/** Picks the last tool of every catalogue section, checking the pitch after each. */
async function pickEachSectionsLastTool(page: Page, press: (tool: Locator) => Promise<void>) {
  for (const section of CATALOGUE_SECTIONS) {
    const tool = catalogueOf(page).getByRole("region", { name: section }).getByRole("button").last();
    await press(tool);
    await expect(tool).toHaveAttribute("aria-pressed", "true");
    await expectPitchInWindow(page);
  }
}

/** The board as this browser keeps it (the tactical board saves every committed change). */
async function boardInStorage(page: Page) {
  const raw = await page.evaluate((key) => localStorage.getItem(key), BOARD_STORAGE_KEY);
  return JSON.parse(raw ?? "{}") as { objects: Record<string, { kind: string; x: number; y: number }> };
}

async function savedObjectsOf(page: Page, kind: string) {
  return Object.values((await boardInStorage(page)).objects ?? {}).filter((object) => object.kind === kind);
}

/**
 * Metres under a point of the pitch at zoom 1, `position` in pixels from the pitch's corner, on a portrait
 * window, where the pitch is shown upright (turned a quarter anticlockwise): the view's x runs along the
 * stored y, and the stored x runs up the screen from the home goal at the bottom.
 */
async function uprightMetresAt(page: Page, position: { x: number; y: number }) {
  const box = (await pitchOf(page).boundingBox())!;
  const across = VIEW_BOX.minY + (position.x / box.width) * VIEW_BOX.height;
  const down = VIEW_BOX.minX + (position.y / box.height) * VIEW_BOX.width;
  return { x: 105 - down, y: across };
}

async function dragWithMouse(page: Page, from: { x: number; y: number }, to: { x: number; y: number }) {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(to.x, to.y, { steps: 10 });
  await page.mouse.up();
}

async function openBoard(page: Page) {
  await page.goto("/tactical-board");
  await expect(pitchOf(page)).toBeVisible();
}

test.describe("on a 1280 × 720 laptop", () => {
  test.use({ viewport: { width: 1280, height: 720 } });

  test("the whole board fits: the pitch stays in the window whatever tool is picked, the catalogue scrolls inside itself", async ({
    page,
  }) => {
    await openBoard(page);
    await expectPitchInWindow(page);
    await expect(page.getByRole("toolbar", { name: "Editor" })).toBeInViewport();
    await expect(page.getByRole("region", { name: "Animation" })).toBeInViewport({ ratio: 1 });
    await pickEachSectionsLastTool(page, (tool) => tool.click());
  });

  test("Pass picked at the bottom of the catalogue, then press-drag-release on the pitch draws one pass", async ({
    page,
  }) => {
    await openBoard(page);
    await catalogueOf(page).getByRole("button", { name: "Pass", exact: true }).click();
    const box = (await pitchOf(page).boundingBox())!;
    await dragWithMouse(
      page,
      { x: box.x + box.width * 0.3, y: box.y + box.height * 0.5 },
      { x: box.x + box.width * 0.6, y: box.y + box.height * 0.3 },
    );
    await expect(pitchOf(page).locator('[data-kind="pass"]')).toHaveCount(1);
    await expect(catalogueOf(page).getByRole("button", { name: "Pass", exact: true })).toHaveAttribute(
      "aria-pressed",
      "false",
    );
    expect(await selectedText(page)).toBe("");
    await expect.poll(() => savedObjectsOf(page, "pass")).toHaveLength(1);
  });

  test("Ctrl+Z right after clicking Redo (which then disables itself) undoes", async ({ page }) => {
    await openBoard(page);
    const pitch = pitchOf(page);
    await catalogueOf(page)
      .getByRole("button", { name: "Cone", exact: true })
      .dragTo(pitch, { targetPosition: { x: 200, y: 150 } });
    await expect(pitch.locator('[data-kind="cone"]')).toHaveCount(1);
    await page.getByRole("button", { name: "Undo" }).click();
    await expect(pitch.locator('[data-kind="cone"]')).toHaveCount(0);
    await page.getByRole("button", { name: "Redo" }).click();
    await expect(pitch.locator('[data-kind="cone"]')).toHaveCount(1);
    await expect(page.getByRole("button", { name: "Redo" })).toBeDisabled();
    await page.keyboard.press("Control+z");
    await expect(pitch.locator('[data-kind="cone"]')).toHaveCount(0);
    // And the other shortcuts after the editor's own buttons: a tool, then Redo by keys.
    await page.getByRole("button", { name: "Snap to grid" }).click();
    await page.keyboard.press("Control+Shift+z");
    await expect(pitch.locator('[data-kind="cone"]')).toHaveCount(1);
  });

  test("dragging anywhere in the editor selects no page text, even when the drag ends over the editor's header", async ({
    page,
  }) => {
    await openBoard(page);
    const title = (await page.getByRole("heading", { level: 1, name: "Tactical Board" }).boundingBox())!;
    const overNav = { x: title.x + title.width / 2, y: title.y + title.height / 2 };
    const centreOf = async (locator: Locator) => {
      const box = (await locator.boundingBox())!;
      return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    };
    const starts = [
      catalogueOf(page).getByRole("radiogroup", { name: "Team for new players" }),
      page.getByRole("region", { name: "Animation" }).getByRole("list", { name: "Frames" }),
      page.getByRole("tabpanel").getByText(/Select something on the pitch/),
      page.getByText("Saved on this device"),
      pitchOf(page),
    ];
    for (const start of starts) {
      await dragWithMouse(page, await centreOf(start), overNav);
      expect(await selectedText(page)).toBe("");
    }
  });

  test("the editor's page has its own header instead of the site's navigation; full screen leaves with Escape, Shift+F does the same", async ({
    page,
  }) => {
    await openBoard(page);
    const nav = page.getByRole("navigation", { name: "Main", exact: true });
    const breadcrumbs = page.getByRole("navigation", { name: "Breadcrumb" });
    const button = page.getByRole("button", { name: "Full screen" });
    await expect(nav).toBeHidden();
    await expect(breadcrumbs).toBeHidden();
    await expect(page.getByRole("link", { name: "Home" })).toBeVisible();

    await button.click();
    await expect(button).toHaveAttribute("aria-pressed", "true");
    await expectPitchInWindow(page);
    await page.keyboard.press("Escape");
    await expect(button).toHaveAttribute("aria-pressed", "false");

    await pitchOf(page).focus();
    await page.keyboard.press("Shift+F");
    await expect(button).toHaveAttribute("aria-pressed", "true");
    await page.keyboard.press("Escape");
    await expect(button).toHaveAttribute("aria-pressed", "false");
    await expectPitchInWindow(page);
    // The back link leaves the editor for the site, whose navigation is back.
    await page.getByRole("link", { name: "Home" }).click();
    await expect(nav).toBeVisible();
  });

  test("zoom in, move a player, fit: the player is where it was dropped, in metres", async ({ page }) => {
    await openBoard(page);
    const pitch = pitchOf(page);
    // Near the middle, so the player is still in view once zoomed in around it.
    const start = (await pitch.boundingBox())!;
    await catalogueOf(page)
      .getByRole("button", { name: "Player", exact: true })
      .dragTo(pitch, { targetPosition: { x: start.width * 0.42, y: start.height * 0.45 } });
    await expect.poll(() => savedObjectsOf(page, "player")).toHaveLength(1);
    const [placed] = await savedObjectsOf(page, "player");

    await page.getByRole("button", { name: "Zoom in" }).click();
    await page.getByRole("button", { name: "Zoom in" }).click();
    await expect(page.getByRole("status", { name: "Zoom level" })).toHaveText("225%");
    // Zoomed in, the pitch shows 1/2.25 of its width: a screen pixel is that much less of a metre.
    const box = (await pitch.boundingBox())!;
    const metresPerPixel = VIEW_BOX.width / 2.25 / box.width;
    const player = pitch.locator('[data-kind="player"]');
    const at = (await player.boundingBox())!;
    const grab = { x: at.x + at.width / 2, y: at.y + at.height / 2 };
    await dragWithMouse(page, grab, { x: grab.x + 90, y: grab.y + 40 });
    await expect.poll(async () => (await savedObjectsOf(page, "player"))[0]!.x).not.toBe(placed!.x);

    await page.getByRole("button", { name: "Fit the pitch" }).click();
    await expect(page.getByRole("status", { name: "Zoom level" })).toHaveText("100%");
    const [moved] = await savedObjectsOf(page, "player");
    expect(moved!.x).toBeCloseTo(placed!.x + 90 * metresPerPixel, 0);
    expect(moved!.y).toBeCloseTo(placed!.y + 40 * metresPerPixel, 0);
    // Drawn there too, at the whole pitch's scale.
    const drawn = (await player.boundingBox())!;
    const expected = {
      x: box.x + ((moved!.x - VIEW_BOX.minX) / VIEW_BOX.width) * box.width,
      y: box.y + ((moved!.y - VIEW_BOX.minY) / VIEW_BOX.height) * box.height,
    };
    expect(Math.abs(drawn.x + drawn.width / 2 - expected.x)).toBeLessThan(6);
    expect(Math.abs(drawn.y + drawn.height / 2 - expected.y)).toBeLessThan(6);
  });

  test("a tactical drill and a drill opened from the session builder fill the window too; Back to session returns", async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await signUpCoach(page);
    await page.goto("/tactical-board");
    await page.getByRole("button", { name: "Save as tactical drill" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Save" }).click();
    await expect(page).toHaveURL(/\/tactical-drill\//);
    await expect(pitchOf(page)).toBeVisible();
    await expectPitchInWindow(page);

    await page.goto("/create-session");
    await page.getByLabel("Session title").fill("Thursday U14");
    await page.getByRole("button", { name: "Open full editor" }).click();
    await expect(page.getByRole("heading", { name: "Drill 1: Warm-up" })).toBeVisible();
    await expectPitchInWindow(page);
    const pitch = page.getByRole("application", { name: /Pitch for Warm-up/ });
    await catalogueOf(page)
      .getByRole("button", { name: "Cone", exact: true })
      .dragTo(pitch, { targetPosition: { x: 120, y: 120 } });
    await expect(pitch.locator('[data-kind="cone"]')).toHaveCount(1);

    await page.getByRole("button", { name: "Back to session" }).click();
    await expect(page.getByLabel("Session title")).toHaveValue("Thursday U14");
    await expect(
      page.getByRole("application", { name: /Pitch for Warm-up/ }).locator('[data-kind="cone"]'),
    ).toHaveCount(1);
  });
});

test.describe("on a tablet", () => {
  test.use(TABLET);

  test("the pitch takes the width; the catalogue and the details fold behind toggles and the pitch stays in the window", async ({
    page,
  }) => {
    await openBoard(page);
    await expectPitchInWindow(page);
    await expect(catalogueOf(page)).toHaveCount(0);
    const pitchWidth = (await pitchOf(page).boundingBox())!.width;
    expect(pitchWidth).toBeGreaterThan(0.9 * page.viewportSize()!.width - 40);

    await page.getByRole("button", { name: "Catalogue", expanded: false }).tap();
    await expect(catalogueOf(page)).toBeVisible();
    await pickEachSectionsLastTool(page, (tool) => tool.tap());

    await page.getByRole("button", { name: "Details", expanded: false }).tap();
    await expect(page.getByRole("tab", { name: "Properties" })).toBeVisible();
    await expectPitchInWindow(page);
  });

  test("Pass from the catalogue, then press-drag-release on the pitch draws one pass", async ({ page }) => {
    await openBoard(page);
    await page.getByRole("button", { name: "Catalogue" }).tap();
    await catalogueOf(page).getByRole("button", { name: "Pass", exact: true }).tap();
    const box = (await pitchOf(page).boundingBox())!;
    await dragWithMouse(
      page,
      { x: box.x + box.width * 0.3, y: box.y + box.height * 0.5 },
      { x: box.x + box.width * 0.6, y: box.y + box.height * 0.3 },
    );
    await expect(pitchOf(page).locator('[data-kind="pass"]')).toHaveCount(1);
    expect(await selectedText(page)).toBe("");
  });
});

test.describe("on a phone", () => {
  test.use(PHONE);

  test("the pitch takes the width, the tools sit in a bottom bar, and nothing leaves the window", async ({ page }) => {
    await openBoard(page);
    await expectPitchInWindow(page);
    const { width, height } = page.viewportSize()!;
    expect((await pitchOf(page).boundingBox())!.width).toBeGreaterThan(width * 0.8);
    const bar = (await catalogueOf(page).boundingBox())!;
    expect(bar.y + bar.height).toBeLessThanOrEqual(height);
    expect(bar.y).toBeGreaterThan((await pitchOf(page).boundingBox())!.y);
    // Touch targets of at least 44 × 44 px.
    const cone = (await catalogueOf(page).getByRole("button", { name: "Cone", exact: true }).boundingBox())!;
    expect(cone.width).toBeGreaterThanOrEqual(44);
    expect(cone.height).toBeGreaterThanOrEqual(44);
    await pickEachSectionsLastTool(page, (tool) => tool.tap());
  });

  test("tap a tool, then tap the pitch: it lands where the pitch was tapped, on the first try", async ({ page }) => {
    await openBoard(page);
    // The first-visit card lies over the pitch's top until it is put away.
    await page.getByRole("button", { name: "Got it" }).tap();
    await catalogueOf(page).getByRole("button", { name: "Cone", exact: true }).tap();
    const position = { x: 120, y: 80 };
    await pitchOf(page).tap({ position });
    await expect(pitchOf(page).locator('[data-kind="cone"]')).toHaveCount(1);
    // The phone is portrait: the pitch stands upright on it.
    const box = (await pitchOf(page).boundingBox())!;
    expect(box.height).toBeGreaterThan(box.width);
    const expected = await uprightMetresAt(page, position);
    await expect.poll(() => savedObjectsOf(page, "cone")).toHaveLength(1);
    const [cone] = await savedObjectsOf(page, "cone");
    expect(Math.abs(cone!.x - expected.x)).toBeLessThan(1);
    expect(Math.abs(cone!.y - expected.y)).toBeLessThan(1);
  });

  test("Pass from the bottom bar, then a finger's press-drag-release on the pitch draws one pass", async ({ page }) => {
    await openBoard(page);
    await catalogueOf(page).getByRole("button", { name: "Pass", exact: true }).tap();
    const box = (await pitchOf(page).boundingBox())!;
    const from = { x: box.x + box.width * 0.25, y: box.y + box.height * 0.5 };
    const to = { x: box.x + box.width * 0.7, y: box.y + box.height * 0.4 };
    const touch = await page.context().newCDPSession(page);
    await touch.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [from] });
    for (let step = 1; step <= 8; step += 1) {
      const point = { x: from.x + ((to.x - from.x) * step) / 8, y: from.y + ((to.y - from.y) * step) / 8 };
      await touch.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: [point] });
    }
    await touch.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
    await expect(pitchOf(page).locator('[data-kind="pass"]')).toHaveCount(1);
    expect(await selectedText(page)).toBe("");
    await expectPitchInWindow(page);
  });
});
