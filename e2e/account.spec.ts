import { readFileSync } from "node:fs";
import { type Page } from "@playwright/test";
import { E2E_SERVER_LOG } from "../playwright.config.ts";
import { DEFAULT_PASSWORD, expect, signInThroughUi, signUpCoach, test, toasts, uniqueEmail } from "./fixtures.ts";

/** The newest e-mail change link the server printed for `email` (the log is the outbox), if any yet. */
function latestEmailChangeLinkFor(email: string): string | undefined {
  const log = readFileSync(E2E_SERVER_LOG, "utf8");
  const blocks = log
    .split("[mail]")
    .filter((block) => block.includes(`To: ${email}`) && block.includes("account-settings?email-change="));
  return /(http:\/\/\S+\/account-settings\?email-change=\S+)/.exec(blocks.at(-1) ?? "")?.[1];
}

const section = (page: Page, name: string) => page.getByRole("region", { name });

async function openAccountSettings(page: Page) {
  await page.getByRole("button", { name: "User menu" }).click();
  await page.getByRole("menuitem", { name: "Account Settings" }).click();
  await expect(page).toHaveURL("/account-settings");
  await expect(page.getByRole("heading", { name: "Account Settings", level: 1 })).toBeVisible();
}

test("a coach downloads their data as JSON, then deletes the account: signed out, and cannot sign in again", async ({
  page,
  baseURL,
}) => {
  const { email, password } = await signUpCoach(page);
  const title = `Export me ${Date.now()}`;
  const created = await page.request.post("/api/sessions", {
    data: { title, intensity: "medium" },
    headers: { Origin: baseURL! },
  });
  expect(created.status()).toBe(201);

  await openAccountSettings(page);
  const downloadStarted = page.waitForEvent("download");
  await section(page, "Your data").getByRole("button", { name: "Download my data" }).click();
  const download = await downloadStarted;
  expect(download.suggestedFilename()).toMatch(/^touchline-export-\d{4}-\d{2}-\d{2}\.json$/);
  const text = readFileSync(await download.path(), "utf8");
  expect(text).not.toMatch(/scrypt\$|session_token/);
  const data = JSON.parse(text);
  expect(data.profile).toMatchObject({ email, firstName: "Jamie", lastName: "Ferreira" });
  expect(data.trainingSessions.map((session: { title: string }) => session.title)).toContain(title);
  expect(data.signInSessions.length).toBeGreaterThan(0);

  const dangerZone = section(page, "Danger zone");
  await expect(dangerZone.getByText(/deleted immediately: we do not wait the 30 days/)).toBeVisible();
  await dangerZone.getByRole("button", { name: "Delete my account" }).click();
  const dialog = page.getByRole("dialog", { name: "Delete your account?" });
  const confirm = dialog.getByRole("button", { name: "Delete my account permanently" });
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel("Type DELETE to confirm").fill("delete");
  await dialog.getByLabel("Password", { exact: true }).fill(password);
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel("Type DELETE to confirm").fill("DELETE");
  await expect(confirm).toBeEnabled();
  await confirm.click();

  await expect(page).toHaveURL("/");
  await expect(toasts(page).getByText("Account deleted")).toBeVisible();
  await expect(page.getByRole("link", { name: "Log In" }).first()).toBeVisible();
  await page.goto("/account-settings");
  await expect(page).toHaveURL("/login");

  await signInThroughUi(page, email, password);
  await expect(toasts(page).getByText("Sign in failed")).toBeVisible();
  await expect(page).toHaveURL("/login");
});

test("a name change shows in the user menu at once", async ({ page }) => {
  await signUpCoach(page);
  await openAccountSettings(page);
  const profile = section(page, "Profile");
  await expect(profile.getByLabel("First name")).toHaveValue("Jamie");
  await profile.getByLabel("First name").fill("Morgan");
  await profile.getByLabel("Last name").fill("Okafor");
  await profile.getByRole("button", { name: "Save" }).click();
  await expect(toasts(page).getByText("Profile updated")).toBeVisible();

  await page.getByRole("button", { name: "User menu" }).click();
  await expect(page.getByRole("menu").getByText("Morgan Okafor")).toBeVisible();
  await page.keyboard.press("Escape");
  await page.reload();
  await expect(section(page, "Profile").getByLabel("Last name")).toHaveValue("Okafor");
});

test("an e-mail change is confirmed through the link mailed to the new address", async ({ page }) => {
  const { email, password } = await signUpCoach(page);
  const newEmail = uniqueEmail("moved");
  await openAccountSettings(page);
  const emailSection = section(page, "Email");
  await expect(emailSection.getByText(email)).toBeVisible();

  await emailSection.getByLabel("New email").fill(newEmail);
  await emailSection.getByLabel("Current password", { exact: true }).fill("not-my-password");
  await emailSection.getByRole("button", { name: "Send confirmation link" }).click();
  await expect(emailSection.getByText("Your current password is incorrect.")).toBeVisible();

  await emailSection.getByLabel("Current password", { exact: true }).fill(password);
  await emailSection.getByRole("button", { name: "Send confirmation link" }).click();
  await expect(toasts(page).getByText("Confirmation link sent")).toBeVisible();
  await expect(emailSection.getByText(`Waiting for confirmation of ${newEmail}`)).toBeVisible();

  await expect.poll(() => latestEmailChangeLinkFor(newEmail)).toBeTruthy();
  await page.goto(latestEmailChangeLinkFor(newEmail)!);
  await expect(section(page, "Email").getByText(`Your email address is now ${newEmail}`)).toBeVisible();
  await expect(toasts(page).getByText("Email address updated")).toBeVisible();
  await expect(page).toHaveURL("/account-settings");

  await page.goto("/");
  await expect(page.getByRole("heading", { name: `Welcome back, ${newEmail.split("@")[0]}!` })).toBeVisible();

  // The new address signs in; the old one no longer does.
  await page.context().clearCookies();
  await signInThroughUi(page, email, password);
  await expect(toasts(page).getByText("Sign in failed")).toBeVisible();
  await signInThroughUi(page, newEmail, password);
  await expect(page.getByRole("heading", { name: `Welcome back, ${newEmail.split("@")[0]}!` })).toBeVisible();
});

test("a password change asks for the current one and says 'Password updated successfully!'", async ({ page }) => {
  const { email } = await signUpCoach(page);
  await openAccountSettings(page);
  const passwordSection = section(page, "Password");
  await passwordSection.getByLabel("Current password", { exact: true }).fill(DEFAULT_PASSWORD);
  await passwordSection.getByLabel("New password", { exact: true }).fill("corner-flag-routine-7");
  await passwordSection.getByLabel("Confirm new password", { exact: true }).fill("corner-flag-routine-7");
  await passwordSection.getByRole("button", { name: "Show new password" }).click();
  await expect(passwordSection.getByLabel("New password", { exact: true })).toHaveAttribute("type", "text");
  await passwordSection.getByRole("button", { name: "Update Password" }).click();
  await expect(toasts(page).getByText("Password updated successfully!")).toBeVisible();
  await expect(passwordSection.getByLabel("Current password", { exact: true })).toHaveValue("");

  // Still signed in here; the new password is the one that works.
  await page.goto("/my-sessions");
  await expect(page).toHaveURL("/my-sessions");
  await page.context().clearCookies();
  await signInThroughUi(page, email, "corner-flag-routine-7");
  await expect(page).toHaveURL("/");
});
