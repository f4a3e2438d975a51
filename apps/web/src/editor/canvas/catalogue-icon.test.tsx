import { CATALOGUE } from "@touchline/diagram";
import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { CatalogueIcon } from "./catalogue-icon.tsx";

describe("CatalogueIcon", () => {
  it("draws a decorative 24 × 24 icon for every catalogue kind", () => {
    for (const { kind } of CATALOGUE) {
      const { container, unmount } = render(<CatalogueIcon kind={kind} className="size-6" />);
      const svg = container.querySelector("svg");
      expect(svg, kind).toHaveAttribute("viewBox", "0 0 24 24");
      expect(svg).toHaveAttribute("aria-hidden", "true");
      expect(svg).toHaveClass("size-6");
      expect(svg?.querySelector("path, circle, rect, ellipse, polygon, text"), kind).not.toBeNull();
      // Icons are not diagram objects: editor queries for objects must not find them.
      expect(svg?.querySelector("[data-object-id]")).toBeNull();
      unmount();
    }
  });
});
