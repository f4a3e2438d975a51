import { render, screen, within } from "@testing-library/react";
import { SEO_PAGES } from "@touchline/contracts";
import { type ReactNode } from "react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { EDITOR_SHORTCUTS } from "../editor-shortcuts.ts";
import AboutPage from "./about-page.tsx";
import FaqPage from "./faq-page.tsx";
import { formatLongDate } from "../../../lib/format-date.ts";
import PrivacyPage from "./privacy-page.tsx";
import ShortcutsPage from "./shortcuts-page.tsx";
import TermsPage from "./terms-page.tsx";

function renderPage(page: ReactNode) {
  return render(<MemoryRouter>{page}</MemoryRouter>);
}

/** The numbered section headings: "1. Who we are", "2. …". */
function numberedSectionHeadings() {
  return screen.getAllByRole("heading", { level: 2 }).filter((heading) => /^\d+\. /.test(heading.textContent ?? ""));
}

describe("formatLongDate", () => {
  it("writes the day, the month's name and the year, British style", () => {
    expect(formatLongDate(new Date(2026, 10, 22), "en")).toBe("22 November 2026");
  });

  it("writes the date as the reader's language does", () => {
    expect(formatLongDate(new Date(2026, 10, 22), "de")).toBe("22. November 2026");
    expect(formatLongDate(new Date(2026, 10, 22), "es")).toBe("22 de noviembre de 2026");
  });
});

describe("the pages' heads", () => {
  it.each([
    ["/about", <AboutPage key="about" />],
    ["/faq", <FaqPage key="faq" />],
    ["/privacy", <PrivacyPage key="privacy" />],
    ["/terms", <TermsPage key="terms" />],
  ])(
    "give %s, in English, the server's title, and leave its description (an admin's SEO words) as it is",
    (path, page) => {
      const seo = SEO_PAGES.find((candidate) => candidate.path === path)!;
      renderPage(page);
      expect(document.title).toBe(seo.defaultTitle);
      expect(document.head.querySelector('meta[name="description"]')).toBeNull();
    },
  );
});

describe("PrivacyPage", () => {
  it("has 11 numbered sections in order", () => {
    renderPage(<PrivacyPage />);
    const headings = numberedSectionHeadings();
    expect(headings).toHaveLength(11);
    headings.forEach((heading, index) => expect(heading.textContent).toMatch(new RegExp(`^${index + 1}\\. `)));
  });

  it("shows today's date as the last update", () => {
    renderPage(<PrivacyPage />);
    expect(screen.getByText(/Last updated/)).toHaveTextContent(`Last updated: ${formatLongDate(new Date(), "en")}`);
  });

  it("lists every GDPR right and the 30-day deletion", () => {
    const { container } = renderPage(<PrivacyPage />);
    const text = container.textContent ?? "";
    for (const right of [
      "access",
      "rectification",
      "erasure",
      "portability",
      "restriction",
      "object",
      "withdraw consent",
    ]) {
      expect(text).toContain(right);
    }
    expect(text).toContain("within 30 days");
    expect(document.title).toBe("Privacy Policy – Touchline");
  });
});

describe("TermsPage", () => {
  it("has 12 numbered sections and is governed by Maltese law", () => {
    renderPage(<TermsPage />);
    expect(numberedSectionHeadings()).toHaveLength(12);
    expect(screen.getByRole("heading", { level: 2, name: "12. Governing law" })).toBeInTheDocument();
    expect(screen.getAllByText(/Malta/).length).toBeGreaterThan(0);
    expect(screen.getByText(/Last updated/)).toHaveTextContent(formatLongDate(new Date(), "en"));
  });
});

describe("ShortcutsPage", () => {
  it("lists Ctrl/Cmd+N for creating a session", () => {
    renderPage(<ShortcutsPage />);
    const global = screen.getByRole("table", { name: "Global shortcuts" });
    const row = within(global)
      .getAllByRole("row")
      .find((candidate) => candidate.textContent?.startsWith("Ctrl/Cmd+N"));
    expect(row).toHaveTextContent("Create Session");
    expect(row?.querySelector("kbd kbd")).not.toBeNull();
  });

  it("shows every editor shortcut", () => {
    renderPage(<ShortcutsPage />);
    const rows = EDITOR_SHORTCUTS.flatMap((group) =>
      within(screen.getByRole("table", { name: `Pitch editor: ${group.title.toLowerCase()}` }))
        .getAllByRole("row")
        .slice(1),
    );
    expect(rows).toHaveLength(EDITOR_SHORTCUTS.reduce((count, group) => count + group.shortcuts.length, 0));
  });
});

describe("AboutPage and FaqPage", () => {
  it("covers the story, mission, values, what we do and philosophy", () => {
    renderPage(<AboutPage />);
    for (const name of ["Our story", "Our mission", "Our values", "What we do", "Our philosophy"]) {
      expect(screen.getByRole("heading", { level: 2, name })).toBeInTheDocument();
    }
    for (const value of ["Coach-first design", "Simplicity", "Accessibility", "Community"]) {
      expect(screen.getByRole("heading", { level: 3, name: value })).toBeInTheDocument();
    }
  });

  it("groups the questions and points to the feedback page when stuck", () => {
    renderPage(<FaqPage />);
    expect(screen.getByRole("heading", { level: 1, name: "FAQ & Help" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 2, name: "Getting started" })).toBeInTheDocument();
    const stuck = screen.getByRole("complementary", { name: "Still stuck?" });
    expect(within(stuck).getByRole("link", { name: "Contact & Feedback" })).toHaveAttribute("href", "/feedback");
  });

  it("opens the question a link points at, and links answers to the app's pages", () => {
    Element.prototype.scrollIntoView = () => {};
    const { container } = render(
      <MemoryRouter initialEntries={["/faq#print"]}>
        <FaqPage />
      </MemoryRouter>,
    );
    expect(container.querySelector("details#print")).toHaveAttribute("open");
    expect(container.querySelector("details#undo")).not.toHaveAttribute("open");
    expect(screen.getByRole("link", { name: "keyboard shortcuts" })).toHaveAttribute("href", "/shortcuts");
  });
});
