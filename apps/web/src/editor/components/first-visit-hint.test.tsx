import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { FirstVisitHint, HINT_DISMISSED_KEY } from "./first-visit-hint.tsx";

describe("first-visit hint", () => {
  beforeEach(() => localStorage.clear());

  it("shows the three moves and never returns once dismissed", async () => {
    const { unmount } = render(<FirstVisitHint />);
    const hint = screen.getByRole("complementary", { name: "Getting started" });
    expect(hint).toHaveTextContent("1. Place.");
    expect(hint).toHaveTextContent("2. Draw a line.");
    expect(hint).toHaveTextContent("3. Animate.");
    await userEvent.click(screen.getByRole("button", { name: "Got it" }));
    expect(screen.queryByRole("complementary", { name: "Getting started" })).toBeNull();
    expect(localStorage.getItem(HINT_DISMISSED_KEY)).toBe("1");
    unmount();
    render(<FirstVisitHint />);
    expect(screen.queryByRole("complementary", { name: "Getting started" })).toBeNull();
  });
});
