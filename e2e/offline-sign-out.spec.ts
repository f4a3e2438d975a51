import { expect, signUpCoach, test, waitForServiceWorker } from "./fixtures.ts";

/*
 * Log Out on a shared club tablet with no network: the tablet forgets the coach at once (their sessions,
 * the offline copies, an unsaved draft) and tells the server when the network returns.
 */

test("Log Out pressed offline signs out on the device at once, forgets what it kept, and ends the session on the server once back online", async ({
  page,
  context,
  baseURL,
}) => {
  await signUpCoach(page);
  await waitForServiceWorker(page);
  const created = await page.request.post("/api/sessions", {
    data: { title: "Tuesday pressing", intensity: "high" },
    headers: { Origin: baseURL! },
  });
  expect(created.status()).toBe(201);
  await page.goto("/my-sessions");
  await expect(page.getByRole("listitem", { name: "Tuesday pressing" })).toBeVisible();
  await page.evaluate(() => localStorage.setItem("touchline.session-draft.new", '{"draft":{},"savedAt":""}'));

  await context.setOffline(true);
  await page.getByRole("button", { name: "User menu" }).click();
  await page.getByRole("menuitem", { name: "Log Out" }).click();
  await expect(page.getByRole("link", { name: "Log In" }).first()).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem("touchline.session-draft.new"))).toBeNull();
  await expect.poll(() => page.evaluate(async () => (await caches.keys()).includes("touchline-api"))).toBe(false);

  // Still offline, the next person on the tablet finds no sessions of the previous coach.
  await page.goto("/my-sessions");
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByText("Tuesday pressing")).toHaveCount(0);

  // Back online, the sign-out reaches the server before anything asks who is signed in.
  await context.setOffline(false);
  await page.goto("/");
  await expect(page.getByRole("link", { name: "Log In" }).first()).toBeVisible();
  await expect
    .poll(async () => ((await (await page.request.get("/api/auth/session")).json()) as { user: unknown }).user)
    .toBeNull();
});
