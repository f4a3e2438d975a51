import { expect, signUpCoach, test } from "./fixtures.ts";

test("a protected page while signed out → /login, replacing history", async ({ page }) => {
  await page.goto("/about");
  await page.goto("/my-sessions");
  await expect(page).toHaveURL("/login");
  await page.goBack();
  await expect(page).toHaveURL("/about");
});

test("/login while signed in → /", async ({ page }) => {
  await signUpCoach(page);
  await page.goto("/login");
  await expect(page).toHaveURL("/");
  await expect(page.getByRole("heading", { name: /Welcome back/ })).toBeVisible();
});

test("an admin page as a plain user → /, and no Admin Panel link", async ({ page }) => {
  await signUpCoach(page);
  await expect(page.getByRole("link", { name: "Admin Panel" })).toHaveCount(0);
  for (const path of ["/admin", "/admin/sessions", "/admin/settings"]) {
    await page.goto(path);
    await expect(page).toHaveURL("/");
  }
});

test("an unknown path → the 404 page, not indexable", async ({ page }) => {
  await page.goto("/no/such/page");
  await expect(page.getByRole("heading", { name: "This page is off the pitch" })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  for (const name of ["Go Home", "Try Tactical Board"]) await expect(page.getByRole("link", { name })).toBeVisible();
  await expect(page.getByRole("button", { name: "Go Back" })).toBeVisible();
  const popular = page.getByRole("navigation", { name: "Popular pages" });
  await expect(popular.getByRole("link", { name: "Contact" })).toHaveAttribute("href", "/feedback");
  await expect(popular.getByRole("link", { name: "Help" })).toHaveAttribute("href", "/shortcuts");
  await page.getByRole("link", { name: "Go Home" }).click();
  await expect(page).toHaveURL("/");
});

test("keyboard shortcuts: Ctrl+4 → Global Library, Ctrl+1 → home, ignored while typing", async ({ page }) => {
  await signUpCoach(page);
  await page.keyboard.press("Control+4");
  await expect(page).toHaveURL("/global-library");
  await page.keyboard.press("Control+1");
  await expect(page).toHaveURL("/");
  await page.goto("/faq");
  // The shortcuts are the app's: they work once the page is drawn, as a coach would see it.
  await expect(page.getByRole("heading", { level: 1, name: "FAQ & Help" })).toBeVisible();
  await page.keyboard.press("Control+3");
  await expect(page).toHaveURL("/my-sessions");
});

test("keyboard shortcuts do nothing while typing in a field", async ({ page }) => {
  await page.goto("/forgot-password");
  await page.getByLabel("Email").click();
  await page.keyboard.press("Control+4");
  await expect(page).toHaveURL("/forgot-password");
});

test("breadcrumbs on a nested page: Home › Admin-style friendly labels, last crumb not a link", async ({ page }) => {
  await page.goto("/privacy");
  const trail = page.getByRole("navigation", { name: "Breadcrumb" });
  await expect(trail.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
  await expect(trail.getByText("Privacy Policy")).toHaveAttribute("aria-current", "page");
  await expect(trail.getByRole("link", { name: "Privacy Policy" })).toHaveCount(0);

  await page.goto("/blog/my-first-post");
  await expect(trail.getByRole("link", { name: "Blog" })).toHaveAttribute("href", "/blog");
  await expect(trail.getByText("My First Post")).toHaveAttribute("aria-current", "page");
});

test("signed-out navigation and footer links", async ({ page }) => {
  await page.goto("/about");
  const nav = page.getByRole("navigation", { name: "Main" });
  for (const name of ["Tactical Board", "Blog", "About", "Log In", "Sign Up"]) {
    await expect(nav.getByRole("link", { name, exact: true })).toBeVisible();
  }
  const footer = page.getByRole("navigation", { name: "Footer" });
  for (const path of ["/blog", "/about", "/feedback", "/shortcuts", "/faq", "/privacy", "/terms"]) {
    await expect(footer.locator(`a[href="${path}"]`)).toHaveCount(1);
  }
});

test("the static pages have their sections", async ({ page }) => {
  await page.goto("/privacy");
  await expect(page.getByText(/Last updated/)).toBeVisible();
  await page.goto("/terms");
  await expect(page.getByText(/Malta/).first()).toBeVisible();
  await page.goto("/shortcuts");
  await expect(page.getByRole("heading", { name: "Keyboard Shortcuts", level: 1 })).toBeVisible();
});
