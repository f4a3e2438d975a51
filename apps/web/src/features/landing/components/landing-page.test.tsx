import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import type { Testimonial } from "@touchline/contracts";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { mockApi } from "../../../testing/api-mock.ts";
import { aTestimonial } from "../../../testing/builders.ts";
import LandingPage from "./landing-page.tsx";

let testimonials: Testimonial[];
let server: ReturnType<typeof mockApi>;
beforeEach(() => {
  testimonials = [];
  server = mockApi().on("get", "/api/testimonials", () => ({ testimonials }));
});
afterEach(() => vi.unstubAllGlobals());

function renderLandingPage() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <LandingPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const quote = (overrides: Partial<Testimonial>) => aTestimonial({ rating: 5, ...overrides });

describe("LandingPage", () => {
  it("shows the hero with both calls to action", () => {
    renderLandingPage();
    expect(screen.getByRole("heading", { level: 1 })).toBeInTheDocument();
    const hero = screen.getByRole("region", { name: /plan football sessions/i });
    expect(within(hero).getByRole("link", { name: "Get Started Free" })).toHaveAttribute("href", "/login");
    expect(within(hero).getByRole("link", { name: "Try the Tactical Board" })).toHaveAttribute(
      "href",
      "/tactical-board",
    );
    // The illustration stands in until the live board's code has loaded (at once, when another test of the
    // worker loaded it already).
    const picture =
      within(hero).queryByRole("img", { name: /illustration of a football pitch/i }) ??
      within(hero).queryByRole("application");
    expect(picture).toBeInTheDocument();
  });

  it("has a heading for every section", () => {
    renderLandingPage();
    for (const name of [
      "Coaches from around the world",
      "Why coaches choose Touchline",
      "How it works",
      "Frequently asked questions",
      "Ready for your next session?",
    ]) {
      expect(screen.getByRole("heading", { level: 2, name })).toBeInTheDocument();
    }
  });

  it("gives the sections the ids the navigation bar scrolls to", () => {
    const { container } = renderLandingPage();
    for (const id of ["benefits", "how-it-works", "faq"]) {
      expect(container.querySelector(`section#${id}`)).not.toBeNull();
    }
  });

  it("draws the nine flags, each named by its country", () => {
    renderLandingPage();
    const strip = screen.getByRole("region", { name: "Coaches from around the world" });
    const names = [
      "United Kingdom",
      "United States",
      "Germany",
      "Spain",
      "Italy",
      "France",
      "Brazil",
      "Argentina",
      "Netherlands",
    ];
    for (const name of names) {
      expect(within(strip).getByRole("img", { name })).toBeInTheDocument();
    }
    expect(within(strip).getAllByRole("img")).toHaveLength(names.length);
  });

  it("keeps the pricing section hidden", () => {
    const { container } = renderLandingPage();
    const pricing = container.querySelector("#pricing");
    expect(pricing).toHaveAttribute("hidden");
    expect(pricing).not.toBeVisible();
    expect(screen.queryByRole("heading", { name: "Simple pricing" })).toBeNull();
  });

  it("shows no testimonials section while nobody has entered a real quote", async () => {
    const { container } = renderLandingPage();
    await vi.waitFor(() => expect(server.calls.map((call) => call.path)).toContain("/api/testimonials"));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(container.querySelector("#testimonials")).toBeNull();
    expect(screen.queryByRole("heading", { name: "What coaches say" })).toBeNull();
  });

  it("shows the real testimonials, with an accessible rating when there is one", async () => {
    testimonials = [quote({ id: "t2", name: "Tom Grech", rating: null, role: "" }), quote({})];
    renderLandingPage();
    const section = await screen.findByRole("region", { name: "What coaches say" });
    expect(within(section).getAllByRole("listitem")).toHaveLength(2);
    expect(within(section).getAllByRole("img", { name: /^Rated \d out of 5$/ })).toHaveLength(1);
    expect(within(section).getByText("Tom Grech")).toBeInTheDocument();
    expect(within(section).getByText("U12 coach, Valletta")).toBeInTheDocument();
  });

  it("answers the FAQ with native disclosure elements", () => {
    const { container } = renderLandingPage();
    const faq = container.querySelector("#faq");
    const questions = faq?.querySelectorAll("details > summary") ?? [];
    expect(questions.length).toBeGreaterThanOrEqual(6);
    expect(questions.length).toBeLessThanOrEqual(8);
  });

  it("loads no image from another site", () => {
    const { container } = renderLandingPage();
    for (const image of container.querySelectorAll("img")) {
      expect(image.getAttribute("src") ?? "").not.toMatch(/^(https?:)?\/\//);
    }
    for (const element of container.querySelectorAll("image, use, [style*='url(']")) {
      const reference =
        element.getAttribute("href") ?? element.getAttribute("xlink:href") ?? element.getAttribute("style") ?? "";
      expect(reference).not.toMatch(/https?:\/\//);
    }
  });
});
