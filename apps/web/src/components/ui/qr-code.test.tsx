import { render, screen } from "@testing-library/react";
import qrcode from "qrcode-generator";
import { describe, expect, it } from "vitest";
import { QR_QUIET_ZONE, QrCode, qrModules, qrPath } from "./qr-code.tsx";

/** The cells a path of `M x y h w v1 h -w z` rectangles covers, as "x,y" strings. */
function cellsOf(d: string): Set<string> {
  const cells = new Set<string>();
  for (const [, x, y, width] of d.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g)) {
    for (let i = 0; i < Number(width); i++) cells.add(`${Number(x) + i},${Number(y)}`);
  }
  return cells;
}

const SHARE_URL = "https://touchline.app/s/aB3xY9"; // 30 bytes

describe("QrCode", () => {
  it("is one labelled, square SVG image with one path", () => {
    render(<QrCode value={SHARE_URL} size={120} label="QR code linking to this session" />);
    const image = screen.getByRole("img", { name: "QR code linking to this session" });
    expect(image.tagName.toLowerCase()).toBe("svg");
    expect(image).toHaveAttribute("width", "120");
    expect(image).toHaveAttribute("height", "120");
    const [, , width, height] = (image.getAttribute("viewBox") ?? "").split(" ").map(Number);
    expect(width).toBe(height);
    expect(image.querySelectorAll("path")).toHaveLength(1);
  });

  it("uses the smallest version that holds the link (30 bytes at level M: version 3, 29 × 29)", () => {
    const modules = qrModules(SHARE_URL);
    expect(modules).toHaveLength(29);
    expect(modules.every((row) => row.length === 29)).toBe(true);
    // The same as the encoder reports on its own.
    const code = qrcode(0, "M");
    code.addData(SHARE_URL);
    code.make();
    expect(code.getModuleCount()).toBe(29);
    // Longer links take larger versions: 4 × version + 17 modules a side.
    expect(qrModules(`${SHARE_URL}/${"x".repeat(40)}`)).toHaveLength(37);
  });

  it("draws exactly the encoder's dark modules, inside the quiet zone", () => {
    const code = qrcode(0, "M");
    code.addData(SHARE_URL);
    code.make();
    const { container } = render(<QrCode value={SHARE_URL} label="QR" />);
    const d = container.querySelector("path")?.getAttribute("d") ?? "";
    const drawn = cellsOf(d);
    const expected = new Set<string>();
    for (let row = 0; row < 29; row++) {
      for (let column = 0; column < 29; column++)
        if (code.isDark(row, column)) expected.add(`${column + QR_QUIET_ZONE},${row + QR_QUIET_ZONE}`);
    }
    expect(drawn).toEqual(expected);
    expect(container.querySelector("svg")).toHaveAttribute(
      "viewBox",
      `0 0 ${29 + 2 * QR_QUIET_ZONE} ${29 + 2 * QR_QUIET_ZONE}`,
    );
    // The three finder patterns: the top-left corner module of each is dark.
    for (const [x, y] of [
      [0, 0],
      [22, 0],
      [0, 22],
    ] as const) {
      expect(drawn.has(`${x + QR_QUIET_ZONE},${y + QR_QUIET_ZONE}`)).toBe(true);
    }
  });

  it("encodes non-ASCII text as UTF-8 bytes", () => {
    // 26 characters either way, but "Ł" and "ł" take 2 bytes each in UTF-8: 28 bytes need
    // version 3 at level M (up to 26 bytes fit version 2).
    expect(qrModules("https://touchline.app/s/ab")).toHaveLength(25);
    expect(qrModules("https://touchline.app/s/Łł")).toHaveLength(29);
  });

  it("merges runs of dark modules into one rectangle each", () => {
    expect(qrPath([[true, true, false, true]], 0)).toBe("M0 0h2v1h-2zM3 0h1v1h-1z");
  });
});
