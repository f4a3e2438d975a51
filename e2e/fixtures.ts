import { readFileSync } from "node:fs";
import { expect, type Page } from "@playwright/test";
import { E2E_ADMIN, E2E_SERVER_LOG } from "../playwright.config.ts";

export const DEFAULT_PASSWORD = "tuesday-rondo-drill";

let counter = 0;
export function uniqueEmail(prefix = "coach"): string {
  counter += 1;
  return `${prefix}-${Date.now()}-${process.pid}-${counter}@example.com`;
}

/** Signs a new coach up through the login screen and waits for the welcome dashboard. */
export async function signUpThroughUi(page: Page, { email = uniqueEmail(), password = DEFAULT_PASSWORD } = {}) {
  await page.goto("/login");
  await page.getByRole("button", { name: "Create an account" }).click();
  await page.getByLabel("First name").fill("Jamie");
  await page.getByLabel("Last name").fill("Ferreira");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign Up" }).click();
  await expect(page.getByRole("heading", { name: `Welcome back, ${email.split("@")[0]}!` })).toBeVisible();
  return { email, password };
}

export async function signInThroughUi(page: Page, email: string, password: string) {
  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
}

/** The newest password-reset link the server printed for `email` (no SMTP in the tests: the log is the outbox). */
export function latestResetLinkFor(email: string): string {
  const log = readFileSync(E2E_SERVER_LOG, "utf8");
  const blocks = log.split("[mail]").filter((block) => block.includes(`To: ${email}`) && block.includes("reset-password?token="));
  const match = /(http:\/\/\S+\/reset-password\?token=\S+)/.exec(blocks.at(-1) ?? "");
  if (!match) throw new Error(`no reset link for ${email} in the server log`);
  return match[1]!;
}

/** The toast region (Radix names it "Notifications (F8)"); toasts are looked up inside it. */
export function toasts(page: Page) {
  return page.getByRole("region", { name: /Notifications/ });
}

/** Signs the super admin that the test server starts with in, and waits for the dashboard. */
export async function signInAsAdmin(page: Page) {
  await signInThroughUi(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(page.getByRole("link", { name: "Admin Panel" })).toBeVisible();
}
