import { type Page } from "@playwright/test";
import { expect, signUpCoach, test, toasts } from "./fixtures.ts";
import { pdfText } from "./pdf-text.ts";

const pitchNamed = (page: Page, name: RegExp) => page.getByRole("application", { name });

async function buildTwoDrillSession(page: Page, title: string, secretWord: string) {
  await page.goto("/create-session");
  await page.getByLabel("Session title").fill(title);
  await page.getByLabel("Theme").fill("Keeping the ball under pressure and finding the free player.");
  await page.getByRole("button", { name: "Got it" }).first().click();

  // Drill 1 (the warm-up block is open on a new session).
  await page.getByLabel("Drill title").fill("Rondo 4v1");
  await page
    .getByRole("button", { name: "Cone", exact: true })
    .dragTo(pitchNamed(page, /Pitch for Rondo 4v1/), { targetPosition: { x: 200, y: 150 } });
  await expect(pitchNamed(page, /Pitch for Rondo 4v1/).locator('[data-kind="cone"]')).toHaveCount(1);
  await page
    .getByLabel("Organisation")
    .fill(`Four attackers on a 10 x 10 m square keep the ball from one defender. Password: ${secretWord}.`);

  // Drill 2.
  await page.getByRole("button", { name: "Add new drill" }).click();
  await page.getByLabel("Drill title").fill("Finishing from crosses");
  await page
    .getByRole("button", { name: "Player", exact: true })
    .dragTo(pitchNamed(page, /Pitch for Finishing from crosses/), { targetPosition: { x: 250, y: 150 } });
  await page.getByRole("button", { name: "Add coaching point" }).click();
  await page.getByLabel("Coaching points 1", { exact: true }).fill("Attack the near post");

  await expect(page.getByLabel("Session facts")).toContainText("30 min");
  await page.getByRole("button", { name: "Save session" }).first().click();
  await expect(toasts(page).getByText("Session saved")).toBeVisible();
  await expect(page).toHaveURL(/\/create-session\?session=/);
  return new URL(page.url()).searchParams.get("session")!;
}

test("plan, publish, find, copy and adapt a session; share it; export the PDF", async ({ page, browser }) => {
  test.setTimeout(120_000);
  const secretWord = `zebra${Date.now().toString(36)}`;
  const title = `Wednesday U12 possession ${secretWord}`;
  await signUpCoach(page);
  const sessionId = await buildTwoDrillSession(page, title, secretWord);

  await page.getByRole("link", { name: "My Sessions" }).first().click();
  const card = page.getByRole("listitem", { name: title });
  await expect(card).toBeVisible();
  await expect(card.getByText("Private")).toBeVisible();
  await card.getByRole("button", { name: "Publish" }).click();
  await expect(card.getByText("Public")).toBeVisible();

  // Another coach finds it by a word that only appears in a drill's text, and copies it.
  const other = await browser.newPage();
  await signUpCoach(other);
  await other.goto("/global-library");
  await other.getByLabel("Search sessions").fill(secretWord);
  const found = other.getByRole("listitem", { name: title });
  await expect(found).toBeVisible();
  // Wait for the search's own answer, not the previous list kept on screen meanwhile: only one session
  // has this word, so the list has settled when it shows one Copy button.
  await expect(other.getByRole("button", { name: /^Copy to my sessions \(/ })).toHaveCount(1);
  await found.getByRole("button", { name: `Copy to my sessions (${title})` }).click();
  await expect(other).toHaveURL(/\/create-session\?session=/);
  expect(new URL(other.url()).searchParams.get("session")).not.toBe(sessionId);
  await other.getByLabel("Session title").fill("My adapted rondo session");
  await other.getByRole("button", { name: "Save session" }).first().click();
  await expect(toasts(other).getByText("Session saved")).toBeVisible();
  await other.goto(`/sessions/${sessionId}`);
  await expect(other.getByRole("heading", { name: title, level: 1 })).toBeVisible();
  await other.close();

  // The author sees the copy counted.
  await page.goto("/my-sessions");
  await page.goto(`/sessions/${sessionId}`);
  await expect(page.getByRole("heading", { name: title, level: 1 })).toBeVisible();
  await expect(page.getByRole("listitem", { name: /Drill 1: Rondo 4v1/ })).toBeVisible();
  await expect(page.getByRole("listitem", { name: /Drill 2: Finishing from crosses/ })).toBeVisible();

  // The PDF has the title and one block per drill.
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export PDF" }).click();
  const pdf = await download;
  expect(pdf.suggestedFilename()).toMatch(/\.pdf$/);
  const text = await pdfText((await pdf.path())!);
  expect(text).toContain("Wednesday U12 possession");
  expect(text).toContain("Rondo 4v1");
  expect(text).toContain("Finishing from crosses");
  expect(text).toMatch(/Page 1 of \d/);

  // Signed out, the short link opens the public session.
  const { session } = await page.evaluate(async (id) => (await fetch(`/api/sessions/${id}`)).json(), sessionId);
  const visitor = await browser.newPage();
  await visitor.goto(`/s/${session.shortId}`);
  await expect(visitor.getByRole("heading", { name: title, level: 1 })).toBeVisible();
  await expect(visitor.getByRole("button", { name: "Copy to my sessions" })).toHaveCount(0);
  await visitor.close();
});

test("a private session is the 404 page for anyone but its owner", async ({ page, browser }) => {
  await signUpCoach(page);
  const sessionId = await buildTwoDrillSession(page, "Private plan", `secret${Date.now()}`);
  const visitor = await browser.newPage();
  await visitor.goto(`/sessions/${sessionId}`);
  await expect(visitor.getByRole("heading", { name: "This page is off the pitch" })).toBeVisible();
  await visitor.close();
});

test("leaving the session builder with unsaved changes asks first", async ({ page }) => {
  await signUpCoach(page);
  await page.goto("/create-session");
  await page.getByLabel("Session title").fill("Half-finished idea");
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "My Sessions" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Leave without saving?" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(page).toHaveURL("/create-session");
  await expect(page.getByLabel("Session title")).toHaveValue("Half-finished idea");

  await page.reload();
  await expect(page.getByRole("button", { name: "Restore draft" })).toBeVisible();
  await page.getByRole("button", { name: "Restore draft" }).click();
  await expect(page.getByLabel("Session title")).toHaveValue("Half-finished idea");

  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "My Sessions" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Leave without saving" }).click();
  await expect(page).toHaveURL("/my-sessions");
});

test("the global library is not empty on first run", async ({ page }) => {
  await signUpCoach(page);
  await page.goto("/global-library");
  await expect(page.getByText(/^\d+ sessions?$/)).toBeVisible();
  const count = Number((await page.getByText(/^\d+ sessions?$/).textContent())!.split(" ")[0]);
  expect(count).toBeGreaterThanOrEqual(10);
  await page.getByLabel("Age group").selectOption("U12");
  await expect(page.getByRole("list").getByRole("listitem").first()).toBeVisible();
});
