import { expect, test } from "./fixtures.ts";

test("the landing page shows its sections, the nine flags drawn locally, and scrolls to a section", async ({
  page,
}) => {
  const externalRequests: string[] = [];
  page.on("request", (request) => {
    if (!request.url().startsWith("http://localhost")) externalRequests.push(request.url());
  });
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  // "What coaches say" shows only once a super admin has entered real quotes (e2e/seo.spec.ts).
  for (const name of ["Why coaches choose Touchline", "How it works", "Frequently asked questions"]) {
    await expect(page.getByRole("heading", { name })).toBeVisible();
  }
  for (const country of [
    "United Kingdom",
    "United States",
    "Germany",
    "Spain",
    "Italy",
    "France",
    "Brazil",
    "Argentina",
    "Netherlands",
  ]) {
    await expect(page.getByRole("img", { name: country })).toBeVisible();
  }
  await expect(page.locator("#pricing")).toBeHidden();

  await page.getByRole("navigation", { name: "Page sections" }).getByRole("button", { name: "FAQ" }).click();
  await expect
    .poll(async () => page.evaluate(() => Math.round(document.getElementById("faq")!.getBoundingClientRect().top)))
    .toBe(80);

  await page.getByText("Is Touchline free?").click();
  expect(externalRequests).toEqual([]);
});

test("theme colour and zoomable viewport", async ({ page }) => {
  await page.goto("/");
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute("content", "#22c55e");
  await expect(page.locator('meta[name="viewport"]')).toHaveAttribute("content", /maximum-scale=5/);
});
