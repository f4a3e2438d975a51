/** WCAG's relative luminance of a `#rrggbb` colour, 0 (black) to 1 (white). */
function luminanceOf(hex: string): number {
  const channels = [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16) / 255);
  const [red, green, blue] = channels.map((channel) =>
    channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4,
  ) as [number, number, number];
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
}

/** The contrast ratio of two `#rrggbb` colours, 1 to 21. */
export function contrastRatio(first: string, second: string): number {
  const [lighter, darker] = [luminanceOf(first), luminanceOf(second)].sort((a, b) => b - a) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

/** WCAG AA for normal text. */
const READABLE_CONTRAST = 4.5;

/**
 * The colour to write on a club's first kit colour: its second colour when it reads there (AA), else
 * white or near-black, whichever reads better. Clubs pick their colours; their initials must stay legible.
 */
export function textColourOn(background: string, preferred: string): string {
  if (contrastRatio(background, preferred) >= READABLE_CONTRAST) return preferred;
  const white = "#ffffff";
  const ink = "#0f172a";
  return contrastRatio(background, white) >= contrastRatio(background, ink) ? white : ink;
}

/** Up to two letters for a club without a crest: "Riverside Juniors FC" → "RJ". */
export function clubInitials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? `${words[0]!.charAt(0)}${words[1]!.charAt(0)}` : (words[0] ?? "").slice(0, 2);
  return letters.toUpperCase() || "?";
}
