import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { offerUpdate } from "../../lib/pwa/app-update.ts";
import { UpdatePrompt } from "./update-prompt.tsx";

afterEach(() => act(() => offerUpdate(null)));

describe("a new version", () => {
  it("is offered once installed, and Reload moves the page to it", async () => {
    const apply = vi.fn(async () => {});
    render(<UpdatePrompt />);
    expect(screen.queryByText(/new version/)).toBeNull();

    act(() => offerUpdate(apply));
    expect(screen.getByRole("status")).toHaveTextContent("A new version of Touchline is available.");
    await userEvent.click(screen.getByRole("button", { name: "Reload" }));
    expect(apply).toHaveBeenCalledOnce();
    expect(screen.getByRole("button", { name: "Reloading…" })).toBeDisabled();
  });

  it("can wait: Later hides the offer and nothing reloads", async () => {
    const apply = vi.fn(async () => {});
    render(<UpdatePrompt />);
    act(() => offerUpdate(apply));
    await userEvent.click(screen.getByRole("button", { name: "Later" }));
    expect(screen.queryByText(/new version/)).toBeNull();
    expect(apply).not.toHaveBeenCalled();
  });
});
