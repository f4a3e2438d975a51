import { fireEvent, render, screen } from "@testing-library/react";
import type { FeedbackItem } from "@touchline/contracts";
import { MemoryRouter } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { FeedbackCard } from "./feedback-card.tsx";

const item: FeedbackItem = {
  id: "item-1",
  title: "Print drills in colour",
  description: "The PDF is grey on my printer.",
  category: "feature",
  status: "open",
  upvotes: 3,
  downvotes: 1,
  authorName: "Maria Borg",
  createdAt: "2026-03-01T10:00:00.000Z",
  updatedAt: "2026-03-01T10:00:00.000Z",
  myVote: null,
};

function renderCard(
  overrides: Partial<FeedbackItem> = {},
  props: { isVoting?: boolean; showAdminLink?: boolean } = {},
) {
  const onVote = vi.fn();
  render(
    <MemoryRouter>
      <FeedbackCard item={{ ...item, ...overrides }} onVote={onVote} {...props} />
    </MemoryRouter>,
  );
  return { onVote };
}

describe("FeedbackCard", () => {
  it("shows the category and status badges, the text, the author and the counts", () => {
    renderCard();
    expect(screen.getByRole("article", { name: "Print drills in colour" })).toBeInTheDocument();
    expect(screen.getByText("Feature Request")).toBeInTheDocument();
    expect(screen.getByText("Open")).toBeInTheDocument();
    expect(screen.queryByText("New submission - under review")).not.toBeInTheDocument();
    expect(screen.getByText("The PDF is grey on my printer.")).toBeInTheDocument();
    expect(screen.getByText("Maria Borg")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Upvote: 3" })).toHaveAttribute("aria-pressed", "false");
    expect(screen.getByRole("button", { name: "Downvote: 1" })).toHaveAttribute("aria-pressed", "false");
    expect(screen.queryByText("Recently Updated")).not.toBeInTheDocument();
    expect(screen.queryByRole("link", { name: /^Admin/ })).not.toBeInTheDocument();
  });

  it("says Anonymous without an author, and describes a status other than open", () => {
    renderCard({ authorName: null, status: "in_progress", category: "bug" });
    expect(screen.getByText("Anonymous")).toBeInTheDocument();
    expect(screen.getByText("Bug Report")).toBeInTheDocument();
    expect(screen.getByText("In Progress")).toBeInTheDocument();
    expect(screen.getByText("Being worked on by the development team")).toBeInTheDocument();
  });

  it.each([
    ["2026-03-01T11:00:01.000Z", true],
    ["2026-03-08T09:59:59.000Z", true],
    ["2026-03-01T11:00:00.000Z", false],
    ["2026-03-08T10:00:00.000Z", false],
  ])("shows 'Recently Updated' when updated at %s: %s", (updatedAt, shown) => {
    renderCard({ updatedAt });
    expect(screen.queryByText("Recently Updated") !== null).toBe(shown);
  });

  it("marks the user's own vote as pressed and reports clicks", () => {
    const { onVote } = renderCard({ myVote: "downvote" });
    expect(screen.getByRole("button", { name: "Downvote: 1" })).toHaveAttribute("aria-pressed", "true");
    fireEvent.click(screen.getByRole("button", { name: "Upvote: 3" }));
    expect(onVote).toHaveBeenCalledWith(expect.objectContaining({ id: "item-1" }), "upvote");
  });

  it("ignores clicks while a vote is on its way", () => {
    const { onVote } = renderCard({}, { isVoting: true });
    const upvote = screen.getByRole("button", { name: "Upvote: 3" });
    expect(upvote).toHaveAttribute("aria-disabled", "true");
    fireEvent.click(upvote);
    expect(onVote).not.toHaveBeenCalled();
  });

  it("links admins to the item in the admin area", () => {
    renderCard({}, { showAdminLink: true });
    expect(screen.getByRole("link", { name: /^Admin/ })).toHaveAttribute("href", "/admin/feedback?id=item-1");
  });
});
