import { addObjects, createDiagram, createObject, diagramThumbnail } from "@touchline/diagram";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { DiagramThumbnail } from "./diagram-thumbnail.tsx";

const drill = addObjects(createDiagram({ template: "half" }), [
  createObject("player", { id: "p1", x: 10, y: 10, props: { label: "9" } }),
  createObject("cone", { id: "c1", x: 20, y: 20 }),
  createObject("text", { id: "t1", x: 30, y: 30, props: { text: "Press!" } }),
]);

describe("DiagramThumbnail", () => {
  it("is one image named after what it pictures, drawn by DiagramView from the simplified diagram", () => {
    const { container } = render(<DiagramThumbnail diagram={drill} title="Rondo 4v2" />);
    expect(screen.getAllByRole("img")).toHaveLength(1);
    screen.getByRole("img", { name: "Diagram of Rondo 4v2" });
    expect(container.querySelectorAll('[data-kind="player"]')).toHaveLength(1);
    expect(container.querySelectorAll('[data-kind="cone"]')).toHaveLength(1);
    // Free text and shirt numbers are too small to read in a list.
    expect(container.querySelector('[data-kind="text"]')).toBeNull();
    expect(container.querySelector("text")).toBeNull();
  });

  it("draws a thumbnail the server made as it is", () => {
    const { container } = render(<DiagramThumbnail thumbnail={diagramThumbnail(drill)} title="From the list" />);
    screen.getByRole("img", { name: "Diagram of From the list" });
    expect(container.querySelector('[data-thumbnail="drawn"]')).not.toBeNull();
    expect(container.querySelectorAll("[data-object-id]")).toHaveLength(2);
  });

  it("says so in words when there is nothing to draw", () => {
    render(<DiagramThumbnail thumbnail={null} title="Empty session" />);
    expect(screen.queryByRole("img")).toBeNull();
    screen.getByText("No diagram yet");
  });
});
