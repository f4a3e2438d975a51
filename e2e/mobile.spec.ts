import { expect, signUpCoach, test } from "./fixtures.ts";

test("on a phone the nav is a scrolling button row and logout vibrates 15 ms and asks first", async ({ page }) => {
  await page.addInitScript(() => {
    const vibrations: unknown[] = [];
    Object.assign(window, { vibrations });
    navigator.vibrate = (pattern) => {
      vibrations.push(pattern);
      return true;
    };
  });
  await signUpCoach(page);
  const row = page.getByRole("navigation", { name: "Main (mobile)" });
  await expect(row.getByRole("link", { name: "Create Session" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Main", exact: true })).toBeHidden();

  await page.getByRole("button", { name: "User menu" }).click();
  await page.getByRole("menuitem", { name: "Log Out" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Are you sure you want to log out?" });
  await expect(dialog).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { vibrations: unknown[] }).vibrations)).toContain(15);
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(page.getByRole("button", { name: "User menu" })).toBeVisible();

  await page.getByRole("button", { name: "User menu" }).click();
  await page.getByRole("menuitem", { name: "Log Out" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Log Out" }).click();
  await expect(
    page.getByRole("navigation", { name: "Main (mobile)" }).getByRole("link", { name: "Log In" }),
  ).toBeVisible();
});

test("on a phone, tap a palette item and then the pitch to place it", async ({ page }) => {
  await page.goto("/tactical-board");
  const pitch = page.getByRole("application", { name: /pitch/i });
  await expect(pitch).toBeVisible();
  // The first-visit card lies over the pitch's top until it is put away.
  await page.getByRole("button", { name: "Got it" }).tap();
  await page.getByRole("button", { name: "Cone", exact: true }).tap();
  await pitch.tap({ position: { x: 120, y: 80 } });
  await expect(pitch.locator('[data-kind="cone"]')).toHaveCount(1);
  await page.getByRole("button", { name: "Player", exact: true }).tap();
  await pitch.tap({ position: { x: 200, y: 120 } });
  await expect(pitch.locator('[data-kind="player"]')).toHaveCount(1);
});
