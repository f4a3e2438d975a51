import { type Page } from "@playwright/test";
import {
  DEFAULT_PASSWORD,
  expect,
  latestConfirmationLinkFor,
  latestResetLinkFor,
  signInThroughUi,
  signUpThroughUi,
  test,
  toasts,
  uniqueEmail,
} from "./fixtures.ts";

async function submitSignUp(page: Page, email: string) {
  await page.goto("/login");
  await page.getByRole("button", { name: "Create an account" }).click();
  await page.getByLabel("First name").fill("Robin");
  await page.getByLabel("Last name").fill("Okafor");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(DEFAULT_PASSWORD);
  await page.getByRole("button", { name: "Sign Up" }).click();
}

test("sign up → welcome toast and dashboard greeting by the part of the e-mail before the @", async ({ page }) => {
  const { email } = await signUpThroughUi(page);
  await expect(page).toHaveURL("/");
  await expect(toasts(page).getByText("Welcome to Touchline!")).toBeVisible();
  await expect(toasts(page).getByText("Your account has been created successfully.")).toBeVisible();
  await expect(page.getByRole("heading", { name: `Welcome, ${email.split("@")[0]}!` })).toBeVisible();
  // Back on another day: welcomed back.
  await page.reload();
  await page.goto("/");
  await expect(page.getByRole("heading", { name: `Welcome back, ${email.split("@")[0]}!` })).toBeVisible();
  for (const card of ["Create Session", "My Sessions", "Tactical Board", "Global Library"]) {
    await expect(page.getByRole("main").getByRole("link", { name: new RegExp(card) })).toBeVisible();
  }
});

test("sign up → Check your email, the same for a taken address; signing in first asks to confirm", async ({ page }) => {
  const email = uniqueEmail("pending");
  await submitSignUp(page, email);
  await expect(page.getByRole("heading", { name: "Check your email" })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await expect(page.getByText(/spam or junk folder/)).toBeVisible();

  await page.getByRole("link", { name: "Back to Login" }).click();
  await signInThroughUi(page, email, DEFAULT_PASSWORD);
  await expect(toasts(page).getByText("Sign in failed")).toBeVisible();
  await expect(
    toasts(page).getByText("Please confirm your e-mail address first: follow the link we sent you."),
  ).toBeVisible();

  const { email: taken } = await signUpThroughUi(page);
  await page.context().clearCookies();
  await submitSignUp(page, taken);
  await expect(page.getByRole("heading", { name: "Check your email" })).toBeVisible();
  await expect(page.getByText(taken)).toBeVisible();

  // The pending address's link asks for the sign-up's password: a wrong one is said beside the field and
  // the link still works; the right one signs in and lands on the dashboard.
  await page.goto(latestConfirmationLinkFor(email));
  await page.getByLabel("Password", { exact: true }).fill("not-the-password");
  await page.getByRole("button", { name: "Confirm and log in" }).click();
  await expect(page.getByText(/That is not the password you chose when you signed up/)).toBeVisible();
  await page.getByLabel("Password", { exact: true }).fill(DEFAULT_PASSWORD);
  await page.getByRole("button", { name: "Confirm and log in" }).click();
  await expect(toasts(page).getByText("Welcome to Touchline!")).toBeVisible();
  await expect(page.getByRole("heading", { name: `Welcome, ${email.split("@")[0]}!` })).toBeVisible();
  await expect(page).toHaveURL("/");
});

test("a session ended in another browser shows the signed-out state at the next call", async ({ page, browser }) => {
  const { email, password } = await signUpThroughUi(page);
  const otherBrowser = await browser.newContext();
  try {
    const otherPage = await otherBrowser.newPage();
    await signInThroughUi(otherPage, email, password);
    await expect(otherPage.getByRole("heading", { name: `Welcome back, ${email.split("@")[0]}!` })).toBeVisible();
    // Log Out signs out of every session of the account.
    await otherPage.getByRole("button", { name: "User menu" }).click();
    await otherPage.getByRole("menuitem", { name: "Log Out" }).click();
    await expect(otherPage.getByRole("link", { name: "Log In" }).first()).toBeVisible();
  } finally {
    await otherBrowser.close();
  }

  // The first page's next call is its live messages stream reconnecting, once the server has ended it with
  // the session: refused, so the page shows the signed-out state without a reload.
  await expect(page.getByRole("link", { name: "Log In" }).first()).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: /My Sessions/ })).toHaveCount(0);
});

test("sign up shows validation messages and keeps what was typed", async ({ page }) => {
  await page.goto("/login");
  await page.getByRole("button", { name: "Create an account" }).click();
  await page.getByLabel("Email").fill("not-an-email");
  await page.getByLabel("Password", { exact: true }).fill("123");
  await page.getByRole("button", { name: "Sign Up" }).click();
  await expect(page.getByText("Please enter your first name")).toBeVisible();
  await expect(page.getByText("Please enter a valid email address")).toBeVisible();
  await expect(page.getByText("Password must be at least 6 characters long")).toBeVisible();
  await expect(page.getByLabel("Email")).toHaveValue("not-an-email");
});

test("a common password is refused with a 'Sign up failed' toast", async ({ page }) => {
  await page.goto("/login");
  await page.getByRole("button", { name: "Create an account" }).click();
  await page.getByLabel("First name").fill("Sam");
  await page.getByLabel("Last name").fill("Weak");
  await page.getByLabel("Email").fill(`weak-${Date.now()}@example.com`);
  await page.getByLabel("Password", { exact: true }).fill("football");
  await page.getByRole("button", { name: "Sign Up" }).click();
  await expect(toasts(page).getByText("Sign up failed")).toBeVisible();
  await expect(toasts(page).getByText(/too common/)).toBeVisible();
});

test("sign out on desktop is immediate and returns to the landing page", async ({ page }) => {
  await signUpThroughUi(page);
  await page.getByRole("button", { name: "User menu" }).click();
  await page.getByRole("menuitem", { name: "Log Out" }).click();
  await expect(page.getByRole("link", { name: "Log In" }).first()).toBeVisible();
  await page.goto("/my-sessions");
  await expect(page).toHaveURL("/login");
});

test("wrong password → 'Sign in failed' toast with the server's message", async ({ page }) => {
  const { email } = await signUpThroughUi(page);
  await page.context().clearCookies();
  await signInThroughUi(page, email, "not-the-password");
  await expect(toasts(page).getByText("Sign in failed")).toBeVisible();
  await expect(toasts(page).getByText("Invalid email or password.")).toBeVisible();
  await expect(page).toHaveURL("/login");
});

test("sign in → 'Welcome back!' toast and /", async ({ page }) => {
  const { email, password } = await signUpThroughUi(page);
  await page.context().clearCookies();
  await signInThroughUi(page, email, password);
  await expect(toasts(page).getByText("Welcome back!")).toBeVisible();
  await expect(toasts(page).getByText("You have been signed in successfully.")).toBeVisible();
  await expect(page).toHaveURL("/");
});

test("forgot password → Check your email → follow the link → Password updated! → sign in with the new password; the old link is dead", async ({
  page,
}) => {
  const { email } = await signUpThroughUi(page);
  await page.context().clearCookies();

  await page.goto("/login");
  await page.getByRole("link", { name: "Forgot your password?" }).click();
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByText("Please enter your email address")).toBeVisible();
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByRole("heading", { name: "Check your email" })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await expect(toasts(page).getByText("Password reset email sent! Check your inbox.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to Login" })).toBeVisible();
  await page.getByRole("button", { name: "Send another email" }).click();
  await expect(page.getByRole("button", { name: "Send reset link" })).toBeVisible();

  const link = latestResetLinkFor(email);
  await page.goto(link);
  await expect(page.getByText("Must be at least 6 characters long")).toBeVisible();
  await page.getByLabel("New password", { exact: true }).fill("a-fresh-secret-42");
  await page.getByLabel("Confirm new password", { exact: true }).fill("a-different-one-42");
  await page.getByRole("button", { name: "Update Password" }).click();
  await expect(page.getByText("Passwords do not match")).toBeVisible();
  await page.getByRole("button", { name: "Show new password" }).click();
  await expect(page.getByLabel("New password", { exact: true })).toHaveAttribute("type", "text");
  await page.getByLabel("Confirm new password", { exact: true }).fill("a-fresh-secret-42");
  await page.getByRole("button", { name: "Update Password" }).click();
  await expect(page.getByRole("heading", { name: "Password updated!" })).toBeVisible();
  await expect(toasts(page).getByText("Password updated successfully!")).toBeVisible();
  await page.getByRole("link", { name: "Continue to Dashboard" }).click();
  await expect(page.getByRole("heading", { name: /Welcome back/ })).toBeVisible();

  await page.context().clearCookies();
  await signInThroughUi(page, email, DEFAULT_PASSWORD);
  await expect(toasts(page).getByText("Sign in failed")).toBeVisible();
  await signInThroughUi(page, email, "a-fresh-secret-42");
  await expect(toasts(page).getByText("Welcome back!")).toBeVisible();

  await page.context().clearCookies();
  await page.goto(link);
  await expect(toasts(page).getByText("Invalid or expired reset link")).toBeVisible();
  await expect(page).toHaveURL("/login");
});

test("the reset page without a token sends the visitor to /login", async ({ page }) => {
  await page.goto("/reset-password");
  await expect(toasts(page).getByText("Invalid or expired reset link")).toBeVisible();
  await expect(page).toHaveURL("/login");
});
