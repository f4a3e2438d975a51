import type { Pitch } from "@touchline/diagram";

/** The dark ink used on the print surface for what is white on grass. */
export const PRINT_INK = "#334155";

function channel(hex: string, offset: number): number {
  return Number.parseInt(hex.slice(offset, offset + 2), 16) / 255;
}

/** Relative luminance (WCAG) of a `#rrggbb` colour; 0 for anything else. */
export function luminance(hex: string): number {
  if (!/^#[0-9a-fA-F]{6}$/.test(hex)) return 0;
  const linear = (value: number) => (value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4);
  return 0.2126 * linear(channel(hex, 1)) + 0.7152 * linear(channel(hex, 3)) + 0.0722 * linear(channel(hex, 5));
}

/**
 * The colour to draw a stored hex with on a surface. White (the default for lines, areas, text
 * and goals) is invisible on paper, so the print surface swaps near-white for dark ink; on grass
 * every colour is drawn as stored.
 */
export function displayColour(hex: string, surface: Pitch["surface"]): string {
  return surface === "print" && luminance(hex) > 0.85 ? PRINT_INK : hex;
}

/** Black or white, whichever reads better on `hex` (for numbers on markers). */
export function contrastingText(hex: string): string {
  return luminance(hex) > 0.45 ? "#111827" : "#ffffff";
}
