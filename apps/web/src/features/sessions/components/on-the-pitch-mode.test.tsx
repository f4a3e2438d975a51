import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { aBlock, aSession } from "../../../testing/builders.ts";
import { OnThePitchMode } from "./on-the-pitch-mode.tsx";

const session = aSession({ blocks: [aBlock({ title: "Rondo 4v2" })] });

describe("on-the-pitch mode with a register", () => {
  it("is exactly as before without one", () => {
    render(<OnThePitchMode session={session} onExit={() => {}} />);
    expect(screen.getByRole("heading", { name: "Rondo 4v2" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Register/ })).not.toBeInTheDocument();
  });

  it("opens the register over the drill from the top bar, and closes it back to its button", async () => {
    const user = userEvent.setup();
    render(
      <OnThePitchMode
        session={session}
        register={{ present: 14, total: 16, panel: <p>The players</p> }}
        onExit={() => {}}
      />,
    );
    const button = screen.getByRole("button", { name: "Register 14/16" });
    expect(button).toHaveAttribute("aria-expanded", "false");
    await user.click(button);
    const panel = screen.getByRole("dialog", { name: "Register" });
    expect(within(panel).getByText("The players")).toBeInTheDocument();
    expect(within(panel).getByRole("heading", { name: "Register" })).toHaveFocus();
    // The drill stays behind it.
    expect(screen.getByRole("heading", { name: "Rondo 4v2" })).toBeInTheDocument();
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog", { name: "Register" })).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });
});
