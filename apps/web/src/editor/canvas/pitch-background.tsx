/* eslint-disable lingui/no-unlocalized-strings -- SVG path data and transforms of the pitch markings, no words */
import type { Pitch } from "@touchline/diagram";
import { memo, useId } from "react";
import { PRINT_INK } from "./display-colour.ts";
import { DIAGRAM_FONT_FAMILY } from "./object-shape.tsx";
import { PITCH_MARGIN_METRES, pitchViewRotation } from "./pitch-geometry.ts";
import { formatSize, readableEdgeRotation, useDrawingI18n, useSizeUnit } from "./size-labels.ts";

/*
 * Everything here is in metres in the stored (horizontal) frame; the caller wraps it in the
 * `pitchTransform` group for a vertical view. Markings follow the laws of the game, measured from
 * the goal lines and centred across the pitch, and are clamped and clipped so an unusual custom
 * size still draws sensibly. Pure vector, no vector-effect: stroke widths are real metres, so
 * exports print at the same proportions at any size.
 */

/** Pitch lines are 12 cm wide. */
export const LINE_WIDTH_METRES = 0.12;

const PENALTY_AREA = { depth: 16.5, halfWidth: 20.16 } as const;
const GOAL_AREA = { depth: 5.5, halfWidth: 9.16 } as const;
const PENALTY_SPOT = 11;
const CIRCLE_RADIUS = 9.15;
const GOAL = { halfWidth: 3.66, depth: 2 } as const;
const FUTSAL = {
  penaltyRadius: 6,
  goalHalfWidth: 1.5,
  goalDepth: 1,
  spot: 6,
  secondSpot: 10,
  circleRadius: 3,
} as const;
const SPOT_RADIUS = 0.22;

interface SurfaceStyle {
  base: string;
  /** The alternate band colour; undefined draws no stripes. */
  stripe?: string;
  line: string;
  lineOpacity: number;
  goalFill: string;
  grid: string;
  gridOpacity: number;
}

const SURFACE_STYLES: Record<Pitch["surface"], SurfaceStyle> = {
  striped: {
    base: "#3e8e41",
    stripe: "#47994a",
    line: "#ffffff",
    lineOpacity: 0.92,
    goalFill: "#ffffff",
    grid: "#ffffff",
    gridOpacity: 0.22,
  },
  plain: {
    base: "#43944a",
    line: "#ffffff",
    lineOpacity: 0.92,
    goalFill: "#ffffff",
    grid: "#ffffff",
    gridOpacity: 0.22,
  },
  print: { base: "#ffffff", line: PRINT_INK, lineOpacity: 1, goalFill: PRINT_INK, grid: PRINT_INK, gridOpacity: 0.18 },
};

/** Keeps path strings short and free of float noise such as 13.840000000000002. */
function n(value: number): string {
  return String(Math.round(value * 1000) / 1000);
}

/** Where the markings of one end of a pitch go. */
interface PitchEnd {
  /**
   * Maps the end's local frame to pitch coordinates: u runs from the goal line into the field,
   * v across it, centred on the goal.
   */
  transform: string;
  /** Metres available from the goal line into the field. */
  depth: number;
  /** Metres across the field at this end. */
  across: number;
}

/** The markings of a drawing, as path data so each layer is one element however busy it is. */
export interface PitchMarkings {
  /** Lines inside the playing area (clipped to it). */
  lines: string;
  /** Filled spots: centre and penalty marks. */
  spots: readonly { x: number; y: number }[];
  /** Pitch ends whose goal-line markings are drawn from the shared local path. */
  ends: readonly PitchEnd[];
  /** Futsal ends use their own markings. */
  isFutsal: boolean;
}

function outline(length: number, width: number): string {
  return `M0 0H${n(length)}V${n(width)}H0Z`;
}

function cornerArcs(
  length: number,
  width: number,
  corners: readonly ("tl" | "tr" | "bl" | "br")[],
  radius = 1,
): string {
  const r = n(radius);
  const paths: Record<string, string> = {
    tl: `M${r} 0A${r} ${r} 0 0 1 0 ${r}`,
    tr: `M${n(length - radius)} 0A${r} ${r} 0 0 0 ${n(length)} ${r}`,
    bl: `M0 ${n(width - radius)}A${r} ${r} 0 0 1 ${r} ${n(width)}`,
    br: `M${n(length)} ${n(width - radius)}A${r} ${r} 0 0 1 ${n(length - radius)} ${n(width)}`,
  };
  return corners.map((corner) => paths[corner]).join("");
}

function centreCircle(cx: number, cy: number, radius: number): string {
  return `M${n(cx - radius)} ${n(cy)}a${n(radius)} ${n(radius)} 0 1 0 ${n(2 * radius)} 0a${n(radius)} ${n(radius)} 0 1 0 ${n(-2 * radius)} 0`;
}

function leftEnd(length: number, width: number, depth = length / 2): PitchEnd {
  return { transform: `translate(0 ${n(width / 2)})`, depth, across: width };
}

function rightEnd(length: number, width: number, depth = length / 2): PitchEnd {
  // A mirror image: the local frame's u runs towards −x.
  return { transform: `matrix(-1 0 0 1 ${n(length)} ${n(width / 2)})`, depth, across: width };
}

/** The markings for a pitch's template and size (pure, so it is tested without rendering). */
export function pitchMarkings(pitch: Pick<Pitch, "template" | "length" | "width">): PitchMarkings {
  const { template, length: l, width: w } = pitch;
  const cx = l / 2;
  const cy = w / 2;
  switch (template) {
    case "full":
      return {
        lines:
          outline(l, w) +
          `M${n(cx)} 0V${n(w)}` +
          centreCircle(cx, cy, Math.min(CIRCLE_RADIUS, w / 2, l / 2)) +
          cornerArcs(l, w, ["tl", "tr", "bl", "br"]),
        spots: [{ x: cx, y: cy }],
        ends: [leftEnd(l, w), rightEnd(l, w)],
        isFutsal: false,
      };
    case "half":
      // The attacking half: halfway line on the left edge, goal on the right (home attacks +x).
      return {
        lines:
          outline(l, w) +
          `M0 ${n(cy - CIRCLE_RADIUS)}A${CIRCLE_RADIUS} ${CIRCLE_RADIUS} 0 0 1 0 ${n(cy + CIRCLE_RADIUS)}` +
          cornerArcs(l, w, ["tr", "br"]),
        spots: [{ x: 0, y: cy }],
        ends: [rightEnd(l, w, l)],
        isFutsal: false,
      };
    case "attacking-third":
      return {
        lines: outline(l, w) + cornerArcs(l, w, ["tr", "br"]),
        spots: [],
        ends: [rightEnd(l, w, l)],
        isFutsal: false,
      };
    case "penalty-area":
      // The goal line runs along the top edge (y = 0), so the box fills the 40 × 18 drawing.
      return {
        lines: outline(l, w),
        spots: [],
        ends: [{ transform: `matrix(0 1 1 0 ${n(cx)} 0)`, depth: w, across: l }],
        isFutsal: false,
      };
    case "futsal":
      return {
        lines:
          outline(l, w) +
          `M${n(cx)} 0V${n(w)}` +
          centreCircle(cx, cy, FUTSAL.circleRadius) +
          cornerArcs(l, w, ["tl", "tr", "bl", "br"], 0.25),
        spots: [{ x: cx, y: cy }],
        ends: [leftEnd(l, w), rightEnd(l, w)],
        isFutsal: true,
      };
    case "custom":
      return { lines: outline(l, w) + `M${n(cx)} 0V${n(w)}`, spots: [], ends: [], isFutsal: false };
    case "blank":
      return { lines: outline(l, w), spots: [], ends: [], isFutsal: false };
  }
}

/** One 11-a-side end in its local frame: penalty and goal areas, spot and arc. */
function footballEndLines(end: PitchEnd): { lines: string; spots: { x: number; y: number }[] } {
  const halfAcross = end.across / 2;
  const box = {
    depth: Math.min(PENALTY_AREA.depth, end.depth),
    halfWidth: Math.min(PENALTY_AREA.halfWidth, halfAcross),
  };
  const goalArea = {
    depth: Math.min(GOAL_AREA.depth, end.depth),
    halfWidth: Math.min(GOAL_AREA.halfWidth, halfAcross),
  };
  let lines =
    `M0 ${n(-box.halfWidth)}H${n(box.depth)}V${n(box.halfWidth)}H0` +
    `M0 ${n(-goalArea.halfWidth)}H${n(goalArea.depth)}V${n(goalArea.halfWidth)}H0`;
  const spots: { x: number; y: number }[] = [];
  if (PENALTY_SPOT < end.depth) spots.push({ x: PENALTY_SPOT, y: 0 });
  if (box.depth === PENALTY_AREA.depth) {
    // The part of the 9.15 m circle round the spot that lies outside the box (the "D").
    const dx = PENALTY_AREA.depth - PENALTY_SPOT;
    const dy = Math.sqrt(CIRCLE_RADIUS ** 2 - dx ** 2);
    lines += `M${n(box.depth)} ${n(-dy)}A${CIRCLE_RADIUS} ${CIRCLE_RADIUS} 0 0 1 ${n(box.depth)} ${n(dy)}`;
  }
  return { lines, spots };
}

/** One futsal end: 6 m quarter circles from each post joined by a line, marks at 6 and 10 m. */
function futsalEndLines(end: PitchEnd): { lines: string; spots: { x: number; y: number }[] } {
  const { penaltyRadius: r, goalHalfWidth: g } = FUTSAL;
  const lines = `M0 ${n(-g - r)}A${r} ${r} 0 0 1 ${r} ${n(-g)}V${n(g)}A${r} ${r} 0 0 1 0 ${n(g + r)}`;
  const spots = [FUTSAL.spot, FUTSAL.secondSpot].filter((u) => u < end.depth).map((u) => ({ x: u, y: 0 }));
  return { lines, spots };
}

/** The goal behind the line, in the end's local frame: frame, light fill and a net hatch. */
function goalPaths(isFutsal: boolean): { frame: string; net: string } {
  const half = isFutsal ? FUTSAL.goalHalfWidth : GOAL.halfWidth;
  const depth = isFutsal ? FUTSAL.goalDepth : GOAL.depth;
  const frame = `M0 ${n(-half)}H${n(-depth)}V${n(half)}H0`;
  let net = "";
  for (let v = -half + 0.5; v < half; v += 0.5) net += `M0 ${n(v)}H${n(-depth)}`;
  for (let u = -0.5; u > -depth; u -= 0.5) net += `M${n(u)} ${n(-half)}V${n(half)}`;
  return { frame, net };
}

/** Grid lines every `gridSize` metres inside the pitch, as one path. */
export function gridPath(pitch: Pick<Pitch, "length" | "width" | "gridSize">): string {
  const { length, width, gridSize } = pitch;
  if (!(gridSize > 0)) return "";
  let d = "";
  // A small tolerance so float steps (0.1 + 0.2 …) do not drop the last line before an edge.
  for (let x = gridSize; x < length - 1e-6; x += gridSize) d += `M${n(x)} 0V${n(width)}`;
  for (let y = gridSize; y < width - 1e-6; y += gridSize) d += `M0 ${n(y)}H${n(length)}`;
  return d;
}

/**
 * Alternate grass bands, parallel to the goal line as mowed on a real pitch. Bands run into the
 * margin so the run-off keeps the pattern; they are aligned to the pitch so it is symmetric.
 */
export function stripesPath(pitch: Pick<Pitch, "template" | "length" | "width">, marginMetres: number): string {
  const isAcrossY = pitch.template === "penalty-area";
  const span = isAcrossY ? pitch.width : pitch.length;
  const other = isAcrossY ? pitch.length : pitch.width;
  const count = Math.max(1, Math.round(span / 5));
  const band = span / count;
  let d = "";
  const first = Math.floor(-marginMetres / band);
  for (let k = first; k * band < span + marginMetres; k++) {
    if (k % 2 === 0) continue;
    const from = Math.max(k * band, -marginMetres);
    const to = Math.min((k + 1) * band, span + marginMetres);
    if (to <= from) continue;
    d += isAcrossY
      ? `M${n(-marginMetres)} ${n(from)}H${n(other + marginMetres)}V${n(to)}H${n(-marginMetres)}Z`
      : `M${n(from)} ${n(-marginMetres)}V${n(other + marginMetres)}H${n(to)}V${n(-marginMetres)}Z`;
  }
  return d;
}

export interface PitchBackgroundProps {
  pitch: Pitch;
  /** Metres of run-off to paint around the pitch; match the viewBox margin. */
  marginMetres?: number;
}

/** The grass (or paper), the grid and the markings of a pitch, in stored coordinates. */
export const PitchBackground = memo(function PitchBackground({
  pitch,
  marginMetres = PITCH_MARGIN_METRES,
}: PitchBackgroundProps) {
  // useId can contain characters that break url(#…) references; keep only safe ones.
  const clipId = `pitch-clip-${useId().replace(/[^a-zA-Z0-9_-]/g, "")}`;
  const style = SURFACE_STYLES[pitch.surface];
  const markings = pitchMarkings(pitch);
  const ends = markings.ends.map((end) => {
    const { lines, spots } = markings.isFutsal ? futsalEndLines(end) : footballEndLines(end);
    return { end, lines, spots, goal: goalPaths(markings.isFutsal) };
  });
  const m = marginMetres;
  // Half the line width past the edge, so the outline is not clipped to half its width.
  const clipPad = LINE_WIDTH_METRES;
  const lineProps = {
    fill: "none",
    stroke: style.line,
    strokeOpacity: style.lineOpacity,
    strokeWidth: LINE_WIDTH_METRES,
    strokeLinejoin: "round",
  } as const;

  return (
    <g data-pitch-background="" data-surface={pitch.surface}>
      <rect x={-m} y={-m} width={pitch.length + 2 * m} height={pitch.width + 2 * m} fill={style.base} />
      {style.stripe ? <path d={stripesPath(pitch, m)} fill={style.stripe} /> : null}
      {pitch.showGrid ? (
        <path
          d={gridPath(pitch)}
          fill="none"
          stroke={style.grid}
          strokeOpacity={style.gridOpacity}
          strokeWidth={LINE_WIDTH_METRES / 2}
          data-pitch-grid=""
        />
      ) : null}
      <defs>
        <clipPath id={clipId}>
          <rect x={-clipPad} y={-clipPad} width={pitch.length + 2 * clipPad} height={pitch.width + 2 * clipPad} />
        </clipPath>
      </defs>
      <g clipPath={`url(#${clipId})`} {...lineProps}>
        <path d={markings.lines} />
        {ends.map(({ end, lines }, index) => (
          <path key={index} d={lines} transform={end.transform} />
        ))}
      </g>
      <g fill={style.line} fillOpacity={style.lineOpacity}>
        {markings.spots.map((spot, index) => (
          <circle key={index} cx={n(spot.x)} cy={n(spot.y)} r={SPOT_RADIUS} />
        ))}
        {ends.map(({ end, spots }, index) => (
          <g key={index} transform={end.transform}>
            {spots.map((spot) => (
              <circle key={spot.x} cx={n(spot.x)} cy={n(spot.y)} r={SPOT_RADIUS} />
            ))}
          </g>
        ))}
      </g>
      {ends.map(({ end, goal }, index) => (
        <g key={index} transform={end.transform} data-pitch-goal="">
          <path d={`${goal.frame}Z`} fill={style.goalFill} fillOpacity={0.18} stroke="none" />
          <path d={goal.net} fill="none" stroke={style.line} strokeOpacity={0.45} strokeWidth={0.04} />
          <path d={goal.frame} {...lineProps} strokeWidth={LINE_WIDTH_METRES * 1.25} />
        </g>
      ))}
      {pitch.showSize && m > 0 ? <PitchSizeLabels pitch={pitch} marginMetres={m} ink={style.line} /> : null}
    </g>
  );
});

/**
 * The pitch's length above its top touchline and its width beside its left goal line, in the run-off
 * (a quarter of the way down, clear of the goal), in the coach's unit and never upside down.
 */
function PitchSizeLabels({ pitch, marginMetres, ink }: { pitch: Pitch; marginMetres: number; ink: string }) {
  const unit = useSizeUnit();
  const i18n = useDrawingI18n();
  const size = Math.min(marginMetres * 0.7, Math.max(1.2, 0.03 * Math.max(pitch.length, pitch.width)));
  const viewRotation = pitchViewRotation(pitch);
  const labels = [
    { name: "length", text: formatSize(pitch.length, unit, i18n), x: pitch.length / 2, y: -marginMetres / 2, edge: 0 },
    { name: "width", text: formatSize(pitch.width, unit, i18n), x: -marginMetres / 2, y: pitch.width / 4, edge: -90 },
  ];
  return (
    <g data-pitch-size-labels="" fill={ink} pointerEvents="none">
      {labels.map((label) => (
        <text
          key={label.name}
          data-size={label.name}
          transform={`translate(${n(label.x)} ${n(label.y)}) rotate(${readableEdgeRotation(label.edge, viewRotation)})`}
          fontSize={n(size)}
          fontWeight={700}
          fontFamily={DIAGRAM_FONT_FAMILY}
          textAnchor="middle"
          dominantBaseline="central"
        >
          {label.text}
        </text>
      ))}
    </g>
  );
}
