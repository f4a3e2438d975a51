import { devices, type Page } from "@playwright/test";
import { expect, signUpCoach, test } from "./fixtures.ts";

/*
 * The main screens in the pseudo-language: every message accented and 40 % longer, as a long language
 * (German, Dutch) makes them. Nothing may spill out of its box or widen the page, and the navigation and the
 * editor's toolbar stay usable, on a laptop (1280 × 720) and on a phone.
 */

const PSEUDO = "pseudo-LOCALE";
const { defaultBrowserType: _browser, ...PHONE } = devices["Pixel 7"];

/** The screens a coach lives in, signed in. */
const SIGNED_IN_SCREENS = ["/", "/my-sessions", "/create-session", "/global-library", "/account-settings", "/messages"];
/** Screens anyone reaches. */
const PUBLIC_SCREENS = ["/login", "/faq", "/feedback"];

/**
 * Controls and headings whose text is wider than their box (clipped, or spilling over what is beside
 * them), and whether the page is wider than the window.
 */
function overflowOf(page: Page) {
  return page.evaluate(() => {
    const spilling: string[] = [];
    // A badge laid over a control's corner (the unread count on Messages) is drawn outside its box on purpose:
    // it is out of the flow and hidden from screen readers, so it is set aside while the words are measured.
    const badges = Array.from(document.querySelectorAll<HTMLElement>('[aria-hidden="true"]')).filter(
      (element) => getComputedStyle(element).position === "absolute",
    );
    for (const badge of badges) badge.style.setProperty("display", "none");
    const selector = "button, a, [role=tab], [role=menuitem], label, h1, h2, h3, th, summary, legend";
    for (const element of Array.from(document.querySelectorAll<HTMLElement>(selector))) {
      const box = element.getBoundingClientRect();
      // Hidden, or kept for screen readers only (a 1 px box, as the skip link until it has focus).
      if (box.width <= 1 || box.height <= 1 || getComputedStyle(element).visibility === "hidden") continue;
      // Text cut with an ellipsis on purpose is a coach's own words (a long title), not a label.
      if (getComputedStyle(element).textOverflow === "ellipsis") continue;
      if (element.scrollWidth > element.clientWidth + 1 && element.clientWidth > 0) {
        spilling.push(`${element.tagName.toLowerCase()} "${element.innerText.slice(0, 60)}"`);
      }
    }
    for (const badge of badges) badge.style.removeProperty("display");
    const scroller = document.scrollingElement!;
    return { spilling, pageWiderThanWindow: scroller.scrollWidth > window.innerWidth };
  });
}

/** The screen is in the pseudo-language, and drawn: its main heading shows accented text. */
async function expectPseudoScreen(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator("html")).toHaveAttribute("lang", "en-XA");
  const heading = page.getByRole("heading", { level: 1 }).first();
  await expect(heading).toBeVisible();
  await expect(heading).toHaveText(/[^\u0020-\u007e]/);
  // Lists and panels settle before they are measured.
  await expect(page.getByRole("progressbar")).toHaveCount(0);
  await page.waitForLoadState("networkidle");
  const overflow = await overflowOf(page);
  expect(overflow, path).toEqual({ spilling: [], pageWiderThanWindow: false });
}

/** The site's navigation: every link in it reachable, whole, in the window. */
async function expectNavigationUsable(page: Page) {
  const banner = page.getByRole("banner");
  const menuButton = banner.locator("button[aria-expanded]").first();
  if (await menuButton.isVisible()) {
    await menuButton.click();
    await expect(menuButton).toHaveAttribute("aria-expanded", "true");
  }
  const links = page.getByRole("navigation").first().getByRole("link");
  expect(await links.count()).toBeGreaterThan(2);
  const { width } = page.viewportSize()!;
  for (const link of await links.all()) {
    await expect(link).toBeVisible();
    // A phone's row of links scrolls sideways: each link comes whole into the window when swiped to.
    await link.scrollIntoViewIfNeeded();
    const box = (await link.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(width + 0.5);
  }
  expect((await overflowOf(page)).spilling).toEqual([]);
  if (await menuButton.isVisible()) await menuButton.click();
}

/** The editor's toolbar: whole in the window, every tool there and ready to press. */
async function expectEditorToolbarUsable(page: Page) {
  await page.goto("/tactical-board");
  await expect(page.locator("html")).toHaveAttribute("lang", "en-XA");
  const pitch = page.getByRole("application").first();
  await expect(pitch).toBeVisible();
  const toolbar = page.getByRole("toolbar").first();
  await expect(toolbar).toBeVisible();
  const { width } = page.viewportSize()!;
  const buttons = await toolbar.getByRole("button").all();
  expect(buttons.length).toBeGreaterThan(3);
  for (const button of buttons) {
    if (!(await button.isVisible())) continue;
    const box = (await button.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(width + 0.5);
    // Playwright's own check that a tap would reach it: visible, steady, enabled and not covered.
    if (await button.isEnabled()) await button.click({ trial: true });
  }
  expect(await overflowOf(page)).toEqual({ spilling: [], pageWiderThanWindow: false });
}

async function openInPseudoLanguage(page: Page) {
  // The tab keeps the pseudo-language from the first address that names it.
  await page.goto(`/login?lang=${PSEUDO}`);
  await expect(page.locator("html")).toHaveAttribute("lang", "en-XA");
}

for (const [device, use] of [
  ["a laptop", { viewport: { width: 1280, height: 720 } }],
  ["a phone", PHONE],
] as const) {
  test.describe(`The pseudo-language on ${device}`, () => {
    test.use(use);

    test("public screens fit their longer words", async ({ page }) => {
      await openInPseudoLanguage(page);
      for (const path of PUBLIC_SCREENS) await expectPseudoScreen(page, path);
      await expectNavigationUsable(page);
    });

    test("a coach's screens and the editor fit their longer words", async ({ page }) => {
      test.slow();
      await signUpCoach(page);
      await openInPseudoLanguage(page);
      for (const path of SIGNED_IN_SCREENS) await expectPseudoScreen(page, path);
      await expectNavigationUsable(page);
      await expectEditorToolbarUsable(page);
    });
  });
}
