import { readFileSync } from "node:fs";
import { type Page } from "@playwright/test";
import type { SessionContentInput, SessionResponse } from "@touchline/contracts";
import { addObjects, createDiagram, createObject, type Diagram } from "@touchline/diagram";
import { expect, signUpCoach, test } from "./fixtures.ts";
import { pdfText } from "./pdf-text.ts";

/** An item of the editor header's Export menu. */
async function exportFromMenu(page: Page, name: string) {
  await page.getByRole("button", { name: "Export", exact: true }).click();
  await page.getByRole("menuitem", { name, exact: true }).click();
}

// Players as people on a board a laptop, a tablet and a finger can work: tokens legible on a full pitch,
// a finger's tap that lands beside a player still taking it, and a named, striped player kept through
// every way a drawing leaves the editor.

const pitchOf = (page: Page) => page.getByRole("application", { name: /pitch/i });

/** Opens the tactical board holding `diagram`, as the board this browser kept from a previous visit. */
async function openBoardWith(page: Page, diagram: Diagram) {
  await page.goto("/tactical-board");
  await expect(pitchOf(page)).toBeVisible();
  await page.evaluate((json) => localStorage.setItem("touchline.tactical-board", json), JSON.stringify(diagram));
  await page.reload();
  await expect(pitchOf(page)).toBeVisible();
}

/** A full pitch with one home player, number 9, in the centre circle. */
function fullPitchWithPlayer(): Diagram {
  return addObjects(createDiagram({ template: "full" }), [
    createObject("player", { id: "nine", x: 52.5, y: 34, props: { label: "9" } }),
  ]);
}

test.describe("on a laptop", () => {
  test.use({ viewport: { width: 1280, height: 720 } });

  test("a player on a full pitch is at least 24 px across", async ({ page }) => {
    await openBoardWith(page, fullPitchWithPlayer());
    const disc = pitchOf(page).locator('[data-object-id="nine"] [data-token]');
    const box = (await disc.boundingBox())!;
    test.info().annotations.push({ type: "player width (px)", description: box.width.toFixed(1) });
    expect(box.width).toBeGreaterThanOrEqual(24);
  });

  test("a named player with a striped kit survives save, reload, SVG and PNG export and the session PDF", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await signUpCoach(page);
    await openBoardWith(page, fullPitchWithPlayer());
    const pitch = pitchOf(page);
    await pitch.focus();
    // Tab walks the pitch's objects, selecting each: the one player.
    await page.keyboard.press("Tab");
    await expect(pitch).toHaveAccessibleDescription("Player 9, home selected");

    const properties = page.getByRole("region", { name: "Properties: Player" });
    await properties.getByLabel("Name").fill("Alex Smith");
    await properties.getByLabel("Name").press("Enter");
    await properties.getByRole("radio", { name: "Stripes" }).check();
    await properties.getByRole("group", { name: "Second colour" }).getByRole("radio", { name: "white" }).check();
    const player = pitch.locator('[data-object-id="nine"]');
    await expect(player.locator("[data-name]")).toHaveText("Alex Smith");
    await expect(player.locator('[data-kit="stripes"]')).toHaveAttribute("fill", "#ffffff");
    await expect(pitch.getByRole("img", { name: "Player 9, Alex Smith, home", exact: true })).toHaveCount(1);

    // Saved as a tactical drill and opened again.
    await page.getByRole("button", { name: "Save as tactical drill" }).click();
    const dialog = page.getByRole("dialog", { name: "Save as tactical drill" });
    await dialog.getByLabel("Name").fill("Striped number nine");
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(page).toHaveURL(/\/tactical-drill\/[\w-]+$/);
    await page.reload();
    const reopened = pitchOf(page).locator('[data-object-id="nine"]');
    await expect(reopened.locator("[data-name]")).toHaveText("Alex Smith");
    await expect(reopened.locator('[data-kit="stripes"]')).toHaveCount(1);

    // The SVG export draws the name and the stripes.
    const svgDownload = page.waitForEvent("download");
    await exportFromMenu(page, "Export SVG");
    const svg = readFileSync((await (await svgDownload).path())!, "utf8");
    expect(svg).toContain(">Alex Smith<");
    expect(svg).toContain('data-kit="stripes"');

    // The PNG export is a real picture.
    const pngDownload = page.waitForEvent("download");
    await exportFromMenu(page, "Export PNG");
    const png = readFileSync((await (await pngDownload).path())!);
    expect(png.subarray(1, 4).toString()).toBe("PNG");
    expect(png.length).toBeGreaterThan(10_000);

    // The very drawing, as the JSON export holds it, in a session drill: its PDF writes the name.
    const jsonDownload = page.waitForEvent("download");
    await exportFromMenu(page, "Export JSON");
    const diagram = JSON.parse(readFileSync((await (await jsonDownload).path())!, "utf8")) as Diagram;
    expect(diagram.objects.nine).toMatchObject({
      name: "Alex Smith",
      kit: { pattern: "stripes", secondColour: "white" },
    });
    const body: SessionContentInput = {
      title: "Team shape",
      theme: "Where the striker starts.",
      intensity: "medium",
      blocks: [{ id: "shape", title: "Shape", diagram, durationMinutes: 15, intensity: "medium" }],
    };
    const created = await page.request.post("/api/sessions", { data: body });
    expect(created.ok()).toBe(true);
    const { session } = (await created.json()) as SessionResponse;
    await page.goto(`/sessions/${session.id}`);
    await expect(page.getByRole("heading", { name: "Team shape", level: 1 })).toBeVisible();
    const pdfDownload = page.waitForEvent("download");
    await page.getByRole("button", { name: "Export PDF" }).click();
    const text = await pdfText((await (await pdfDownload).path())!);
    expect(text).toContain("Alex Smith");
  });

  test("the team sheet dresses a whole team in one step and edits its numbers and names", async ({ page }) => {
    await openBoardWith(
      page,
      addObjects(createDiagram({ template: "full" }), [
        createObject("goalkeeper", { id: "gk", x: 5, y: 34, props: { label: "1", colour: "green" } }),
        createObject("player", { id: "p2", x: 20, y: 20, props: { label: "2" } }),
        createObject("player", { id: "p3", x: 20, y: 48, props: { label: "3" } }),
      ]),
    );
    await page.getByRole("tab", { name: "Team sheet" }).click();
    const home = page.getByRole("region", { name: "Home team" });
    await home.getByLabel("Pattern").selectOption("hoops");
    const pitch = pitchOf(page);
    await expect(pitch.locator('[data-kit="hoops"]')).toHaveCount(2);
    await home.getByLabel("Home player 2 number").fill("10");
    await home.getByLabel("Home player 2 number").press("Enter");
    await home.getByLabel("Home player 2 name").fill("Sam Kerr");
    await home.getByLabel("Home player 2 name").press("Enter");
    await expect(pitch.getByRole("img", { name: "Player 10, Sam Kerr, home", exact: true })).toHaveCount(1);

    // The kit was one step: after undoing the name and the number, one more undo takes both players' hoops.
    const undo = page.getByRole("button", { name: "Undo" });
    await undo.click();
    await undo.click();
    await expect(pitch.getByRole("img", { name: "Player 2, home", exact: true })).toHaveCount(1);
    await expect(pitch.locator('[data-kit="hoops"]')).toHaveCount(2);
    await undo.click();
    await expect(pitch.locator('[data-kit="hoops"]')).toHaveCount(0);

    // The line-up buttons sit inside the panel, not cut off by its edge.
    const panel = page.getByRole("tabpanel");
    const panelBox = (await panel.boundingBox())!;
    for (const team of ["home", "away"]) {
      const button = (await page.getByRole("button", { name: `Line up ${team}` }).boundingBox())!;
      expect(button.x + button.width).toBeLessThanOrEqual(panelBox.x + panelBox.width + 0.5);
    }
  });
});

test.describe("on a tablet, by touch", () => {
  test.use({ viewport: { width: 1024, height: 768 }, hasTouch: true, isMobile: true });

  test("a tap 15 px from a player's edge selects it", async ({ page }) => {
    await openBoardWith(page, fullPitchWithPlayer());
    const pitch = pitchOf(page);
    await expect(pitch).toHaveAccessibleDescription("Nothing selected");
    const disc = (await pitch.locator('[data-object-id="nine"] [data-token]').boundingBox())!;
    await page.touchscreen.tap(disc.x + disc.width + 15, disc.y + disc.height / 2);
    await expect(pitch).toHaveAccessibleDescription("Player 9, home selected");
    // Far from everything, a tap selects nothing.
    const box = (await pitch.boundingBox())!;
    await page.touchscreen.tap(box.x + box.width * 0.2, box.y + box.height * 0.2);
    await expect(pitch).toHaveAccessibleDescription("Nothing selected");
  });
});
