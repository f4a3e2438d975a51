import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderPanel } from "../test/render-panel.tsx";
import { PitchSettingsPanel } from "./pitch-settings-panel.tsx";

describe("PitchSettingsPanel", () => {
  it("chooses the drawing's token size from a labelled group, one undo step each", async () => {
    const store = renderPanel(<PitchSettingsPanel />);
    const sizes = screen.getByRole("group", { name: "Token size" });
    expect(within(sizes).getByRole("radio", { name: "Medium" })).toBeChecked();
    await userEvent.click(within(sizes).getByRole("radio", { name: "Large" }));
    expect(store.getState().diagram.tokenSize).toBe("large");
    expect(within(sizes).getByRole("radio", { name: "Large" })).toBeChecked();
    store.dispatch({ type: "undo" });
    expect(store.getState().diagram.tokenSize).toBe("medium");
  });
});
