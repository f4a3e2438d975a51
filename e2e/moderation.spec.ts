import { type Page } from "@playwright/test";
import { expect, signInAsAdmin, signUpCoach, test, toasts } from "./fixtures.ts";

// Several accounts sign in (each a password hash at production cost) and act in turn: longer than one coach's story.
test.describe.configure({ timeout: 90_000 });

/** The bell's accessible name carries the count: "Messages" or "Messages: N unread". */
const bellOf = (page: Page) => page.getByRole("banner").getByRole("link", { name: /^Messages(: \d+ unread)?$/ });

async function unreadCountOf(page: Page): Promise<number> {
  const name = (await bellOf(page).getAttribute("aria-label")) ?? "";
  return Number(/: (\d+) unread/.exec(name)?.[1] ?? 0);
}

/** A coach plans a one-drill session and publishes it from My Sessions; returns its id. */
async function publishSession(page: Page, title: string): Promise<string> {
  await page.goto("/create-session");
  await page.getByLabel("Session title").fill(title);
  await page.getByRole("button", { name: "Got it" }).first().click();
  await page.getByLabel("Drill title").fill("Rondo 4v1");
  await page.getByLabel("Organisation").fill("Four attackers on a 10 x 10 m square keep the ball from one defender.");
  await page.getByRole("button", { name: "Save session" }).first().click();
  await expect(toasts(page).getByText("Session saved")).toBeVisible();
  await expect(page).toHaveURL(/\/create-session\?session=/);
  const id = new URL(page.url()).searchParams.get("session")!;

  await page.getByRole("link", { name: "My Sessions" }).first().click();
  const card = page.getByRole("listitem", { name: title });
  await card.getByRole("button", { name: "Publish" }).click();
  await expect(card.getByText("Public")).toBeVisible();
  return id;
}

test("a coach reports a session, a moderator unpublishes it with a reason, and the author is told live", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const title = `Copied rondo ${Date.now().toString(36)}`;
  const reason = "This session is copied word for word from a paid coaching course.";
  const authorContext = await browser.newContext();
  const reporterContext = await browser.newContext();
  const moderatorContext = await browser.newContext();
  try {
    // The author publishes, then keeps a page open for the rest of the story.
    const author = await authorContext.newPage();
    await signUpCoach(author);
    const sessionId = await publishSession(author, title);
    await expect(bellOf(author)).toBeVisible();
    const unreadBefore = await unreadCountOf(author);

    // Another coach reports it from the session page.
    const reporter = await reporterContext.newPage();
    await signUpCoach(reporter);
    await reporter.goto(`/sessions/${sessionId}`);
    await expect(reporter.getByRole("heading", { name: title, level: 1 })).toBeVisible();
    await reporter.getByRole("button", { name: "Report" }).click();
    const reportDialog = reporter.getByRole("dialog", { name: "Report this session" });
    await reportDialog.getByLabel("Reason").selectOption({ label: "Copied without permission" });
    await reportDialog.getByLabel("What is wrong?").fill("The drills are pasted from a course I paid for.");
    await reportDialog.getByRole("button", { name: "Send report" }).click();
    await expect(toasts(reporter).getByText("Report sent")).toBeVisible();

    // The super admin (above moderator) reaches moderation from the user menu and sees the report.
    const moderator = await moderatorContext.newPage();
    await signInAsAdmin(moderator);
    await moderator.getByRole("button", { name: "User menu" }).click();
    await moderator.getByRole("menuitem", { name: "Moderation" }).click();
    await expect(moderator).toHaveURL("/admin/moderation");
    await expect(moderator.getByRole("heading", { name: "Moderation Dashboard", level: 1 })).toBeVisible();
    const dashboardCard = moderator
      .getByRole("list", { name: "Most reported sessions" })
      .getByRole("article", { name: title });
    await expect(dashboardCard).toContainText("Copied without permission × 1");
    await moderator.getByRole("link", { name: "Reports Dashboard" }).click();
    await expect(moderator).toHaveURL("/admin/reports");

    const card = moderator.getByRole("list", { name: "Reported sessions" }).getByRole("article", { name: title });
    await expect(card).toContainText("1 report");
    await card.getByRole("link", { name: `Open the reports on ${title}` }).click();
    await expect(moderator.getByRole("heading", { name: title, level: 2 })).toBeVisible();
    const reports = moderator.getByRole("list", { name: "Reports" });
    await expect(reports).toContainText("Copied without permission");
    await expect(reports).toContainText("The drills are pasted from a course I paid for.");
    await expect(reports).toContainText("Jamie Ferreira");

    // Unpublish needs a reason, which the dialog asks for in a labelled field.
    await moderator.getByRole("button", { name: `Unpublish ${title}` }).click();
    const dialog = moderator.getByRole("dialog", { name: "Unpublish this session?" });
    await dialog.getByRole("button", { name: "Unpublish session" }).click();
    await expect(dialog.getByRole("alert")).toContainText("Please give a reason");
    await dialog.getByLabel("Reason (sent to the author)").fill(reason);
    await dialog.getByRole("button", { name: "Unpublish session" }).click();
    await expect(toasts(moderator).getByText("Session unpublished")).toBeVisible();
    await expect(moderator).toHaveURL("/admin/reports");
    await expect(moderator.getByRole("article", { name: title })).toHaveCount(0);

    // The author's open page lights up without a reload, and /messages gives the reason. (Another story
    // may broadcast to coaches at the same time, so the count is only known to have gone up.)
    await expect.poll(() => unreadCountOf(author)).toBeGreaterThan(unreadBefore);
    await expect(bellOf(author).getByText(/^(\d|9\+)$/)).toBeVisible();
    await bellOf(author).click();
    await expect(author).toHaveURL("/messages");
    const notice = author.getByRole("button", { name: new RegExp(title) });
    await expect(notice).toHaveAccessibleName(/Warning.*Unread/);
    await notice.click();
    await expect(author.getByText(`Reason: ${reason}`)).toBeVisible();
    await expect(notice).not.toHaveAccessibleName(/Unread/);

    // The reporter, who is not its author, got no message; the session is gone from the library.
    await reporter.goto("/messages");
    await expect(reporter.getByRole("heading", { name: "Messages", level: 1 })).toBeVisible();
    await expect(reporter.getByText(title)).toHaveCount(0);
    await reporter.goto(`/global-library?q=${encodeURIComponent(title)}`);
    await expect(reporter.getByText("No public session matches these filters.")).toBeVisible();

    // The moderation dashboard lists the action with its reason.
    await moderator.goto("/admin/moderation");
    const actions = moderator.getByRole("list", { name: "Recent moderation actions" });
    await expect(actions.getByRole("listitem").first()).toContainText(`Unpublished session · “${title}”`);
    await expect(actions.getByRole("listitem").first()).toContainText(reason);
  } finally {
    await authorContext.close();
    await reporterContext.close();
    await moderatorContext.close();
  }
});

test("a moderator marks a fresh publication reviewed and finds public sessions, never private ones", async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const stamp = Date.now().toString(36);
  const publicTitle = `Pressing triggers ${stamp}`;
  const privateTitle = `Secret set pieces ${stamp}`;
  const authorContext = await browser.newContext();
  const moderatorContext = await browser.newContext();
  try {
    const author = await authorContext.newPage();
    await signUpCoach(author);
    await publishSession(author, publicTitle);
    await author.goto("/create-session");
    await author.getByLabel("Session title").fill(privateTitle);
    await author.getByRole("button", { name: "Save session" }).first().click();
    await expect(toasts(author).getByText("Session saved")).toBeVisible();

    const moderator = await moderatorContext.newPage();
    await signInAsAdmin(moderator);
    await moderator.goto("/admin/moderation");
    const unreviewed = moderator.getByRole("list", { name: "Unreviewed sessions" });
    await unreviewed.getByRole("button", { name: `Mark as reviewed (${publicTitle})` }).click();
    await expect(toasts(moderator).getByText("Marked as reviewed")).toBeVisible();
    await expect(unreviewed.getByRole("listitem", { name: publicTitle })).toHaveCount(0);

    await moderator.getByRole("link", { name: "Session Management" }).click();
    await expect(moderator).toHaveURL("/admin/sessions");
    await expect(moderator.getByText(/Private sessions: \d+ \(counted only/)).toBeVisible();
    await moderator.getByLabel("Search sessions").fill(stamp);
    const results = moderator.getByRole("list", { name: "Public sessions" });
    await expect(results.getByRole("listitem", { name: publicTitle })).toContainText("reviewed");
    await expect(results.getByRole("listitem")).toHaveCount(1);
    await expect(moderator.getByText(privateTitle)).toHaveCount(0);
    await expect(results.getByRole("link", { name: `View ${publicTitle}` })).toHaveAttribute("href", /\/sessions\//);
  } finally {
    await authorContext.close();
    await moderatorContext.close();
  }
});

test("a session a moderator unpublished stays private until a moderator approves its author's review request", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const title = `Borrowed pressing ${Date.now().toString(36)}`;
  const reason = "The drills are pasted from a paid course; please write them in your own words.";
  const authorContext = await browser.newContext();
  const moderatorContext = await browser.newContext();
  try {
    const author = await authorContext.newPage();
    await signUpCoach(author);
    const sessionId = await publishSession(author, title);

    // The moderator unpublishes it from Session Management, with a reason.
    const moderator = await moderatorContext.newPage();
    await signInAsAdmin(moderator);
    await moderator.goto("/admin/sessions");
    await moderator.getByLabel("Search sessions").fill(title);
    const results = moderator.getByRole("list", { name: "Public sessions" });
    await results.getByRole("button", { name: `Unpublish ${title}` }).click();
    const unpublishDialog = moderator.getByRole("dialog", { name: "Unpublish this session?" });
    await unpublishDialog.getByLabel("Reason (sent to the author)").fill(reason);
    await unpublishDialog.getByRole("button", { name: "Unpublish session" }).click();
    await expect(toasts(moderator).getByText("Session unpublished")).toBeVisible();

    // The author sees why in My Sessions, where Publish was: no Publish, a way to ask for a review.
    await author.goto("/my-sessions");
    const card = author.getByRole("listitem", { name: title });
    await expect(card.getByText("Held by a moderator")).toBeVisible();
    const notice = card.getByRole("region", { name: "Unpublished by a moderator" });
    await expect(notice).toContainText(`Reason: ${reason}`);
    await expect(card.getByRole("button", { name: "Publish", exact: true })).toHaveCount(0);
    // Nor can it be published behind the screen's back.
    const publish = await author.request.post(`/api/sessions/${sessionId}/publish`, {
      headers: { Origin: new URL(author.url()).origin },
    });
    expect(publish.status()).toBe(409);
    expect((await publish.json()).error.code).toBe("SESSION_HELD_BY_MODERATION");

    // The session's own page says the same; the author asks for a review there.
    await author.goto(`/sessions/${sessionId}`);
    const pageNotice = author.getByRole("region", { name: "Unpublished by a moderator" });
    await expect(pageNotice).toContainText(reason);
    await pageNotice.getByRole("button", { name: /^Ask for review/ }).click();
    const askDialog = author.getByRole("dialog", { name: "Ask for a review?" });
    await askDialog.getByLabel("Message to the moderator (optional)").fill("I rewrote every drill myself.");
    await askDialog.getByRole("button", { name: "Ask for review" }).click();
    await expect(toasts(author).getByText("Review requested")).toBeVisible();
    await expect(pageNotice.getByRole("button", { name: "Review requested" })).toBeDisabled();

    // The moderator finds the request on the dashboard, with the reason and the author's words, and approves.
    await moderator.goto("/admin/moderation");
    const request = moderator.getByRole("list", { name: "Review requests" }).getByRole("listitem", { name: title });
    await expect(request).toContainText(reason);
    await expect(request).toContainText("I rewrote every drill myself.");
    await request.getByRole("button", { name: `Approve (${title})` }).click();
    await expect(toasts(moderator).getByText("Review approved")).toBeVisible();
    await expect(request).toHaveCount(0);
    const actions = moderator.getByRole("list", { name: "Recent moderation actions" });
    await expect(actions.getByRole("listitem").first()).toContainText(`Approved review request · “${title}”`);

    // The session is public again, in the author's list and in the library, and theirs to unpublish.
    await author.goto("/my-sessions");
    await expect(card.getByText("Public", { exact: true })).toBeVisible();
    await expect(card.getByRole("region", { name: "Unpublished by a moderator" })).toHaveCount(0);
    await expect(card.getByRole("button", { name: "Unpublish" })).toBeVisible();
    await author.goto(`/global-library?q=${encodeURIComponent(title)}`);
    await expect(author.getByRole("link", { name: title }).first()).toBeVisible();
  } finally {
    await authorContext.close();
    await moderatorContext.close();
  }
});
