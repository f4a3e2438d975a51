import { readFileSync } from "node:fs";
import { type Page } from "@playwright/test";
import { expect, signUpCoach, test, toasts } from "./fixtures.ts";

const pitchOf = (page: Page) => page.getByRole("application", { name: /pitch/i });

/** Saves what is on the tactical board as a tactical drill and waits for its own page. */
async function saveAsTacticalDrill(page: Page, title: string): Promise<string> {
  await page.getByRole("button", { name: "Save as tactical drill" }).click();
  const dialog = page.getByRole("dialog", { name: "Save as tactical drill" });
  await dialog.getByLabel("Name").fill(title);
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(page).toHaveURL(/\/tactical-drill\/[\w-]+$/);
  return page.url();
}

test("my tactical drills in the library: open, rename, duplicate, save as a library drill, delete", async ({
  page,
}) => {
  await signUpCoach(page);
  await page.goto("/tactical-board");
  await page
    .getByRole("button", { name: "Mini goal", exact: true })
    .dragTo(pitchOf(page), { targetPosition: { x: 300, y: 200 } });
  const tacticalDrillUrl = await saveAsTacticalDrill(page, "Pressing trap");

  await page.goto("/library");
  await page
    .getByRole("navigation", { name: "Library sections" })
    .getByRole("link", { name: "My tactical drills" })
    .click();
  await expect(page).toHaveURL(/\/library\?view=tactical-drills$/);
  const tacticalDrill = page.getByRole("listitem", { name: "Pressing trap" });
  await expect(tacticalDrill).toContainText("1 object");
  await expect(tacticalDrill.getByRole("img", { name: "Diagram of Pressing trap" })).toBeVisible();

  // Rename.
  await tacticalDrill.getByRole("button", { name: "Rename Pressing trap" }).click();
  const rename = page.getByRole("dialog", { name: "Rename tactical drill" });
  await rename.getByLabel("Tactical drill title").fill("High press trap");
  await rename.getByRole("button", { name: "Rename" }).click();
  await expect(toasts(page).getByText("Tactical drill renamed")).toBeVisible();
  const renamed = page.getByRole("listitem", { name: "High press trap", exact: true });
  await expect(renamed).toBeVisible();
  await expect(page.getByRole("listitem", { name: "Pressing trap", exact: true })).toHaveCount(0);

  // Duplicate.
  await renamed.getByRole("button", { name: "Duplicate High press trap" }).click();
  await expect(toasts(page).getByText("Tactical drill duplicated")).toBeVisible();
  const copy = page.getByRole("listitem", { name: "High press trap (copy)" });
  await expect(copy).toBeVisible();

  // Save as a drill of the drill library.
  await renamed.getByRole("button", { name: "Save as library drill: High press trap" }).click();
  await expect(toasts(page).getByText("Drill saved to your library")).toBeVisible();

  // Delete the copy, after a confirmation; cancelling first keeps it.
  await copy.getByRole("button", { name: "Delete High press trap (copy)" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Delete “High press trap (copy)”?" });
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(copy).toBeVisible();
  await copy.getByRole("button", { name: "Delete High press trap (copy)" }).click();
  await confirm.getByRole("button", { name: "Delete tactical drill" }).click();
  await expect(toasts(page).getByText("Tactical drill deleted")).toBeVisible();
  await expect(copy).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole("listitem", { name: "High press trap", exact: true })).toBeVisible();
  await expect(page.getByRole("listitem", { name: "High press trap (copy)" })).toHaveCount(0);

  // The library drill made from the tactical drill is under Drills, with its diagram.
  await page
    .getByRole("navigation", { name: "Library sections" })
    .getByRole("link", { name: "Drills", exact: true })
    .click();
  const drill = page.getByRole("listitem", { name: "High press trap" });
  await expect(drill.locator('[data-kind="mini-goal"]')).toHaveCount(1);

  // Open goes to the tactical drill itself, under its new name.
  await page.getByRole("link", { name: "My tactical drills" }).click();
  await page.getByRole("link", { name: "Open High press trap" }).click();
  await expect(page).toHaveURL(tacticalDrillUrl);
  await expect(page.getByLabel("Tactical drill title")).toHaveValue("High press trap");
});

test("a 40 × 30 m area shows its size, and in yards once the coach chooses yards", async ({ page }) => {
  await signUpCoach(page);
  await page.goto("/tactical-board");
  const pitch = pitchOf(page);
  await page
    .getByRole("button", { name: "Rectangle", exact: true })
    .dragTo(pitch, { targetPosition: { x: 300, y: 200 } });
  await expect(pitch.locator('[data-kind="rectangle"]')).toHaveCount(1);

  const properties = page.getByRole("region", { name: "Properties: Rectangle" });
  await properties.getByLabel("Width (m)").fill("40");
  await properties.getByLabel("Width (m)").press("Enter");
  await properties.getByLabel("Height (m)").fill("30");
  await properties.getByLabel("Height (m)").press("Enter");
  await properties.getByLabel("Show size", { exact: true }).check();
  const area = pitch.locator('[data-kind="rectangle"]');
  await expect(area.locator('[data-size="width"]')).toHaveText("40 m");
  await expect(area.locator('[data-size="height"]')).toHaveText("30 m");
  const tacticalDrillUrl = await saveAsTacticalDrill(page, "Sized area");

  await page.goto("/account-settings");
  const units = page.getByRole("region", { name: "Units" });
  await units.getByRole("radio", { name: /Yards/ }).check();
  await expect(toasts(page).getByText("Units updated")).toBeVisible();
  await expect(units.getByRole("radio", { name: /Yards/ })).toBeChecked();

  await page.goto(tacticalDrillUrl);
  const sized = pitchOf(page).locator('[data-kind="rectangle"]');
  await expect(sized.locator('[data-size="width"]')).toHaveText("44 yd");
  await expect(sized.locator('[data-size="height"]')).toHaveText("33 yd");

  // The export draws the same labels in the same unit.
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export", exact: true }).click();
  await page.getByRole("menuitem", { name: "Export SVG" }).click();
  const svg = readFileSync((await (await download).path())!, "utf8");
  expect(svg).toContain(">44 yd<");
  expect(svg).toContain(">33 yd<");

  // Back to metres: the diagram never changed, only how it is written.
  await page.goto("/account-settings");
  await page
    .getByRole("region", { name: "Units" })
    .getByRole("radio", { name: /Metres/ })
    .check();
  await expect(toasts(page).getByText("Units updated")).toBeVisible();
  await page.goto(tacticalDrillUrl);
  await expect(pitchOf(page).locator('[data-kind="rectangle"] [data-size="width"]')).toHaveText("40 m");
});
