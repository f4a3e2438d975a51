import { type APIRequestContext, type APIRequest, type Page } from "@playwright/test";
import {
  DEFAULT_PASSWORD,
  expect,
  signInAsAdmin,
  signUpThroughApi,
  signUpCoach,
  test,
  toasts,
  uniqueEmail,
} from "./fixtures.ts";

const uniqueTitle = (prefix: string) =>
  `${prefix} ${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}`;

/** Posts an item as a freshly signed-up coach, through the API, from a context apart from the page's. */
async function postFeedbackAsAnotherCoach(request: APIRequestContext, title: string) {
  await signUpThroughApi(request, {
    email: uniqueEmail("feedback-author"),
    password: DEFAULT_PASSWORD,
    firstName: "Sam",
    lastName: "Vella",
  });
  const created = await request.post("/api/feedback", {
    data: { title, description: "The drill timer should beep at the end of each block.", category: "feature" },
  });
  expect(created.status()).toBe(201);
}

const cardNamed = (page: Page, title: string) => page.getByRole("article", { name: title });

/** How many bug reports the board lists before a story adds its own. */
async function countBugReports(request: APIRequest, baseURL: string): Promise<number> {
  const api = await request.newContext({ baseURL });
  const response = await api.get("/api/feedback", { params: { category: "bug", pageSize: 1 } });
  expect(response.status()).toBe(200);
  const { total } = (await response.json()) as { total: number };
  await api.dispose();
  return total;
}

test.describe("feedback", () => {
  test("a visitor reads the feedback but is asked to log in to vote", async ({ page, playwright, baseURL }) => {
    const title = uniqueTitle("Beeping timer");
    const api = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL! } });
    await postFeedbackAsAnotherCoach(api, title);
    await api.dispose();

    await page.goto("/feedback");
    await expect(page.getByRole("heading", { level: 1, name: "Feedback & Feature Requests" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Join the Community" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Sign Up / Log In" })).toHaveAttribute("href", "/login");
    await expect(page.getByRole("button", { name: "Submit Feedback" })).toHaveCount(0);
    for (const label of ["Sort by", "Category", "Status"]) await expect(page.getByLabel(label)).toBeVisible();

    const card = cardNamed(page, title);
    await expect(card).toContainText("Feature Request");
    await expect(card).toContainText("Open");
    await expect(card).toContainText("Sam Vella");
    await card.getByRole("button", { name: "Upvote: 0" }).click();
    await expect(toasts(page).getByText("Authentication Required")).toBeVisible();
    await expect(toasts(page).getByText("Please log in to vote on feedback.")).toBeVisible();
    await expect(card.getByRole("button", { name: "Upvote: 0" })).toHaveAttribute("aria-pressed", "false");
  });

  test("a coach submits feedback through both dialogs, votes up, switches down and takes the vote back", async ({
    page,
  }) => {
    await signUpCoach(page);
    await page.goto("/feedback");
    await expect(page.getByRole("heading", { name: "Join the Community" })).toHaveCount(0);

    await page.getByRole("button", { name: "Submit Feedback" }).click();
    const tips = page.getByRole("dialog", { name: "How to Write Great Feedback" });
    await expect(tips).toBeVisible();
    await tips.getByRole("button", { name: "Got It, Continue" }).click();

    const form = page.getByRole("dialog", { name: "Submit Feedback" });
    await expect(form).toBeVisible();
    await expect(form.getByLabel("Category")).toHaveValue("general");
    // 'Tips' goes back to the tips and the draft survives the round trip.
    const title = uniqueTitle("Session templates");
    await form.getByLabel("Title").fill(`  ${title}  `);
    await form.getByRole("button", { name: "Tips" }).click();
    await tips.getByRole("button", { name: "Got It, Continue" }).click();
    await expect(form.getByLabel("Title")).toHaveValue(`  ${title}  `);
    await form
      .getByLabel("Description")
      .fill("Let me start a session from a saved template of warm-up, main part and game.");
    await form.getByLabel("Category").selectOption({ label: "Feature Request" });
    await form.getByRole("button", { name: "Submit", exact: true }).click();

    await expect(toasts(page).getByText("Feedback Submitted")).toBeVisible();
    await expect(
      toasts(page).getByText("Thank you for your feedback! It's now visible to the community."),
    ).toBeVisible();
    await expect(form).toBeHidden();

    const card = cardNamed(page, title);
    await expect(card).toContainText("Feature Request");
    await expect(card).toContainText("Jamie Ferreira");
    await expect(card.getByRole("button", { name: "Upvote: 0" })).toHaveAttribute("aria-pressed", "false");

    await card.getByRole("button", { name: "Upvote: 0" }).click();
    await expect(card.getByRole("button", { name: "Upvote: 1" })).toHaveAttribute("aria-pressed", "true");
    await expect(card.getByRole("button", { name: "Downvote: 0" })).toHaveAttribute("aria-pressed", "false");

    await card.getByRole("button", { name: "Downvote: 0" }).click();
    await expect(card.getByRole("button", { name: "Downvote: 1" })).toHaveAttribute("aria-pressed", "true");
    await expect(card.getByRole("button", { name: "Upvote: 0" })).toHaveAttribute("aria-pressed", "false");

    await card.getByRole("button", { name: "Downvote: 1" }).click();
    await expect(card.getByRole("button", { name: "Downvote: 0" })).toHaveAttribute("aria-pressed", "false");
    await expect(card.getByRole("button", { name: "Upvote: 0" })).toHaveAttribute("aria-pressed", "false");

    // What the server kept, not what the page guessed.
    await expect(card.getByRole("button", { name: "Downvote: 0" })).not.toHaveAttribute("aria-disabled", "true");
    await page.reload();
    await expect(cardNamed(page, title).getByRole("button", { name: "Upvote: 0" })).toHaveAttribute(
      "aria-pressed",
      "false",
    );
    await expect(cardNamed(page, title).getByRole("button", { name: "Downvote: 0" })).toHaveAttribute(
      "aria-pressed",
      "false",
    );
  });

  test("an admin changes an item's status and the public list shows it", async ({ page, playwright, baseURL }) => {
    const title = uniqueTitle("Offline mode");
    const api = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL! } });
    await postFeedbackAsAnotherCoach(api, title);
    await api.dispose();

    await signInAsAdmin(page);
    await page.goto("/feedback");
    await expect(page.getByRole("main").getByRole("link", { name: "Admin Panel" })).toHaveAttribute(
      "href",
      "/admin/feedback",
    );
    await cardNamed(page, title)
      .getByRole("link", { name: /^Admin/ })
      .click();
    await expect(page).toHaveURL(/\/admin\/feedback\?id=/);
    const row = page.getByRole("article", { name: title });
    await expect(row).toBeVisible();
    await expect(page.getByRole("link", { name: "Show all" })).toBeVisible();

    await page.getByRole("link", { name: "Show all" }).click();
    await expect(page).toHaveURL(/\/admin\/feedback$/);
    await row.getByLabel("Status").selectOption("resolved");
    await expect(toasts(page).getByText("Status updated")).toBeVisible();
    await expect(row.getByLabel("Status")).toHaveValue("resolved");

    await page.goto("/feedback");
    const card = cardNamed(page, title);
    await expect(card).toContainText("Resolved");
    await expect(card).toContainText("Issue has been resolved or feature implemented");

    await page.getByLabel("Status").selectOption("resolved");
    await expect(page).toHaveURL(/status=resolved/);
    await expect(cardNamed(page, title)).toBeVisible();
    await page.getByLabel("Status").selectOption("open");
    await expect(cardNamed(page, title)).toHaveCount(0);
  });

  test("the list shows a page at a time and 'Load more' brings the rest, under the chosen sort and filter", async ({
    page,
    playwright,
    baseURL,
  }) => {
    const earlierBugReports = await countBugReports(playwright.request, baseURL!);
    // A page and a half of bug reports, from two coaches (one may post 20 an hour).
    const prefix = uniqueTitle("Paged bug");
    const titles = Array.from({ length: 30 }, (_, index) => `${prefix} #${String(index + 1).padStart(2, "0")}`);
    for (const batch of [titles.slice(0, 15), titles.slice(15)]) {
      const api = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL! } });
      await signUpThroughApi(api, {
        email: uniqueEmail("paged-author"),
        password: DEFAULT_PASSWORD,
        firstName: "Pat",
        lastName: "Page",
      });
      for (const title of batch) {
        const created = await api.post("/api/feedback", {
          data: { title, description: "The pitch flickers when I zoom in.", category: "bug" },
        });
        expect(created.status()).toBe(201);
      }
      await api.dispose();
    }

    await page.goto("/feedback");
    await page.getByLabel("Category").selectOption({ label: "Bug Report" });
    await page.getByLabel("Sort by").selectOption({ label: "Newest" });
    await expect(page).toHaveURL(/category=bug/);
    await expect(page).toHaveURL(/sort=newest/);

    // Ours are the newest bug reports; a retried story finds the first try's too, so totals count from before.
    const list = page.getByRole("list", { name: "Feedback" });
    const ours = list.getByRole("article").filter({ hasText: prefix });
    const total = earlierBugReports + titles.length;
    const newestFirst = titles.toReversed();
    await expect(page.getByText(`Showing 20 of ${total}`)).toBeVisible();
    await expect(ours).toHaveCount(20);
    await expect(ours.first()).toHaveAccessibleName(newestFirst[0]!);
    await expect(cardNamed(page, newestFirst[19]!)).toBeVisible();
    await expect(cardNamed(page, newestFirst[20]!)).toHaveCount(0);

    await page.getByRole("button", { name: "Load more" }).click();
    await expect(page.getByText(`Showing ${Math.min(40, total)} of ${total}`)).toBeVisible();
    await expect(ours).toHaveCount(30);
    for (const [index, title] of newestFirst.entries()) await expect(ours.nth(index)).toHaveAccessibleName(title);
    if (total <= 40) await expect(page.getByRole("button", { name: "Load more" })).toHaveCount(0);

    // Another sort starts again from its own first page.
    await page.getByLabel("Sort by").selectOption({ label: "Oldest" });
    await expect(page).toHaveURL(/sort=oldest/);
    await expect(page.getByText(`Showing 20 of ${total}`)).toBeVisible();
    if (earlierBugReports === 0) await expect(ours.first()).toHaveAccessibleName(titles[0]!);
  });
});
