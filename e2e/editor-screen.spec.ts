import { type Page } from "@playwright/test";
import { addObjects, createDiagram, createObject, type Diagram } from "@touchline/diagram";
import { expect, signUpThroughApi, test, uniqueEmail } from "./fixtures.ts";

/*
 * The pitch is the screen: on a laptop, a tablet either way round and a phone, the editor's pitch takes at
 * least 60 % of the window without the page scrolling, and every control of the editor is in its toolbar
 * row or one press away in a menu. On-the-pitch mode fits the window too: the diagram, the timer and
 * Previous/Next all inside it.
 */

const SIZES = [
  { name: "a 1280 × 720 laptop", viewport: { width: 1280, height: 720 } },
  { name: "a 1366 × 768 laptop", viewport: { width: 1366, height: 768 } },
  { name: "a 1920 × 1080 screen", viewport: { width: 1920, height: 1080 } },
  { name: "an iPad in landscape", viewport: { width: 1024, height: 768 }, isMobile: true, hasTouch: true },
  { name: "an iPad in portrait", viewport: { width: 768, height: 1024 }, isMobile: true, hasTouch: true },
  { name: "a phone in portrait", viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
];

/** Every control of the tactical board's editor, by its accessible name. */
const CONTROLS = [
  "Undo",
  "Redo",
  "Duplicate",
  "Delete",
  "Snap to grid",
  "Zoom in",
  "Zoom out",
  "Fit the pitch",
  "Full screen",
  "Find an action…",
  "Details",
  "Play",
  "Previous frame",
  "Next frame",
  "Add frame",
  "Animation options",
  "Export PNG",
  "Export SVG",
  "Export JSON",
  "Export video or GIF",
  "Import JSON",
  "New board",
];
/** The menus that hold what the rows leave out. */
const MENUS = ["More tools", "Export"];

const pitchOf = (page: Page) => page.getByRole("application", { name: /pitch/i });

/** The share of the window the pitch covers (its box clipped to the window), and whether the page scrolls. */
async function measure(page: Page) {
  const { width, height } = page.viewportSize()!;
  const box = (await pitchOf(page).boundingBox())!;
  const visible =
    Math.max(0, Math.min(width, box.x + box.width) - Math.max(0, box.x)) *
    Math.max(0, Math.min(height, box.y + box.height) - Math.max(0, box.y));
  const scroll = await page.evaluate(() => {
    const scroller = document.scrollingElement!;
    return {
      isScrollingDown: scroller.scrollHeight > window.innerHeight,
      isScrollingSideways: scroller.scrollWidth > window.innerWidth,
    };
  });
  return { ratio: visible / (width * height), ...scroll };
}

async function expectPitchGetsTheScreen(page: Page) {
  const { ratio, isScrollingDown, isScrollingSideways } = await measure(page);
  expect(ratio, `the pitch covers ${(ratio * 100).toFixed(1)} % of the window`).toBeGreaterThanOrEqual(0.6);
  expect({ isScrollingDown, isScrollingSideways }).toEqual({ isScrollingDown: false, isScrollingSideways: false });
}

/** Whether the control is a visible, whole button in the window; if not, whether a menu holds it. */
async function expectReachable(page: Page, name: string) {
  const button = page.getByRole("button", { name, exact: true });
  if ((await button.count()) === 1 && (await button.isVisible())) {
    await expect(button, `${name} in the window`).toBeInViewport({ ratio: 1 });
    return;
  }
  for (const menu of MENUS) {
    const trigger = page.getByRole("button", { name: menu, exact: true });
    await expect(trigger).toBeInViewport({ ratio: 1 });
    await trigger.click();
    const found = page
      .getByRole("menu")
      .locator("[role=menuitem], [role=menuitemcheckbox]")
      .filter({ hasText: new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`) });
    const isThere = (await found.count()) === 1;
    if (isThere) await expect(found).toBeInViewport({ ratio: 1 });
    await page.keyboard.press("Escape");
    await expect(page.getByRole("menu")).toHaveCount(0);
    if (isThere) return;
  }
  throw new Error(`${name} is neither in the toolbar nor in a menu`);
}

for (const size of SIZES) {
  test.describe(`on ${size.name}`, () => {
    test.use({ viewport: size.viewport, isMobile: size.isMobile ?? false, hasTouch: size.hasTouch ?? false });

    test("the tactical board's pitch takes at least 60 % of the window, nothing scrolls, every control is reachable", async ({
      page,
    }) => {
      await page.goto("/tactical-board");
      await expect(pitchOf(page)).toBeVisible();
      await expectPitchGetsTheScreen(page);
      // The editor's own header: back, the title as the page's heading, the save state.
      await expect(page.getByRole("navigation", { name: "Main", exact: true })).toBeHidden();
      await expect(page.getByRole("link", { name: /Home/ })).toBeInViewport({ ratio: 1 });
      await expect(page.getByRole("heading", { level: 1, name: "Tactical Board" })).toBeVisible();
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
      await expect(page.getByRole("main")).toHaveCount(1);
      for (const name of CONTROLS) await expectReachable(page, name);
      // The first-visit hint is a card over the pitch, not a band that pushes it away.
      await page.getByRole("button", { name: "Got it" }).click();
      await expectPitchGetsTheScreen(page);
    });
  });
}

test.describe("on an iPad in portrait", () => {
  test.use({ viewport: { width: 768, height: 1024 }, isMobile: true, hasTouch: true });

  test("a wide pitch is shown upright, a tap lands where the finger is, and the drawing stays horizontal", async ({
    page,
  }) => {
    await page.goto("/tactical-board");
    const pitch = pitchOf(page);
    const box = (await pitch.boundingBox())!;
    expect(box.height).toBeGreaterThan(box.width);
    await page.getByRole("button", { name: "Got it" }).tap();
    await page.getByRole("button", { name: "Catalogue" }).tap();
    await page
      .getByRole("complementary", { name: "Catalogue" })
      .getByRole("button", { name: "Cone", exact: true })
      .tap();
    await page.getByRole("button", { name: "Catalogue" }).tap();
    // A quarter of the way across and a fifth of the way down the upright view: the view's x is the
    // stored y, and the stored x runs from the bottom (x = 0) to the top (x = 105 m).
    const position = { x: box.width * 0.25, y: box.height * 0.2 };
    await pitch.tap({ position });
    await expect(pitch.locator('[data-kind="cone"]')).toHaveCount(1);
    await expect
      .poll(async () => {
        const raw = await page.evaluate(() => localStorage.getItem("touchline.tactical-board"));
        return Object.values((JSON.parse(raw ?? "{}") as Diagram).objects ?? {}).length;
      })
      .toBe(1);
    const saved = JSON.parse((await page.evaluate(() => localStorage.getItem("touchline.tactical-board")))!) as Diagram;
    const cone = Object.values(saved.objects)[0]!;
    expect(saved.pitch.orientation).toBe("horizontal");
    // The upright view box is 74 × 111 m from (−3, −3): view (vx, vy) is stored (105 − vy, vx).
    const viewX = -3 + 0.25 * 74;
    const viewY = -3 + 0.2 * 111;
    expect(Math.abs(cone.y - viewX)).toBeLessThan(1);
    expect(Math.abs(cone.x - (105 - viewY))).toBeLessThan(1);
    // Drawn where the finger was.
    const drawn = (await pitch.locator('[data-kind="cone"]').boundingBox())!;
    expect(Math.abs(drawn.x + drawn.width / 2 - (box.x + position.x))).toBeLessThan(6);
    expect(Math.abs(drawn.y + drawn.height / 2 - (box.y + position.y))).toBeLessThan(6);
  });
});

test.describe("on a 1280 × 720 laptop, signed in", () => {
  test.use({ viewport: { width: 1280, height: 720 } });

  test("a tactical drill and the session builder's full editor give the pitch the screen too", async ({ page }) => {
    test.setTimeout(60_000);
    await signUpThroughApi(page.request, {
      email: uniqueEmail("screen"),
      password: "tuesday-rondo-drill",
      firstName: "Sam",
      lastName: "Screen",
    });
    await page.goto("/tactical-board");
    await page.getByRole("button", { name: "Got it" }).click();
    await page.getByRole("button", { name: "Save as tactical drill" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Save" }).click();
    await expect(page).toHaveURL(/\/tactical-drill\//);
    await expect(pitchOf(page)).toBeVisible();
    await expectPitchGetsTheScreen(page);
    await expect(page.getByRole("link", { name: "My tactical drills" })).toBeInViewport({ ratio: 1 });
    await expect(page.getByText("All changes saved")).toBeVisible();

    await page.goto("/create-session");
    await page.getByLabel("Session title").fill("Thursday U14");
    await page.getByRole("button", { name: "Open full editor" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Drill 1: Warm-up" })).toBeVisible();
    await expectPitchGetsTheScreen(page);
    await expect(page.getByRole("button", { name: "Back to session" })).toBeInViewport({ ratio: 1 });
    await expect(page.getByRole("button", { name: "Save session" })).toBeInViewport({ ratio: 1 });
    // Its drill is a half pitch, taller than wide: on a landscape window it lies down to fill it.
    for (const viewport of [
      { width: 1366, height: 768 },
      { width: 1920, height: 1080 },
    ]) {
      await page.setViewportSize(viewport);
      await expect.poll(async () => (await measure(page)).ratio).toBeGreaterThanOrEqual(0.6);
      await expectPitchGetsTheScreen(page);
    }
  });
});

/** A session of two drills, the first with coaching points and a progression, made through the API. */
async function createSession(page: Page) {
  const drill = (): Diagram =>
    addObjects(createDiagram({ template: "full" }), [
      createObject("player", { x: 30, y: 30 }),
      createObject("player", { x: 60, y: 40 }),
    ]);
  const created = await page.request.post("/api/sessions", {
    data: {
      title: "Pitch-side plan",
      theme: "Pressing as a unit.",
      objectives: [],
      topics: [],
      intensity: "medium",
      blocks: [
        {
          id: "block-1",
          title: "Rondo 5v2",
          diagram: drill(),
          organisation: "Five keep the ball from two in a 12 m square.",
          coachingPoints: ["Open body shape to receive", "Play away from pressure", "Two touches at most"],
          durationMinutes: 20,
          intensity: "high",
          progressions: [{ title: "Add a defender", description: "A third defender joins.", diagram: drill() }],
        },
        {
          id: "block-2",
          title: "Finishing",
          diagram: drill(),
          organisation: "Shots from the edge of the box after a lay-off.",
          coachingPoints: [],
          durationMinutes: 15,
          intensity: "medium",
          progressions: [],
        },
      ],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { session: { id: string } }).session.id;
}

const ON_THE_PITCH_SIZES = [
  { name: "a 1280 × 720 laptop", viewport: { width: 1280, height: 720 } },
  { name: "an iPad in landscape", viewport: { width: 1024, height: 768 }, isMobile: true, hasTouch: true },
  { name: "an iPad in portrait", viewport: { width: 768, height: 1024 }, isMobile: true, hasTouch: true },
  { name: "a phone in portrait", viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
];

for (const size of ON_THE_PITCH_SIZES) {
  test.describe(`on ${size.name}`, () => {
    test.use({ viewport: size.viewport, isMobile: size.isMobile ?? false, hasTouch: size.hasTouch ?? false });

    test("on-the-pitch mode fits the window: the diagram, the timer and Previous/Next are all inside it", async ({
      page,
    }) => {
      test.setTimeout(60_000);
      await signUpThroughApi(page.request, {
        email: uniqueEmail("pitchside"),
        password: "tuesday-rondo-drill",
        firstName: "Pat",
        lastName: "Pitchside",
      });
      const sessionId = await createSession(page);
      await page.goto(`/sessions/${sessionId}`);
      await page.getByRole("button", { name: "On the pitch" }).click();
      const mode = page.getByRole("region", { name: "On the pitch" });
      for (const title of ["Rondo 5v2", "Finishing"]) {
        await expect(mode.getByRole("heading", { level: 1, name: title })).toBeVisible();
        const diagram = mode.getByRole("img", { name: `Diagram: ${title}` });
        await expect(diagram).toBeInViewport({ ratio: 1 });
        await expect(mode.getByRole("button", { name: "Previous drill" })).toBeInViewport({ ratio: 1 });
        await expect(mode.getByRole("button", { name: "Next drill" })).toBeInViewport({ ratio: 1 });
        await expect(mode.getByLabel(/^Time left/)).toBeInViewport({ ratio: 1 });
        await expect(mode.getByRole("button", { name: "Start timer" })).toBeInViewport({ ratio: 1 });
        // As large as it can be: the drawing (letterboxed in its box) takes a good part of the window.
        const box = (await diagram.boundingBox())!;
        const { width, height } = page.viewportSize()!;
        expect((box.width * box.height) / (width * height)).toBeGreaterThan(0.3);
        const scroll = await page.evaluate(() => document.scrollingElement!.scrollHeight <= window.innerHeight);
        expect(scroll).toBe(true);
        if (title === "Rondo 5v2") await mode.getByRole("button", { name: "Next drill" }).click();
      }
    });
  });
}
