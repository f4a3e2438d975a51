import { type Locator, type Page } from "@playwright/test";
import { addFrame, addObjects, createDiagram, createObject, type Diagram, setPose } from "@touchline/diagram";
import { expect, signUpCoach, test } from "./fixtures.ts";

/**
 * A session page draws every diagram still: nothing animates, and the main thread rests, until the reader
 * presses Play on one, and then that one only moves.
 */

/** Counts requestAnimationFrame callbacks run by the page, from before its first script. */
const COUNT_ANIMATION_FRAMES = `(() => {
  window.__animationFrames = 0;
  const request = window.requestAnimationFrame.bind(window);
  window.requestAnimationFrame = (callback) => request((time) => { window.__animationFrames += 1; callback(time); });
})()`;

const animationFrames = (page: Page) =>
  page.evaluate(() => (window as unknown as { __animationFrames: number }).__animationFrames);

/** A player crossing the pitch over one step of 1.5 s. */
function crossingDrill(): Diagram {
  const player = createObject("player", { x: 20, y: 20 });
  const diagram = addFrame(addObjects(createDiagram({ template: "full" }), [player]), { durationMs: 1500 });
  return setPose(diagram, { frameIndex: 1, id: player.id, x: 80, y: 50 });
}

/** Where the player of the diagram in `figure` is drawn now. */
const playerPlace = (figure: Locator) => figure.locator("[data-object-id]").first().getAttribute("transform");

test("a session of six animated drills draws them still, and Play animates that one only", async ({ page }) => {
  await page.addInitScript({ content: COUNT_ANIMATION_FRAMES });
  await signUpCoach(page);
  const titles = ["Rondo", "Overload", "Switch", "Press", "Finish", "Transition"];
  const created = await page.request.post("/api/sessions", {
    data: {
      title: "Six animated drills",
      theme: "Every drill moves.",
      objectives: [],
      topics: [],
      intensity: "medium",
      blocks: titles.map((title, index) => ({
        id: `block-${index + 1}`,
        title,
        diagram: crossingDrill(),
        organisation: `${title}: one player crosses.`,
        coachingPoints: [],
        durationMinutes: 10,
        intensity: "medium",
        progressions: [],
      })),
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { session } = (await created.json()) as { session: { id: string } };

  await page.goto(`/sessions/${session.id}`);
  await expect(page.getByRole("heading", { level: 1, name: "Six animated drills" })).toBeVisible();
  const playButtons = page.getByRole("button", { name: /^Play animation of/ });
  await expect(playButtons).toHaveCount(6);
  await expect(page.getByRole("button", { name: /^Pause animation of/ })).toHaveCount(0);

  // The reader does nothing: after the page has settled, no animation frame runs.
  await page.waitForLoadState("networkidle");
  const settled = await animationFrames(page);
  await page.waitForTimeout(1_000);
  expect(await animationFrames(page)).toBe(settled);

  const figures = page.getByRole("figure");
  const rondo = figures.filter({ has: page.getByRole("img", { name: "Diagram: Rondo" }) });
  const overload = figures.filter({ has: page.getByRole("img", { name: "Diagram: Overload" }) });
  const overloadAtRest = await playerPlace(overload);
  const rondoAtRest = await playerPlace(rondo);

  await rondo.getByRole("button", { name: "Play animation of Diagram: Rondo" }).click();
  await expect(rondo.getByRole("button", { name: "Pause animation of Diagram: Rondo" })).toBeVisible();
  await expect.poll(() => playerPlace(rondo)).not.toBe(rondoAtRest);
  expect(await playerPlace(overload)).toBe(overloadAtRest);
  await expect(page.getByRole("button", { name: /^Pause animation of/ })).toHaveCount(1);

  // Playing another stops the first; pausing it leaves the page still again.
  await overload.getByRole("button", { name: "Play animation of Diagram: Overload" }).click();
  await expect(page.getByRole("button", { name: /^Pause animation of/ })).toHaveCount(1);
  await expect(rondo.getByRole("button", { name: "Play animation of Diagram: Rondo" })).toBeVisible();
  await overload.getByRole("button", { name: "Pause animation of Diagram: Overload" }).click();
  await expect(page.getByRole("button", { name: /^Pause animation of/ })).toHaveCount(0);
  const stopped = await animationFrames(page);
  await page.waitForTimeout(500);
  expect(await animationFrames(page)).toBeLessThanOrEqual(stopped + 1);
});
