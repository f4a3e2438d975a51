import { createDiagram } from "../packages/diagram/src/create-diagram.ts";
import { expect, signUpCoach, test } from "./fixtures.ts";

/*
 * The libraries as a coach browses them at a laptop's width: My tactical drills lays its cards out within
 * the window, and the global library keeps every filter the coach sets, however fast they are set.
 */

test.use({ viewport: { width: 1280, height: 720 } });

test("My tactical drills at 1280 × 720: each card's picture stays small beside its title and actions, nothing scrolls sideways", async ({
  page,
  baseURL,
}) => {
  await signUpCoach(page);
  const saved = await page.request.post("/api/tactical-drills", {
    data: { title: "Back four shape", diagram: createDiagram() },
    headers: { Origin: baseURL! },
  });
  expect(saved.status()).toBe(201);
  await page.goto("/library?view=tactical-drills");
  const card = page.getByRole("listitem").filter({ hasText: "Back four shape" });
  await expect(card.getByRole("link", { name: "Back four shape", exact: true })).toBeInViewport();
  const picture = card.getByRole("img", { name: /Back four shape/ });
  await expect(picture).toBeVisible();
  expect((await picture.boundingBox())!.width).toBeLessThanOrEqual(200);
  await expect(card.getByRole("button", { name: /Delete/ })).toBeInViewport();
  expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(1280);
});

test("global library: a sort chosen right after typing a search is kept, the topic applies as it is typed, and a search sorts by Best match", async ({
  page,
}) => {
  await signUpCoach(page);
  await page.goto("/global-library");
  const sort = page.getByLabel("Sort by");
  await expect(sort).toHaveValue("newest");
  await page.getByLabel("Search sessions").fill("finish");
  // Within the search's 300 ms pause: the select must not jump back when the search lands.
  await sort.selectOption("most_viewed");
  await expect(page).toHaveURL(/q=finish/);
  await expect(page).toHaveURL(/sort=most_viewed/);
  await expect(sort).toHaveValue("most_viewed");

  await page.getByLabel("Topic").fill("Rondo");
  await expect(page).toHaveURL(/topic=rondo/);
  await expect(page).toHaveURL(/sort=most_viewed/);

  await page.goto("/global-library?q=finish");
  await expect(page.getByLabel("Sort by")).toHaveValue("best_match");
  await expect(page.getByLabel("Sort by").getByRole("option", { name: "Best match" })).toBeAttached();
  await page.goto("/global-library");
  await expect(page.getByLabel("Sort by").getByRole("option", { name: "Best match" })).toHaveCount(0);
});
