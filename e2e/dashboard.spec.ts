import { expect, signUpCoach, test } from "./fixtures.ts";

test("the welcome dashboard shows the coach's recent activity and opens it", async ({ page, baseURL }) => {
  await signUpCoach(page);
  const activity = page.getByRole("region", { name: "Recent activity" });
  await expect(activity.getByText("Nothing yet: what you create and save shows up here.")).toBeVisible();

  const created = await page.request.post("/api/sessions", {
    data: { title: "Thursday finishing", intensity: "high" },
    headers: { Origin: baseURL! },
  });
  expect(created.status()).toBe(201);
  await page.reload();
  const link = activity.getByRole("link", { name: "Thursday finishing" });
  await expect(link).toBeVisible();
  await expect(activity.getByText("You saved the session")).toBeVisible();
  await link.click();
  await expect(page.getByRole("heading", { name: "Thursday finishing", level: 1 })).toBeVisible();
});

test("the personal library is one click away: from the dashboard and from the user menu", async ({ page }) => {
  await signUpCoach(page);
  await page
    .getByRole("main")
    .getByRole("link", { name: /My Library/ })
    .click();
  await expect(page).toHaveURL("/library");
  await page.goto("/");
  await page.getByRole("button", { name: "User menu" }).click();
  await page.getByRole("menuitem", { name: "My Library" }).click();
  await expect(page).toHaveURL("/library");
});
