/**
 * How a coach reads sizes on diagrams. Diagrams always store metres; the unit only changes how a size
 * is written on screen, in exports and in the PDF.
 * This file stays free of zod so the app shell, which reads the coach's unit on every page, can use it
 * without loading the schema library.
 */
export const SIZE_UNITS = ["metres", "yards"] as const;
export type SizeUnit = (typeof SIZE_UNITS)[number];
/** New accounts, and anyone signed out, read metres. */
export const DEFAULT_SIZE_UNIT: SizeUnit = "metres";
