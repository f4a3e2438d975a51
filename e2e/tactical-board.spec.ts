import { readFileSync } from "node:fs";
import { type Locator, type Page } from "@playwright/test";
import { expect, signUpCoach, test, toasts } from "./fixtures.ts";

const pitchOf = (page: Page) => page.getByRole("application", { name: /pitch/i });

/** The SVG translate of an object's group, in metres. */
async function positionOf(object: Locator) {
  const transform = (await object.getAttribute("transform")) ?? "";
  const match = /translate\(([-\d.]+)[ ,]+([-\d.]+)\)/.exec(transform);
  if (!match) throw new Error(`no translate in "${transform}"`);
  return { x: Number(match[1]), y: Number(match[2]) };
}

async function dragOnPitch(page: Page, from: { x: number; y: number }, to: { x: number; y: number }) {
  const box = (await pitchOf(page).boundingBox())!;
  await page.mouse.move(box.x + from.x, box.y + from.y);
  await page.mouse.down();
  await page.mouse.move(box.x + to.x, box.y + to.y, { steps: 8 });
  await page.mouse.up();
}

test.beforeEach(async ({ page }) => {
  await page.goto("/tactical-board");
  await expect(pitchOf(page)).toBeVisible();
});

test("drag a player and a cone onto the pitch, draw a pass, undo and redo", async ({ page }) => {
  const pitch = pitchOf(page);
  await page.getByRole("button", { name: "Player", exact: true }).dragTo(pitch, { targetPosition: { x: 200, y: 150 } });
  await page.getByRole("button", { name: "Cone", exact: true }).dragTo(pitch, { targetPosition: { x: 420, y: 260 } });
  await expect(pitch.locator('[data-kind="player"]')).toHaveCount(1);
  await expect(pitch.locator('[data-kind="cone"]')).toHaveCount(1);

  await page.getByRole("button", { name: "Pass", exact: true }).click();
  await dragOnPitch(page, { x: 220, y: 160 }, { x: 400, y: 250 });
  await expect(pitch.locator('[data-kind="pass"]')).toHaveCount(1);

  await page.getByRole("button", { name: "Undo" }).click();
  await expect(pitch.locator('[data-kind="pass"]')).toHaveCount(0);
  await page.getByRole("button", { name: "Undo" }).click();
  await expect(pitch.locator('[data-kind="cone"]')).toHaveCount(0);
  await page.getByRole("button", { name: "Redo" }).click();
  await page.getByRole("button", { name: "Redo" }).click();
  await expect(pitch.locator('[data-kind="cone"]')).toHaveCount(1);
  await expect(pitch.locator('[data-kind="pass"]')).toHaveCount(1);

  await expect(page.getByLabel("Equipment list")).toHaveCount(0);
  await page.getByRole("tab", { name: "Team sheet" }).click();
  await expect(page.getByLabel("Equipment list")).toHaveText("1 cone, 1 red bib");
});

for (const orientation of ["horizontal", "vertical"] as const) {
  test(`on a ${orientation} pitch a dragged player stays under the pointer and lands there as one undo step`, async ({
    page,
  }) => {
    const pitch = pitchOf(page);
    if (orientation === "vertical") {
      await page.getByRole("tab", { name: "Pitch" }).click();
      await page.getByLabel("Orientation").selectOption("vertical");
    }
    await page
      .getByRole("button", { name: "Player", exact: true })
      .dragTo(pitch, { targetPosition: { x: 200, y: 150 } });
    const player = pitch.locator('[data-kind="player"]');
    const centre = async (locator: Locator) => {
      const box = (await locator.boundingBox())!;
      return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    };
    const start = await centre(player);
    const end = { x: start.x + 120, y: start.y + 70 };
    await page.mouse.move(start.x, start.y);
    await page.mouse.down();
    await page.mouse.move(end.x, end.y, { steps: 10 });
    // Mid-drag the player is drawn where the pointer is (the layer that carries it moves as a whole).
    const carried = await centre(page.locator('svg[aria-hidden="true"] [data-kind="player"]'));
    expect(Math.abs(carried.x - end.x)).toBeLessThan(2);
    expect(Math.abs(carried.y - end.y)).toBeLessThan(2);
    await page.mouse.up();
    const landed = await centre(player);
    expect(Math.abs(landed.x - end.x)).toBeLessThan(2);
    expect(Math.abs(landed.y - end.y)).toBeLessThan(2);

    await page.getByRole("button", { name: "Undo" }).click();
    const back = await centre(player);
    expect(Math.abs(back.x - start.x)).toBeLessThan(2);
    expect(Math.abs(back.y - start.y)).toBeLessThan(2);
  });
}

test("the command palette (Ctrl+K) runs an action by name and gives the pitch its focus back", async ({ page }) => {
  const pitch = pitchOf(page);
  await pitch.focus();
  await page.keyboard.press("Control+k");
  await page.getByRole("combobox", { name: "Search actions" }).fill("cone");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Cone", exact: true, pressed: true })).toBeVisible();
  await expect(pitch).toBeFocused();
  await page.keyboard.press("Control+k");
  await expect(page.getByRole("combobox", { name: "Search actions" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(pitch).toBeFocused();
});

test("keyboard: place with shortcuts, nudge, delete, formations", async ({ page }) => {
  const pitch = pitchOf(page);
  await pitch.focus();
  await page.keyboard.press("1");
  await expect(pitch.locator('[data-kind="player"], [data-kind="goalkeeper"]')).toHaveCount(11);
  await page.keyboard.press("Shift+2");
  await expect(pitch.locator('[data-kind="player"], [data-kind="goalkeeper"]')).toHaveCount(22);
  await page.keyboard.press("Control+z");
  await expect(pitch.locator('[data-kind="player"], [data-kind="goalkeeper"]')).toHaveCount(11);
  await page.keyboard.press("Control+a");
  await page.keyboard.press("Delete");
  await expect(pitch.locator("[data-object-id]")).toHaveCount(0);
});

test("animate one player across two frames and play it", async ({ page }) => {
  const pitch = pitchOf(page);
  await page.getByRole("button", { name: "Player", exact: true }).dragTo(pitch, { targetPosition: { x: 150, y: 200 } });
  const player = pitch.locator('[data-kind="player"]');
  const start = await positionOf(player);

  await page.getByRole("button", { name: "Add frame" }).click();
  await expect(page.getByRole("button", { name: "Frame 2" })).toHaveAttribute("aria-pressed", "true");
  await dragOnPitch(page, { x: 150, y: 200 }, { x: 450, y: 200 });
  const end = await positionOf(player);
  expect(end.x).toBeGreaterThan(start.x + 20);

  await page.getByRole("button", { name: "Frame 1" }).click();
  expect(await positionOf(player)).toEqual(start);

  await page.getByRole("button", { name: "Play", exact: true }).click();
  await expect(page.getByText(/^Playing/)).toBeVisible();
  await expect.poll(async () => (await positionOf(player)).x).toBeGreaterThan(start.x + 1);
  await expect(page.getByRole("button", { name: "Play", exact: true })).toBeVisible({ timeout: 5000 });
  await page.getByRole("button", { name: "Frame 2" }).click();
  expect(await positionOf(player)).toEqual(end);
});

test("the board survives a reload", async ({ page }) => {
  const pitch = pitchOf(page);
  await page.getByRole("button", { name: "Cone", exact: true }).dragTo(pitch, { targetPosition: { x: 300, y: 200 } });
  await page.getByRole("button", { name: "Ball", exact: true }).dragTo(pitch, { targetPosition: { x: 350, y: 220 } });
  await page.reload();
  await expect(pitchOf(page).locator('[data-kind="cone"]')).toHaveCount(1);
  await expect(pitchOf(page).locator('[data-kind="ball"]')).toHaveCount(1);
});

test("export PNG and JSON, and refuse a malformed import without changing the board", async ({ page }) => {
  const pitch = pitchOf(page);
  await page.getByRole("button", { name: "Cone", exact: true }).dragTo(pitch, { targetPosition: { x: 300, y: 200 } });

  const pngDownload = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export", exact: true }).click();
  await page.getByRole("menuitem", { name: "Export PNG" }).click();
  const png = await pngDownload;
  expect(png.suggestedFilename()).toMatch(/\.png$/);
  const bytes = readFileSync((await png.path())!);
  expect(bytes.subarray(1, 4).toString()).toBe("PNG");
  expect(bytes.length).toBeGreaterThan(10_000);

  const jsonDownload = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export", exact: true }).click();
  await page.getByRole("menuitem", { name: "Export JSON" }).click();
  const exported = JSON.parse(readFileSync((await (await jsonDownload).path())!, "utf8"));
  expect(exported.version).toBe(3);
  expect(Object.values(exported.objects)).toHaveLength(1);

  await page.getByLabel("Import a diagram file").setInputFiles({
    name: "hostile.json",
    mimeType: "application/json",
    buffer: Buffer.from(
      JSON.stringify({ version: 3, pitch: {}, objects: { __proto__: { kind: "cone" } }, frames: [] }),
    ),
  });
  await expect(toasts(page).getByText("Import failed")).toBeVisible();
  await expect(pitch.locator("[data-object-id]")).toHaveCount(1);

  await page
    .getByLabel("Import a diagram file")
    .setInputFiles({ name: "board.json", mimeType: "application/json", buffer: Buffer.from(JSON.stringify(exported)) });
  await expect(toasts(page).getByText("Board imported")).toBeVisible();
  await expect(pitch.locator('[data-kind="cone"]')).toHaveCount(1);
});

test("signed in, save the board as a tactical drill, reopen it, and be asked before leaving unsaved changes", async ({
  page,
}) => {
  await signUpCoach(page);
  await page.goto("/tactical-board");
  const pitch = pitchOf(page);
  await page
    .getByRole("button", { name: "Mini goal", exact: true })
    .dragTo(pitch, { targetPosition: { x: 300, y: 200 } });
  await page.getByRole("button", { name: "Save as tactical drill" }).click();
  const dialog = page.getByRole("dialog", { name: "Save as tactical drill" });
  await dialog.getByLabel("Name").fill("Pressing trap");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(page).toHaveURL(/\/tactical-drill\/[\w-]+$/);
  await expect(page.getByLabel("Tactical drill title")).toHaveValue("Pressing trap");
  await expect(pitchOf(page).locator('[data-kind="mini-goal"]')).toHaveCount(1);

  await page
    .getByRole("button", { name: "Cone", exact: true })
    .dragTo(pitchOf(page), { targetPosition: { x: 100, y: 100 } });
  await expect(page.getByText("Unsaved changes")).toBeVisible();
  // Leaving with unsaved changes asks first; staying keeps them.
  await page.getByRole("link", { name: "My tactical drills" }).click();
  const leave = page.getByRole("alertdialog", { name: "Leave without saving?" });
  await expect(leave).toBeVisible();
  await leave.getByRole("button", { name: "Cancel" }).click();
  await expect(page).toHaveURL(/\/tactical-drill\//);
  await expect(page.getByText("Unsaved changes")).toBeVisible();
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText("All changes saved")).toBeVisible();
  await page.reload();
  await expect(pitchOf(page).locator('[data-kind="cone"]')).toHaveCount(1);
  await expect(pitchOf(page).locator('[data-kind="mini-goal"]')).toHaveCount(1);
});

test("another coach's tactical drill is the 404 page", async ({ page, browser }) => {
  await signUpCoach(page);
  await page.goto("/tactical-board");
  await page.getByRole("button", { name: "Save as tactical drill" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Save" }).click();
  await expect(page).toHaveURL(/\/tactical-drill\//);
  const url = page.url();

  const other = await browser.newPage();
  await signUpCoach(other);
  await other.goto(url);
  await expect(other.getByRole("heading", { name: "This page is off the pitch" })).toBeVisible();
  await other.close();
});

test("the landing page's live board lets a visitor drag a player", async ({ page }) => {
  await page.goto("/");
  const board = page.getByRole("application", { name: "Live demo pitch: drag the players" });
  await expect(board).toBeVisible();
  const player = board.locator('[data-object-id="away-1"]');
  const before = await positionOf(player);
  const box = (await player.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + 80, box.y + 40, { steps: 6 });
  await page.mouse.up();
  const after = await positionOf(player);
  expect(after.x).toBeGreaterThan(before.x + 2);
});
