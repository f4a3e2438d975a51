import { readFile } from "node:fs/promises";
import { expect, signInAsAdmin, signUpCoach, test, uniqueEmail } from "./fixtures.ts";

// Several accounts sign in (each a password hash at production cost) and act in turn: longer than one coach's story.
test.describe.configure({ timeout: 90_000 });

test("after two sign-ups a super admin sees them in the analytics, the user table and its CSV, and the database on the health screen", async ({
  browser,
}) => {
  const coachEmails = [uniqueEmail("analytics-a"), uniqueEmail("analytics-b")];
  for (const email of coachEmails) {
    const context = await browser.newContext();
    await signUpCoach(await context.newPage(), { email });
    await context.close();
  }

  const page = await browser.newPage();
  await signInAsAdmin(page);

  await page.goto("/admin/analytics");
  await expect(page.getByRole("heading", { name: "Analytics", level: 1 })).toBeVisible();
  const signUps = page.getByRole("figure", { name: "Sign-ups" });
  await expect(signUps.getByRole("img", { name: /^Sign-ups per day, .*: \d+ in total/ })).toBeVisible();
  // The chart library draws on a canvas once it has loaded.
  await expect(signUps.locator("canvas").first()).toBeVisible();
  await signUps.getByText("Show table").click();
  const table = signUps.getByRole("table", { name: "Sign-ups per day" });
  await expect(table.getByRole("row")).toHaveCount(31); // the header and 30 days
  // Days run oldest first: the last row is today (UTC).
  const today = new Date().toISOString().slice(0, 10);
  const todayRow = table.getByRole("row").last();
  await expect(todayRow.locator("time")).toHaveAttribute("datetime", today);
  expect(Number(await todayRow.getByRole("cell").textContent())).toBeGreaterThanOrEqual(2);

  await page.getByLabel("Interval").selectOption({ label: "Per week" });
  await expect(signUps.getByRole("img", { name: /^Sign-ups per week/ })).toBeVisible();

  await page.goto("/admin/user-analytics");
  await expect(page.getByRole("heading", { name: "User Activity Analytics", level: 1 })).toBeVisible();
  await page.getByLabel("Search users").fill("analytics-");
  const usersTable = page.getByRole("table");
  for (const email of coachEmails) await expect(usersTable.getByRole("cell", { name: email })).toBeVisible();
  await expect(usersTable.getByRole("row")).toHaveCount(3);
  const nameHeader = usersTable.getByRole("columnheader", { name: "Name" });
  await expect(nameHeader).toHaveAttribute("aria-sort", "none");
  await nameHeader.getByRole("button").click();
  await expect(nameHeader).toHaveAttribute("aria-sort", "ascending");

  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download CSV" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`user-activity-${today}.csv`);
  const csv = (await readFile(await download.path(), "utf8")).replace(/^\uFEFF/, "");
  const lines = csv.split("\r\n");
  expect(lines[0]).toBe("Name,Email,Sessions created,Public sessions,Drills,Copies received,Messages read,Last active");
  for (const email of coachEmails) expect(csv).toContain(`,${email},`);

  await page.goto("/admin/health");
  await expect(page.getByRole("heading", { name: "System Health", level: 1 })).toBeVisible();
  const database = page.getByRole("definition").filter({ hasText: "PGlite" });
  await expect(database).toHaveText(/^PGlite \(embedded\): Reachable, [\d.]+ ms$/);
  await expect(page.getByText(/^Last checked /)).toBeVisible();
  await expect(page.getByRole("definition").filter({ hasText: /of \d+ applied/ })).toBeVisible();
});
