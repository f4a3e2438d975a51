import { readFileSync } from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import { type APIRequestContext, test as base, type Cookie, expect, type Page } from "@playwright/test";
import { E2E_ADMIN, E2E_SERVER_LOG } from "../playwright.config.ts";

export { expect };

/** WCAG 2.1 A and AA: what the product promises. */
const WCAG_AA_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];
const BLOCKING_IMPACTS: ReadonlySet<string> = new Set(["serious", "critical"]);

/**
 * Waits for transitions that end (a dialog fading in, a toast sliding up), so colours are measured as
 * they settle; endless ones (spinners) are left running.
 */
async function waitForFiniteAnimations(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/** The serious and critical WCAG A/AA violations axe finds on the page as it is: rule, impact, selectors. */
export async function seriousAccessibilityViolations(page: Page): Promise<string[]> {
  await waitForFiniteAnimations(page);
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_AA_TAGS).analyze();
  return violations
    .filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ""))
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help} at ${violation.nodes
          .map((node) => `${node.target.join(" ")} ${node.html.slice(0, 120)}`)
          .join(", ")}`,
    );
}

/** Fails with the list of serious and critical violations on the page, naming the state it was checked in. */
export async function expectAccessible(page: Page, state: string) {
  expect(
    await seriousAccessibilityViolations(page),
    `serious or critical accessibility violations on ${state}`,
  ).toEqual([]);
}

/**
 * Every story ends with an accessibility check of the page it leaves on screen, so a new screen or state
 * is checked without anyone remembering to. A story that already failed is not checked again.
 */
export const test = base.extend<{ accessibilityCheckAtEnd: void }>({
  accessibilityCheckAtEnd: [
    async ({ page }, use, testInfo) => {
      await use();
      if (testInfo.status !== testInfo.expectedStatus || testInfo.expectedStatus !== "passed") return;
      // A story that never opened a page of the app (API-only) or closed it leaves nothing to check.
      if (page.isClosed() || !page.url().startsWith("http")) return;
      await expectAccessible(page, `the page the story ended on (${page.url()})`);
    },
    { auto: true },
  ],
});

export const DEFAULT_PASSWORD = "tuesday-rondo-drill";

let counter = 0;
export function uniqueEmail(prefix = "coach"): string {
  counter += 1;
  return `${prefix}-${Date.now()}-${process.pid}-${counter}@example.com`;
}

/**
 * Signs a new coach up through the login screen, follows the confirmation link the server mailed, types the
 * sign-up's password there (which signs in) and waits for the welcome dashboard.
 */
export async function signUpThroughUi(page: Page, { email = uniqueEmail(), password = DEFAULT_PASSWORD } = {}) {
  await page.goto("/login");
  await page.getByRole("button", { name: "Create an account" }).click();
  await page.getByLabel("First name").fill("Jamie");
  await page.getByLabel("Last name").fill("Ferreira");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign Up" }).click();
  await expect(page.getByRole("heading", { name: "Check your email" })).toBeVisible();
  await page.goto(latestConfirmationLinkFor(email));
  await expect(page.getByRole("heading", { name: "Confirm your e-mail address" })).toBeVisible();
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Confirm and log in" }).click();
  // A brand-new coach is welcomed, not welcomed back.
  await expect(page.getByRole("heading", { name: `Welcome, ${email.split("@")[0]}!` })).toBeVisible();
  return { email, password };
}

/**
 * A new coach, signed in, on their dashboard: signed up through the API (the sign-up screens have their own
 * stories in auth.spec.ts), so a story about something else spends its time on that.
 */
export async function signUpCoach(page: Page, { email = uniqueEmail(), password = DEFAULT_PASSWORD } = {}) {
  // The page's request context shares the browser's cookies: the confirmation signs the page in.
  await signUpThroughApi(page.request, { email, password, firstName: "Jamie", lastName: "Ferreira" });
  await page.goto("/");
  await expect(page.getByRole("heading", { name: `Welcome back, ${email.split("@")[0]}!` })).toBeVisible();
  return { email, password };
}

/** The seeded demo content's author, as the libraries name them (apps/server/src/seed/demo-sessions.ts). */
const DEMO_AUTHOR_NAME = "Touchline Coaching Team";

/**
 * The newest seeded demo session, for the stories that read "a public session" signed out. Not the newest
 * public session: in a full run that can be one another story has just published, whose author then sees
 * this story's reads counted as a view.
 */
export async function demoSession(request: APIRequestContext): Promise<{ id: string; shortId: string }> {
  const library = (await (await request.get("/api/global-library?pageSize=50")).json()) as {
    sessions: Array<{ id: string; shortId: string; authorName: string }>;
  };
  const session = library.sessions.find((candidate) => candidate.authorName === DEMO_AUTHOR_NAME);
  if (!session) throw new Error("no demo session among the 50 newest public sessions");
  return session;
}

/** Signs a coach up through the API and follows the mailed confirmation link, which signs `request` in. */
export async function signUpThroughApi(
  request: APIRequestContext,
  account: { email: string; password: string; firstName: string; lastName: string },
) {
  const signUp = await request.post("/api/auth/sign-up", { data: account });
  expect(signUp.status()).toBe(202);
  const token = new URL(latestConfirmationLinkFor(account.email)).searchParams.get("confirm");
  const confirmed = await request.post("/api/auth/confirm-email", { data: { token, password: account.password } });
  expect(confirmed.status()).toBe(200);
}

/** The newest sign-up confirmation link the server printed for `email` (the log is the outbox in the tests). */
export function latestConfirmationLinkFor(email: string): string {
  const log = readFileSync(E2E_SERVER_LOG, "utf8");
  const blocks = log.split("[mail]").filter((block) => block.includes(`To: ${email}`) && block.includes("/?confirm="));
  const match = /(http:\/\/\S+\/\?confirm=\S+)/.exec(blocks.at(-1) ?? "");
  if (!match) throw new Error(`no confirmation link for ${email} in the server log`);
  return match[1]!;
}

export async function signInThroughUi(page: Page, email: string, password: string) {
  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
}

/** The newest mail the server printed for `email` (no SMTP in the tests: the log is the outbox). */
export function latestMailTo(email: string): { subject: string; body: string } {
  const log = readFileSync(E2E_SERVER_LOG, "utf8");
  const block = log
    .split("[mail]")
    .filter((part) => part.includes(`To: ${email}\n`))
    .at(-1);
  const match = /Subject: (.*)\n\n([\s\S]*?)\n\[\/mail\]/.exec(block ?? "");
  if (!match) throw new Error(`no mail to ${email} in the server log`);
  return { subject: match[1]!, body: match[2]! };
}

/** The newest password-reset link the server printed for `email` (no SMTP in the tests: the log is the outbox). */
export function latestResetLinkFor(email: string): string {
  const log = readFileSync(E2E_SERVER_LOG, "utf8");
  const blocks = log
    .split("[mail]")
    .filter((block) => block.includes(`To: ${email}`) && block.includes("reset-password?token="));
  const match = /(http:\/\/\S+\/reset-password\?token=\S+)/.exec(blocks.at(-1) ?? "");
  if (!match) throw new Error(`no reset link for ${email} in the server log`);
  return match[1]!;
}

/** The toast region (Radix names it "Notifications (F8)"); toasts are looked up inside it. */
export function toasts(page: Page) {
  return page.getByRole("region", { name: /Notifications/ });
}

/** The super admin's session cookies, once this worker has signed in through the login screen. */
let adminCookies: Cookie[] | undefined;

/**
 * Signs the super admin that the test server starts with in, and waits for the dashboard. The first
 * story of a worker signs in through the login screen; later ones reuse that session, as a browser
 * would, because sign-in allows an account 10 tries in 15 minutes and the admin stories outnumber that.
 */
export async function signInAsAdmin(page: Page) {
  const adminPanel = page.getByRole("link", { name: "Admin Panel" });
  if (adminCookies) {
    await page.context().addCookies(adminCookies);
    await page.goto("/");
    // Wait for the shell to know who is signed in: either the admin's link or the visitor's Log In.
    await expect(adminPanel.or(page.getByRole("link", { name: "Log In" }).first())).toBeVisible();
    if (await adminPanel.isVisible()) return;
  }
  await signInThroughUi(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(adminPanel).toBeVisible();
  adminCookies = await page.context().cookies();
}

/**
 * Resolves once the service worker controls the page: it registers after the first page has loaded and,
 * on a first visit, takes the page over once installed (the precache filled).
 */
export async function waitForServiceWorker(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (navigator.serviceWorker.controller) return;
    await new Promise((resolve) =>
      navigator.serviceWorker.addEventListener("controllerchange", resolve, { once: true }),
    );
  });
}

/**
 * On an open editor: two players placed, then the first moved in two further frames, so the drawing is a
 * 3-frame animation of 2 s, left on its third frame.
 */
export async function drawThreeFrameAnimation(page: Page) {
  const pitch = page.getByRole("application", { name: /pitch/i });
  await page.getByRole("button", { name: "Player", exact: true }).dragTo(pitch, { targetPosition: { x: 150, y: 200 } });
  await page.getByRole("button", { name: "Player", exact: true }).dragTo(pitch, { targetPosition: { x: 250, y: 300 } });
  await expect(pitch.locator('[data-kind="player"]')).toHaveCount(2);
  for (const [frame, to] of [
    [2, { x: 350, y: 200 }],
    [3, { x: 450, y: 150 }],
  ] as const) {
    await page.getByRole("button", { name: "Add frame" }).click();
    await expect(page.getByRole("button", { name: `Frame ${frame}` })).toHaveAttribute("aria-pressed", "true");
    await pitch.locator('[data-kind="player"]').first().dragTo(pitch, { targetPosition: to });
  }
}

/**
 * Console errors and uncaught errors while the page hydrates: React reports a mismatch as "Hydration
 * failed" / "did not match" (a recoverable error, thrown to window.onerror in production builds as
 * minified error #418 or #419). A page's own 404 status is not a problem.
 */
export function watchForHydrationProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() !== "error") return;
    if (/Failed to load resource: the server responded with a status of 404/.test(message.text())) return;
    problems.push(message.text());
  });
  page.on("pageerror", (error) => problems.push(error.message));
  return problems;
}

/** React has taken over the server's markup: hydrateRoot marks the root element as its container. */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() =>
    Object.keys(document.getElementById("root") ?? {}).some((key) => key.startsWith("__reactContainer")),
  );
}
