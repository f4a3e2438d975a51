import { fireEvent, render, screen } from "@testing-library/react";
import type { Message } from "@touchline/contracts";
import { describe, expect, it, vi } from "vitest";
import { MessageItem } from "./message-item.tsx";

const message: Message = {
  id: "message-1",
  messageType: "warning",
  title: "Pitch 2 is closed",
  content: "Frost on the surface: we train on pitch 3.",
  targetAudience: "all",
  isUrgent: true,
  createdAt: "2026-03-01T10:00:00.000Z",
  readAt: null,
};

describe("MessageItem", () => {
  it("is a closed disclosure naming the type, urgency and unread state", () => {
    render(<MessageItem message={message} onOpen={() => {}} />);
    const button = screen.getByRole("button", { name: /Pitch 2 is closed/ });
    expect(button).toHaveAttribute("aria-expanded", "false");
    expect(button).toHaveAccessibleName(expect.stringMatching(/Warning.*Urgent.*Unread/));
    expect(screen.getByText("Frost on the surface: we train on pitch 3.")).not.toBeVisible();
  });

  it("opens on click (and from the keyboard, being a button) and reports the opening once", () => {
    const onOpen = vi.fn();
    render(<MessageItem message={message} onOpen={onOpen} />);
    const button = screen.getByRole("button", { name: /Pitch 2 is closed/ });
    fireEvent.click(button);
    expect(button).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByText("Frost on the surface: we train on pitch 3.")).toBeVisible();
    expect(onOpen).toHaveBeenCalledWith(message);
    fireEvent.click(button);
    expect(button).toHaveAttribute("aria-expanded", "false");
    expect(onOpen).toHaveBeenCalledTimes(1);
  });

  it("shows no unread or urgent marker on a read, ordinary message", () => {
    render(
      <MessageItem
        message={{ ...message, isUrgent: false, readAt: "2026-03-02T08:00:00.000Z", messageType: "tip" }}
        onOpen={() => {}}
      />,
    );
    const button = screen.getByRole("button", { name: /Pitch 2 is closed/ });
    expect(button).toHaveAccessibleName(expect.stringMatching(/^Tip/));
    expect(screen.queryByText("Urgent")).not.toBeInTheDocument();
    expect(screen.queryByText("Unread")).not.toBeInTheDocument();
  });
});
