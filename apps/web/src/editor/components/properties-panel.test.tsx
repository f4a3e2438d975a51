import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderPanel } from "../test/render-panel.tsx";
import { PropertiesPanel } from "./properties-panel.tsx";

describe("PropertiesPanel for a player", () => {
  it("names the player and dresses them in stripes of a second colour, each change one undo step", async () => {
    const store = renderPanel(<PropertiesPanel />, ["p"]);
    const name = screen.getByLabelText("Name");
    await userEvent.type(name, "Alex Smith{Enter}");
    expect(store.getState().diagram.objects.p).toMatchObject({ name: "Alex Smith" });
    await userEvent.click(screen.getByRole("radio", { name: "Stripes" }));
    expect(store.getState().diagram.objects.p).toMatchObject({ kit: { pattern: "stripes", secondColour: "white" } });
    const second = screen.getByRole("group", { name: "Second colour" });
    await userEvent.click(within(second).getByRole("radio", { name: "black" }));
    expect(store.getState().diagram.objects.p).toMatchObject({ kit: { pattern: "stripes", secondColour: "black" } });
    store.dispatch({ type: "undo" });
    expect(store.getState().diagram.objects.p).toMatchObject({ kit: { secondColour: "white" } });
    store.dispatch({ type: "undo" });
    expect(store.getState().diagram.objects.p).not.toHaveProperty("kit");
    expect(store.getState().diagram.objects.p).toMatchObject({ name: "Alex Smith" });
  });
});
