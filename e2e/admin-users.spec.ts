import { type Browser, type Page } from "@playwright/test";
import { DEFAULT_PASSWORD, expect, signInAsAdmin, signInThroughUi, signUpCoach, test, toasts } from "./fixtures.ts";

// Several accounts sign in (each a password hash at production cost) and act in turn: longer than one coach's story.
test.describe.configure({ timeout: 90_000 });

/** A coach signed up through the login screen in a browser of their own. */
async function coachInOwnBrowser(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const { email } = await signUpCoach(page);
  return { context, page, email };
}

/** Finds the account by its e-mail in the users list and opens its page. */
async function openUser(page: Page, email: string) {
  await page.goto("/admin/users");
  await expect(page.getByRole("heading", { name: "User Management", level: 1 })).toBeVisible();
  await page.getByLabel("Search by name or email").fill(email);
  const table = page.getByRole("table", { name: "Users" });
  await expect(table.getByRole("row")).toHaveCount(2);
  const row = table.getByRole("row").filter({ hasText: email });
  await row.getByRole("link").click();
  await expect(page.getByRole("heading", { level: 2 }).first()).toBeVisible();
  await expect(page.getByText(email, { exact: true })).toBeVisible();
}

async function changeLevelTo(page: Page, label: string) {
  await page.getByLabel("Level", { exact: true }).selectOption({ label });
  await page.getByRole("button", { name: "Change level" }).click();
  await expect(toasts(page).getByText("Level changed")).toBeVisible();
  await expect(page.getByRole("region", { name: /Notifications/ })).toContainText(`is now ${label}`);
}

test("a super admin makes a coach admin; that admin makes another coach moderator and cannot grant admin or super admin", async ({
  browser,
}) => {
  const superContext = await browser.newContext();
  const futureAdmin = await coachInOwnBrowser(browser);
  const futureModerator = await coachInOwnBrowser(browser);
  const adminContext = await browser.newContext();
  try {
    const superPage = await superContext.newPage();
    await signInAsAdmin(superPage);
    await openUser(superPage, futureAdmin.email);
    // A super admin may grant every level.
    await expect(superPage.getByLabel("Level", { exact: true }).getByRole("option")).toHaveText([
      "Coach (no level)",
      "Moderator",
      "Admin",
      "Super Admin",
    ]);
    await changeLevelTo(superPage, "Admin");
    const history = superPage.getByRole("list", { name: "Admin actions" });
    await expect(history).toContainText("Changed level: Coach (no level) → Admin");
    await expect(history).toContainText("By Alex Admin <admin@touchline.test>");

    // The new admin signs in and reaches User Management from the Admin Panel.
    const adminPage = await adminContext.newPage();
    await signInThroughUi(adminPage, futureAdmin.email, DEFAULT_PASSWORD);
    await adminPage.getByRole("link", { name: "Admin Panel" }).click();
    await adminPage
      .getByRole("navigation", { name: "Admin sections" })
      .getByRole("link", { name: "User Management" })
      .click();
    await expect(adminPage).toHaveURL("/admin/users");

    await openUser(adminPage, futureModerator.email);
    await expect(adminPage.getByLabel("Level", { exact: true }).getByRole("option")).toHaveText([
      "Coach (no level)",
      "Moderator",
    ]);
    await changeLevelTo(adminPage, "Moderator");
    await expect(adminPage.getByRole("list", { name: "Admin actions" })).toContainText(
      "Changed level: Coach (no level) → Moderator",
    );

    // The super admin's account offers that admin nothing to change.
    await openUser(adminPage, "admin@touchline.test");
    await expect(adminPage.getByLabel("Level", { exact: true })).toHaveCount(0);
    await expect(adminPage.getByRole("button", { name: "Suspend account" })).toHaveCount(0);
    await expect(
      adminPage.getByText(/Only a super admin can grant or remove the admin and super admin levels/),
    ).toBeVisible();
  } finally {
    await Promise.all([
      superContext.close(),
      futureAdmin.context.close(),
      futureModerator.context.close(),
      adminContext.close(),
    ]);
  }
});

test("a super admin suspends an account with a reason, and its holder is refused at sign-in and told why", async ({
  browser,
}) => {
  const superContext = await browser.newContext();
  const holder = await coachInOwnBrowser(browser);
  try {
    const superPage = await superContext.newPage();
    await signInAsAdmin(superPage);
    await openUser(superPage, holder.email);
    await superPage.getByRole("button", { name: "Suspend account" }).click();
    const dialog = superPage.getByRole("dialog", { name: /^Suspend / });
    const reason = "Copied paid drills from another club without permission";
    await dialog.getByLabel("Reason").fill(reason);
    await dialog.getByRole("button", { name: "Suspend account" }).click();
    await expect(toasts(superPage).getByText("Account suspended")).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(superPage.getByText(`Reason: ${reason}`).first()).toBeVisible();
    await expect(superPage.getByRole("button", { name: "Restore account" })).toBeVisible();

    // Their open browser is signed out: the next page load finds no session, and signing in is refused.
    await signInThroughUi(holder.page, holder.email, DEFAULT_PASSWORD);
    await expect(toasts(holder.page).getByText("Sign in failed")).toBeVisible();
    await expect(toasts(holder.page)).toContainText(
      `This account has been suspended. Reason: ${reason} Contact support if you think this is a mistake.`,
    );
    await expect(holder.page).toHaveURL("/login");
  } finally {
    await Promise.all([superContext.close(), holder.context.close()]);
  }
});
