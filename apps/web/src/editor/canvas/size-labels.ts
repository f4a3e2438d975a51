// From the contracts' zod-free size units: every page reads the coach's unit, and zod stays out of
// the first load.
import type { I18n } from "@lingui/core";
import { LinguiContext } from "@lingui/react";
import { DEFAULT_SIZE_UNIT, type SizeUnit } from "@touchline/contracts";
import { createContext, useContext } from "react";

/*
 * Diagrams store metres; the coach's unit only changes how a size is written. Everything about units
 * lives here, in the view layer: the drawing asks for a label and never converts a coordinate.
 */

/** The international yard (1959). */
export const METRES_PER_YARD = 0.9144;

const UNIT_SYMBOLS: Record<SizeUnit, string> = { metres: "m", yards: "yd" };

/** A length in metres expressed in `unit`, unrounded. */
export function metresTo(unit: SizeUnit, metres: number): number {
  return unit === "yards" ? metres / METRES_PER_YARD : metres;
}

/** A length typed in `unit`, in the metres the diagram stores. */
export function metresFrom(unit: SizeUnit, value: number): number {
  return unit === "yards" ? value * METRES_PER_YARD : value;
}

/** The unit's short symbol, for field labels ("Width (yd)"). */
export function unitSymbol(unit: SizeUnit): string {
  return UNIT_SYMBOLS[unit];
}

/**
 * A size as a coach reads it on the grass: whole units ("40 m", "44 yd"), since cones are not placed to
 * the centimetre. Under one unit a tenth is kept, so a small box never reads "0 m".
 */
export function formatSize(metres: number, unit: SizeUnit, i18n: I18n | undefined): string {
  return `${sizeNumber(metres, unit, i18n)} ${UNIT_SYMBOLS[unit]}`;
}

/**
 * A size's number as `formatSize` writes it, in the reader's way of writing numbers ("0,5" in German); as
 * code writes it for a drawing made outside the app's language provider (an off-screen export).
 */
function sizeNumber(metres: number, unit: SizeUnit, i18n: I18n | undefined): string {
  const value = metresTo(unit, metres);
  const rounded = value < 0.95 ? Math.round(value * 10) / 10 : Math.round(value);
  return i18n ? i18n.number(rounded) : String(rounded);
}

/** "40 × 30 m": an area's or a pitch's two sizes in one phrase (for descriptions and panels). */
export function formatDimensions(
  lengthMetres: number,
  widthMetres: number,
  unit: SizeUnit,
  i18n: I18n | undefined,
): string {
  return `${sizeNumber(lengthMetres, unit, i18n)} × ${formatSize(widthMetres, unit, i18n)}`;
}

/**
 * The rotation (degrees) to give a label that runs along an edge at `edgeDegrees` in its local frame, so
 * that once the object's and the view's rotations (`screenDegrees`) are added it never reads upside down.
 */
export function readableEdgeRotation(edgeDegrees: number, screenDegrees: number): number {
  const onScreen = ((((edgeDegrees + screenDegrees) % 360) + 540) % 360) - 180;
  return Math.abs(onScreen) > 90 ? edgeDegrees + 180 : edgeDegrees;
}

/**
 * The unit sizes are written in: the signed-in coach's choice, provided once above the pages; metres for
 * anyone else and for a drawing rendered on its own (an export passes the unit to `DiagramView`).
 */
export const SizeUnitContext = createContext<SizeUnit>(DEFAULT_SIZE_UNIT);

export function useSizeUnit(): SizeUnit {
  return useContext(SizeUnitContext);
}

/**
 * The language's i18n instance for a drawing's words and numbers, or undefined where a drawing is made
 * without the app's language provider (an export's or the PDF's off-screen root): there `useLingui` would
 * throw, and the drawing writes its numbers as code does.
 */
export function useDrawingI18n(): I18n | undefined {
  return useContext(LinguiContext)?.i18n;
}
