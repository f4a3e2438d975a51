import { type Page } from "@playwright/test";
import { expect, signUpCoach, test } from "./fixtures.ts";

/*
 * A session's draft survives a reload, and once it is restored the session has one undo history: Undo
 * steps back through the drawings of both drills, the last change first.
 */

const drillCard = (page: Page, number: number) => page.getByRole("listitem", { name: new RegExp(`^Drill ${number}:`) });
const pitchNamed = (page: Page, name: string) =>
  page.getByRole("application", { name: new RegExp(`Pitch for ${name}`) });
const thingsOn = (page: Page, name: string, kind: string) => pitchNamed(page, name).locator(`[data-kind="${kind}"]`);

/** Opens a drill's card by its heading button (closing the one open), where its pitch is drawn. */
async function openDrill(page: Page, number: number, name: string) {
  await drillCard(page, number)
    .getByRole("button", { name: new RegExp(`^${number} ${name}`) })
    .click();
  await expect(pitchNamed(page, name)).toBeVisible();
}

/** Drags an item of the open drill's catalogue onto its pitch. */
async function drawOn(page: Page, name: string, item: string, x: number) {
  await page
    .getByRole("button", { name: item, exact: true })
    .dragTo(pitchNamed(page, name), { targetPosition: { x, y: 150 } });
}

test("a draft of two drills comes back after a reload, and Undo steps back through both drills' drawings", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signUpCoach(page);
  await page.goto("/create-session");
  await page.getByLabel("Session title").fill("Thursday U14 pressing");
  await page.getByRole("button", { name: "Got it" }).first().click();

  // Drill 1 (open on a new session) gets a cone, drill 2 a player.
  await page.getByLabel("Drill title").fill("Rondo");
  await drawOn(page, "Rondo", "Cone", 200);
  await expect(thingsOn(page, "Rondo", "cone")).toHaveCount(1);
  await page.getByRole("button", { name: "Add new drill" }).click();
  await page.getByLabel("Drill title").fill("Game");
  await drawOn(page, "Game", "Player", 250);
  await expect(thingsOn(page, "Game", "player")).toHaveCount(1);
  await expect(page.getByText("Unsaved changes (a draft is kept on this device)")).toBeVisible();
  // The draft is kept a moment after the last change.
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem("touchline.session-draft.new") ?? ""))
    .toContain('"kind":"player"');

  await page.reload();
  await page.getByRole("button", { name: "Restore draft" }).click();
  await expect(page.getByLabel("Session title")).toHaveValue("Thursday U14 pressing");
  await expect(drillCard(page, 2)).toHaveAccessibleName(/Drill 2: Game/);

  // Both drawings came back; one more change to each.
  await openDrill(page, 1, "Rondo");
  await expect(thingsOn(page, "Rondo", "cone")).toHaveCount(1);
  await drawOn(page, "Rondo", "Cone", 300);
  await expect(thingsOn(page, "Rondo", "cone")).toHaveCount(2);
  await openDrill(page, 2, "Game");
  await expect(thingsOn(page, "Game", "player")).toHaveCount(1);
  await drawOn(page, "Game", "Player", 350);
  await expect(thingsOn(page, "Game", "player")).toHaveCount(2);

  // Undo twice: drill 2's player, then drill 1's cone, the restored drawings kept.
  await page.keyboard.press("ControlOrMeta+z");
  await expect(thingsOn(page, "Game", "player")).toHaveCount(1);
  await page.keyboard.press("ControlOrMeta+z");
  await expect(thingsOn(page, "Game", "player")).toHaveCount(1);
  await openDrill(page, 1, "Rondo");
  await expect(thingsOn(page, "Rondo", "cone")).toHaveCount(1);

  // Redo brings drill 1's cone back.
  await drillCard(page, 1).getByRole("button", { name: "Redo" }).click();
  await expect(thingsOn(page, "Rondo", "cone")).toHaveCount(2);
});
