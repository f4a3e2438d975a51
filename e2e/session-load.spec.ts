import { type Locator, type Page } from "@playwright/test";
import { expect, signUpCoach, test, toasts } from "./fixtures.ts";

/** Today on the browser's calendar (the tests run it in this process's time zone), as a date input takes it. */
function today(): string {
  const now = new Date();
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The loads a "Session load" section shows: its total and each drill's, read from what the coach sees. */
async function loadsIn(scope: Page | Locator) {
  const section = scope.getByRole("region", { name: "Session load" });
  await expect(section).toBeVisible();
  const total = Number(/Total load (\d+)/.exec((await section.textContent()) ?? "")?.[1]);
  const names = await section
    .getByRole("list", { name: "Load per drill" })
    .getByRole("listitem")
    .evaluateAll((items) => items.map((item) => item.getAttribute("aria-label") ?? ""));
  const blocks = names.map((name) => Number(/: load (\d+)$/.exec(name)?.[1]));
  return { total, blocks };
}

/** A session of two drills (20 min high, 15 min medium; the second with a progression), dated today. */
async function buildSession(page: Page, title: string) {
  await page.goto("/create-session");
  await page.getByLabel("Session title").fill(title);
  await page.getByLabel("Date").fill(today());
  await page.getByRole("button", { name: "Got it" }).first().click();
  await page.getByLabel("Drill title").fill("Rondo 5v2");
  await page.getByLabel("Duration (minutes)").fill("20");
  await page.getByLabel("Intensity", { exact: true }).selectOption("high");

  await page.getByRole("button", { name: "Add new drill" }).click();
  await page.getByLabel("Drill title").fill("Finishing");
  await page.getByLabel("Duration (minutes)").fill("15");
  await page.getByRole("button", { name: "Add progression" }).click();
  await page.getByLabel("Progression 1 title").fill("Add a defender");
  await page.getByLabel("Progression 1 description").fill("A recovering defender starts on the halfway line.");

  // The builder shows each drill's load and the total as the coach types: 20 × 3 and 15 × 2.
  await expect(page.getByRole("listitem", { name: "1. Rondo 5v2: load 60" })).toBeVisible();
  await expect(page.getByRole("listitem", { name: "2. Finishing: load 30" })).toBeVisible();
  await expect(page.getByText("Load = minutes × intensity weight (Low 1, Medium 2, High 3)")).toBeVisible();
  const inBuilder = await loadsIn(page);
  expect(inBuilder.blocks).toEqual([60, 30]);
  expect(inBuilder.total).toBe(90);

  await page.getByRole("button", { name: "Save session" }).first().click();
  await expect(toasts(page).getByText("Session saved")).toBeVisible();
  await expect(page).toHaveURL(/\/create-session\?session=/);
  return new URL(page.url()).searchParams.get("session")!;
}

test("a session's load adds up its drills' loads, in the builder, the session and My Sessions' weekly chart", async ({
  page,
}) => {
  await signUpCoach(page);
  const sessionId = await buildSession(page, "Tuesday load check");

  // Changing a drill's intensity changes its load and the total at once.
  await page.getByRole("button", { name: /Finishing/, expanded: false }).click();
  await page.getByLabel("Intensity", { exact: true }).selectOption("low");
  await expect(page.getByRole("listitem", { name: "2. Finishing: load 15" })).toBeVisible();
  const changed = await loadsIn(page);
  expect(changed.total).toBe(changed.blocks.reduce((sum, load) => sum + load, 0));
  expect(changed.total).toBe(75);
  await page.getByRole("button", { name: "Save session" }).first().click();
  await expect(toasts(page).getByText("Session saved")).toBeVisible();

  await page.goto(`/sessions/${sessionId}`);
  await expect(page.getByRole("heading", { name: "Tuesday load check", level: 1 })).toBeVisible();
  const inView = await loadsIn(page);
  expect(inView).toEqual({ total: 75, blocks: [60, 15] });
  await expect(page.getByText(/Load 75/).first()).toBeVisible();

  // My Sessions shows the session's load and this week's, with every week described for screen readers.
  await page.goto("/my-sessions");
  await expect(page.getByRole("listitem", { name: "Tuesday load check" })).toContainText("Load 75");
  const chart = page.getByRole("img", { name: "Weekly load" });
  await expect(chart).toBeVisible();
  await expect(chart).toHaveAccessibleDescription(/this week: load 75 from 1 session/);
});

test("on the pitch shows each drill's progressions and the session's QR code", async ({ page }) => {
  await signUpCoach(page);
  const sessionId = await buildSession(page, "Pitch-side plan");
  await page.goto(`/sessions/${sessionId}`);
  await page.getByRole("button", { name: "On the pitch" }).click();
  const pitch = page.getByRole("region", { name: "On the pitch" });
  await expect(pitch.getByRole("heading", { name: "Rondo 5v2", level: 1 })).toBeVisible();
  const qr = pitch.getByRole("figure", { name: "Scan to open this session" });
  await expect(qr.getByRole("img", { name: /^QR code linking to this session: http.*\/s\/\w+$/ })).toBeVisible();

  await pitch.getByRole("button", { name: "Next drill" }).click();
  await expect(pitch.getByRole("heading", { name: "Finishing", level: 1 })).toBeVisible();
  const progression = pitch.getByRole("listitem", { name: "Progression 1: Add a defender" });
  await expect(progression).toBeVisible();
  await expect(progression.getByText("A recovering defender starts on the halfway line.")).toBeVisible();
  await expect(progression.getByRole("img", { name: "Progression: Add a defender" })).toBeVisible();

  // The code holds the session's short link.
  const { session } = await page.evaluate(async (id) => (await fetch(`/api/sessions/${id}`)).json(), sessionId);
  await expect(qr.getByRole("img")).toHaveAccessibleName(new RegExp(`/s/${session.shortId}$`));
});

test("the author sees how often a public session was viewed and copied", async ({ page, browser }) => {
  test.setTimeout(90_000);
  await signUpCoach(page);
  const title = `Shared load ${Date.now()}`;
  const sessionId = await buildSession(page, title);
  await page.goto("/my-sessions");
  const card = page.getByRole("listitem", { name: title });
  await expect(card).toContainText("0 views · 0 copies");
  await card.getByRole("button", { name: "Publish" }).click();
  await expect(card.getByText("Public")).toBeVisible();

  // Another coach opens it (a view) and copies it (a copy).
  const other = await browser.newPage();
  await signUpCoach(other);
  await other.goto(`/sessions/${sessionId}`);
  await expect(other.getByRole("heading", { name: title, level: 1 })).toBeVisible();
  // Only the author sees the counts.
  await expect(other.getByText(/\d+ views? · \d+ cop(y|ies)/)).toHaveCount(0);
  await other.getByRole("button", { name: "Copy to my sessions" }).click();
  await expect(other).toHaveURL(/\/create-session\?session=/);
  await other.close();

  await page.goto(`/sessions/${sessionId}`);
  await expect(page.getByText("1 view · 1 copy")).toBeVisible();
  await page.goto("/my-sessions");
  await expect(page.getByRole("listitem", { name: title })).toContainText("1 view · 1 copy");
});
