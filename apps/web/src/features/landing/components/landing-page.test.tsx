import { render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import LandingPage from "./landing-page.tsx";

function renderLandingPage() {
  return render(
    <MemoryRouter>
      <LandingPage />
    </MemoryRouter>,
  );
}

describe("LandingPage", () => {
  it("shows the hero with both calls to action", () => {
    renderLandingPage();
    expect(screen.getByRole("heading", { level: 1 })).toBeInTheDocument();
    const hero = screen.getByRole("region", { name: /plan football sessions/i });
    expect(within(hero).getByRole("link", { name: "Get Started Free" })).toHaveAttribute("href", "/login");
    expect(within(hero).getByRole("link", { name: "Try the Tactical Board" })).toHaveAttribute("href", "/tactical-board");
    expect(within(hero).getByRole("img", { name: /illustration of a football pitch/i })).toBeInTheDocument();
  });

  it("has a heading for every section", () => {
    renderLandingPage();
    for (const name of [
      "Coaches from around the world",
      "Why coaches choose Touchline",
      "How it works",
      "What coaches say",
      "Frequently asked questions",
      "Ready for your next session?",
    ]) {
      expect(screen.getByRole("heading", { level: 2, name })).toBeInTheDocument();
    }
  });

  it("gives the sections the ids the navigation bar scrolls to", () => {
    const { container } = renderLandingPage();
    for (const id of ["benefits", "how-it-works", "testimonials", "faq"]) {
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

  it("shows three testimonials with an accessible rating", () => {
    renderLandingPage();
    const testimonials = screen.getByRole("region", { name: "What coaches say" });
    expect(within(testimonials).getAllByRole("listitem")).toHaveLength(3);
    expect(within(testimonials).getAllByRole("img", { name: /^Rated \d out of 5$/ })).toHaveLength(3);
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
      const reference = element.getAttribute("href") ?? element.getAttribute("xlink:href") ?? element.getAttribute("style") ?? "";
      expect(reference).not.toMatch(/https?:\/\//);
    }
  });
});
