import { type Page } from "@playwright/test";
import { expect, signInAsAdmin, signUpCoach, test, toasts } from "./fixtures.ts";

/** The bell's accessible name carries the count: "Messages" or "Messages: N unread". */
const bellOf = (page: Page) => page.getByRole("banner").getByRole("link", { name: /^Messages(: \d+ unread)?$/ });

async function unreadCountOf(page: Page): Promise<number> {
  const name = (await bellOf(page).getAttribute("aria-label")) ?? "";
  return Number(/: (\d+) unread/.exec(name)?.[1] ?? 0);
}

const bellNameFor = (count: number) => (count > 0 ? `Messages: ${count} unread` : "Messages");
const badgeTextFor = (count: number) => (count > 9 ? "9+" : String(count));

test("an admin's broadcast reaches a coach's bell live, and opening it clears the badge", async ({ browser }) => {
  const adminContext = await browser.newContext();
  const coachContext = await browser.newContext();
  try {
    const coachPage = await coachContext.newPage();
    await signUpCoach(coachPage);
    await expect(bellOf(coachPage)).toBeVisible();
    // A brand-new coach has nothing unread unless a retry of this story already sent a broadcast.
    const unreadBefore = await unreadCountOf(coachPage);

    const adminPage = await adminContext.newPage();
    await signInAsAdmin(adminPage);
    await adminPage.goto("/admin/messaging");
    const title = `Pitch 2 closed ${Date.now()}`;
    await adminPage.getByLabel("Title").fill(title);
    await adminPage.getByLabel("Content").fill("Frost on the surface: Tuesday's session moves to pitch 3.");
    await adminPage.getByLabel("Type", { exact: true }).selectOption({ label: "Warning" });
    await adminPage.getByLabel("Target audience").selectOption({ label: "Coaches" });
    await adminPage.getByLabel("Urgent").check();
    await adminPage.getByRole("button", { name: "Send Message" }).click();
    await expect(toasts(adminPage).getByText("Message sent")).toBeVisible();
    await expect(adminPage.getByLabel("Title")).toHaveValue("");
    const sent = adminPage.getByRole("list", { name: "Sent messages" }).getByRole("listitem", { name: title });
    await expect(sent).toContainText("Read by 0 of");

    // No reload: the server pushes the change to the coach's open page.
    await expect(bellOf(coachPage)).toHaveAccessibleName(bellNameFor(unreadBefore + 1));
    await expect(bellOf(coachPage).getByText(badgeTextFor(unreadBefore + 1), { exact: true })).toBeVisible();

    await bellOf(coachPage).click();
    await expect(coachPage).toHaveURL("/messages");
    const message = coachPage.getByRole("button", { name: new RegExp(title) });
    await expect(message).toHaveAccessibleName(/Warning.*Urgent.*Unread/);
    await expect(message).toHaveAttribute("aria-expanded", "false");
    // A disclosure button: the keyboard opens it as well as a click.
    await message.focus();
    await coachPage.keyboard.press("Enter");
    await expect(message).toHaveAttribute("aria-expanded", "true");
    await expect(coachPage.getByText("Frost on the surface: Tuesday's session moves to pitch 3.")).toBeVisible();
    await expect(message).not.toHaveAccessibleName(/Unread/);

    await expect(bellOf(coachPage)).toHaveAccessibleName(bellNameFor(unreadBefore));
    if (unreadBefore === 0) await expect(bellOf(coachPage).getByText(/^(\d|9\+)$/)).toHaveCount(0);

    // The admin's list counts the read without a reload either.
    await expect(sent).toContainText("Read by 1 of");
  } finally {
    await adminContext.close();
    await coachContext.close();
  }
});

test("the messages page says when there is nothing to read", async ({ page }) => {
  // The story above writes to coaches only, and no other story sends broadcasts: staff have none.
  await signInAsAdmin(page);
  await page.goto("/messages");
  await expect(page.getByRole("heading", { name: "Messages", level: 1 })).toBeVisible();
  await expect(page.getByText("No messages yet")).toBeVisible();
  await expect(bellOf(page)).toHaveAccessibleName("Messages");
});
