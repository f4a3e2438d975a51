/* eslint-disable lingui/no-unlocalized-strings -- SVG path data and transforms of the shapes, no words */
import {
  teamColour,
  type Area,
  type Kit,
  type DiagramObject,
  type Equipment,
  type Line,
  type ObjectOfKind,
  type Person,
  type Pitch,
  type Pose,
} from "@touchline/diagram";
import { createContext, memo, useContext, useMemo, type ReactNode } from "react";
import { contrastingText, displayColour, PRINT_INK } from "./display-colour.ts";
import { fittedDashArray, lineGeometry } from "./line-geometry.ts";
import { formatSize, readableEdgeRotation, useDrawingI18n, useSizeUnit } from "./size-labels.ts";
import {
  AREA_BORDER_WIDTH,
  drawnScale,
  equipmentSize,
  FACING_REACH,
  isUprightKind,
  PERSON_RADIUS,
  TEXT_LINE_HEIGHT,
} from "./object-bounds.ts";

/*
 * Every object is drawn in its local frame: metres, origin at its anchor, 0° facing +x. The
 * wrapper applies translate + rotate, so a drag or an animation step changes one attribute.
 * Labels counter-rotate (object rotation and the vertical view's −90°) so numbers stay readable.
 * Tokens (people, balls, equipment, markers) are drawn at the drawing's token scale: a scale() inside
 * that wrapper, about the anchor, so positions never change and everything of the token grows alike.
 */

/**
 * The drawing's token scale (`tokenScale(diagram)`), provided once by whatever draws a diagram (the
 * editor's canvas, `DiagramView` and so every export); 1 where none is, as for the palette's icons.
 */
export const TokenScaleContext = createContext(1);

/** Font stack for labels and text; set on each <text> so an exported SVG needs no stylesheet. */
export const DIAGRAM_FONT_FAMILY = "Inter, system-ui, -apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

type Surface = Pitch["surface"];

/** Thin dark edge that separates tokens from grass, from each other and from paper. */
const OUTLINE = "#0f172a";
const SHADOW_OFFSET = { x: 0.1, y: 0.16 } as const;

function n(value: number): string {
  return String(Math.round(value * 1000) / 1000);
}

/** Rotation that cancels `degrees`, or undefined when there is nothing to cancel. */
function counterRotate(degrees: number): string | undefined {
  const normalised = ((degrees % 360) + 360) % 360;
  return normalised === 0 ? undefined : `rotate(${n(-degrees)})`;
}

interface DrawProps<T extends DiagramObject> {
  object: T;
  surface: Surface;
  /** Net rotation in degrees (object pose + view) that upright parts cancel. */
  screenRotation: number;
  /** The view rotation alone (see `pitchViewRotation`). */
  viewRotation: number;
}

function Label({ text, fill, size, y = 0 }: { text: string; fill: string; size: number; y?: number }) {
  return (
    <text
      y={n(y)}
      fill={fill}
      fontSize={n(size)}
      fontWeight={700}
      fontFamily={DIAGRAM_FONT_FAMILY}
      textAnchor="middle"
      dominantBaseline="central"
    >
      {text}
    </text>
  );
}

/** Three-character labels shrink so they still fit the disc. */
function labelSize(label: string): number {
  return label.length >= 3 ? 0.78 : label.length === 2 ? 0.98 : 1.08;
}

function FacingTick({ fill }: { fill: string }) {
  const base = PERSON_RADIUS + 0.05;
  return (
    <path
      d={`M${n(base)} -0.44L${n(FACING_REACH)} 0L${n(base)} 0.44Z`}
      fill={fill}
      stroke={OUTLINE}
      strokeOpacity={0.55}
      strokeWidth={0.06}
      strokeLinejoin="round"
    />
  );
}

/** What a token's drop shadow follows: a disc, a rounded square or a path (the bib's outline). */
type ShadowShape = { radius: number } | { half: number; corner: number } | { path: string };

/**
 * A token's drop shadow, offset in its own coordinates rather than by a translated group: every transformed
 * SVG element is a node the browser walks on every frame, and a board has hundreds of tokens. A path has
 * no offset of its own, so the bib's keeps a transform (bibs are few).
 */
function Shadow({ surface, shape }: { surface: Surface; shape: ShadowShape }) {
  if (surface === "print") return null;
  const { x, y } = SHADOW_OFFSET;
  const paint = { fill: "#000000", fillOpacity: 0.22 } as const;
  if ("radius" in shape) return <circle cx={x} cy={y} r={shape.radius} {...paint} />;
  if ("half" in shape) {
    const { half, corner } = shape;
    return <rect x={x - half} y={y - half} width={2 * half} height={2 * half} rx={corner} {...paint} />;
  }
  return <path transform={`translate(${x} ${y})`} d={shape.path} {...paint} />;
}

/** Five equal bands across the disc, the 2nd and 4th in the second colour: the middle one carries the number. */
const KIT_BANDS = 5;

/** The y (or x) where a chord at `offset` from the centre meets a circle of `radius`. */
function chordHalf(radius: number, offset: number): number {
  return Math.sqrt(Math.max(0, radius * radius - offset * offset));
}

/**
 * The second-colour bands of a kit as one path inside a disc of `radius`: vertical bands for stripes,
 * horizontal ones for hoops, each cut to the circle by its arcs. Plain geometry rather than a clip path, so
 * the SVG export and the PDF (which has its own clip support) draw it exactly as the screen does.
 */
export function kitBandsPath(pattern: Kit["pattern"], radius: number): string {
  if (pattern === "plain") return "";
  const width = (2 * radius) / KIT_BANDS;
  let d = "";
  for (let band = 1; band < KIT_BANDS; band += 2) {
    const a = -radius + band * width;
    const b = a + width;
    const ha = chordHalf(radius, a);
    const hb = chordHalf(radius, b);
    const r = n(radius);
    d +=
      pattern === "stripes"
        ? `M${n(a)} ${n(-ha)}L${n(a)} ${n(ha)}A${r} ${r} 0 0 0 ${n(b)} ${n(hb)}L${n(b)} ${n(-hb)}A${r} ${r} 0 0 0 ${n(a)} ${n(-ha)}Z`
        : `M${n(-ha)} ${n(a)}L${n(ha)} ${n(a)}A${r} ${r} 0 0 1 ${n(hb)} ${n(b)}L${n(-hb)} ${n(b)}A${r} ${r} 0 0 1 ${n(-ha)} ${n(a)}Z`;
  }
  return d;
}

/** Height of a player's name under the token, in the token's own metres (the token scale applies). */
const NAME_SIZE = 0.78;

/** A player's name under the token: light with a dark halo on grass, dark ink with a white halo on paper. */
function NameLabel({ name, surface }: { name: string; surface: Surface }) {
  const isPrint = surface === "print";
  return (
    <text
      data-name=""
      y={n(PERSON_RADIUS + 0.2 + NAME_SIZE * 0.55)}
      fill={isPrint ? PRINT_INK : "#ffffff"}
      stroke={isPrint ? "#ffffff" : OUTLINE}
      strokeOpacity={0.85}
      strokeWidth={n(NAME_SIZE * 0.3)}
      strokeLinejoin="round"
      paintOrder="stroke"
      fontSize={n(NAME_SIZE)}
      fontWeight={700}
      fontFamily={DIAGRAM_FONT_FAMILY}
      textAnchor="middle"
      dominantBaseline="central"
    >
      {name}
    </text>
  );
}

/** The shirt's pattern on a team person's disc, and a patch in the main colour that keeps the number readable. */
function KitPattern({ kit, label, fill }: { kit: Kit; label: string; fill: string }) {
  const bands = kitBandsPath(kit.pattern, PERSON_RADIUS);
  if (!bands) return null;
  // Just large enough for the glyphs, so most of the pattern still shows around the number.
  const size = labelSize(label);
  const patchWidth = Math.max(size * 0.82, label.length * size * 0.6 + 0.14);
  return (
    <>
      <path data-kit={kit.pattern} d={bands} fill={teamColour(kit.secondColour).fill} />
      <circle r={PERSON_RADIUS} fill="none" stroke={OUTLINE} strokeOpacity={0.5} strokeWidth={0.07} />
      {label ? (
        <rect
          x={n(-patchWidth / 2)}
          y={n(-size * 0.5)}
          width={n(patchWidth)}
          height={n(size)}
          rx={n(size * 0.28)}
          fill={fill}
        />
      ) : null}
    </>
  );
}

function PersonDrawing({ object, surface, screenRotation }: DrawProps<Person>) {
  const colour = teamColour(object.colour);
  const outline = { stroke: OUTLINE, strokeOpacity: 0.5, strokeWidth: 0.07 } as const;
  let body: ReactNode;
  let shadow: ShadowShape;
  let label: ReactNode = object.label ? (
    <Label text={object.label} fill={colour.text} size={labelSize(object.label)} />
  ) : null;
  const isTeam = object.kind === "player" || object.kind === "goalkeeper";
  const kit = isTeam && object.kit ? <KitPattern kit={object.kit} label={object.label} fill={colour.fill} /> : null;
  const name = isTeam && object.name ? <NameLabel name={object.name} surface={surface} /> : null;
  switch (object.kind) {
    case "coach": {
      const half = PERSON_RADIUS * 0.88;
      shadow = { half, corner: 0.4 };
      body = (
        <rect
          data-token=""
          x={-half}
          y={-half}
          width={2 * half}
          height={2 * half}
          rx={0.4}
          fill={colour.fill}
          {...outline}
        />
      );
      break;
    }
    case "neutral": {
      // A training bib: a vest with a scooped neck, the way coaches hand out jokers.
      const bib =
        "M-0.4 -0.88L-0.15 -0.88Q0 -0.5 0.15 -0.88L0.4 -0.88Q0.46 -0.42 0.84 -0.3L0.78 0.86" +
        "Q0 0.96 -0.78 0.86L-0.84 -0.3Q-0.46 -0.42 -0.4 -0.88Z";
      shadow = { path: bib };
      body = <path data-token="" d={bib} fill={colour.fill} {...outline} strokeLinejoin="round" />;
      label = object.label ? (
        <Label text={object.label} fill={colour.text} size={labelSize(object.label) * 0.85} y={0.14} />
      ) : null;
      break;
    }
    case "goalkeeper":
      shadow = { radius: PERSON_RADIUS };
      body = (
        <>
          <circle data-token="" r={PERSON_RADIUS} fill={colour.fill} {...outline} />
          {kit}
          {/* An inner ring in the label colour marks the keeper at a glance, in any kit colour. */}
          <circle r={PERSON_RADIUS - 0.2} fill="none" stroke={colour.text} strokeOpacity={0.75} strokeWidth={0.1} />
        </>
      );
      break;
    case "player":
      shadow = { radius: PERSON_RADIUS };
      body = (
        <>
          <circle data-token="" r={PERSON_RADIUS} fill={colour.fill} {...outline} />
          {kit}
        </>
      );
      break;
  }
  return (
    <>
      {object.hasFacing ? <FacingTick fill={colour.fill} /> : null}
      <g transform={counterRotate(screenRotation)}>
        <Shadow surface={surface} shape={shadow} />
        {body}
        {label}
        {name}
      </g>
      {object.kind === "goalkeeper" ? (
        // Gloves at the keeper's hands, in the local frame so they turn with the keeper.
        <g fill="#f8fafc" stroke={OUTLINE} strokeOpacity={0.6} strokeWidth={0.05}>
          <circle cx={0.62} cy={-0.5} r={0.2} />
          <circle cx={0.62} cy={0.5} r={0.2} />
        </g>
      ) : null}
    </>
  );
}

/**
 * A classic ball from above: a central pentagon, five pentagons towards the rim in the directions
 * of its corners, and the seams between them that outline the white hexagons. The rim panels
 * reach 1.04 r, just under the rim stroke's outer edge (1.06 r), so no clip path is needed.
 */
function ballPaths(radius: number): { panels: string; seams: string } {
  const corners = (cx: number, cy: number, r: number, turn: number) =>
    Array.from({ length: 5 }, (_, i) => {
      const angle = ((turn + i * 72) * Math.PI) / 180;
      return { x: cx + r * Math.cos(angle), y: cy + r * Math.sin(angle) };
    });
  const path = (points: { x: number; y: number }[]) =>
    points.map((point, i) => `${i === 0 ? "M" : "L"}${n(point.x)} ${n(point.y)}`).join("") + "Z";
  const centre = corners(0, 0, radius * 0.34, -90);
  const outer = centre.map((_, i) => {
    const angle = -90 + i * 72;
    const radians = (angle * Math.PI) / 180;
    // Turned by 180° so one corner points back at the centre pentagon.
    return corners(radius * 0.82 * Math.cos(radians), radius * 0.82 * Math.sin(radians), radius * 0.26, angle + 180);
  });
  let seams = "";
  outer.forEach((panel, i) => {
    const inner = centre[i] as { x: number; y: number };
    const tip = panel[0] as { x: number; y: number };
    seams += `M${n(inner.x)} ${n(inner.y)}L${n(tip.x)} ${n(tip.y)}`;
    // Corner 4 of this panel faces corner 1 of the next one round: the hexagon's outer edge.
    const from = panel[4] as { x: number; y: number };
    const to = (outer[(i + 1) % 5] as { x: number; y: number }[])[1] as { x: number; y: number };
    seams += `M${n(from.x)} ${n(from.y)}L${n(to.x)} ${n(to.y)}`;
  });
  return { panels: path(centre) + outer.map(path).join(""), seams };
}

function BallDrawing({ object, surface, screenRotation }: DrawProps<ObjectOfKind<"ball">>) {
  const { width } = equipmentSize("ball", object.scale);
  const radius = width / 2;
  const ball = ballPaths(radius);
  return (
    <g transform={counterRotate(screenRotation)}>
      <Shadow surface={surface} shape={{ radius }} />
      <circle r={radius} fill={object.colour} />
      <path d={ball.panels} fill="#111827" />
      <path d={ball.seams} stroke="#111827" strokeWidth={n(radius * 0.06)} fill="none" strokeLinecap="round" />
      <circle r={radius} fill="none" stroke="#111827" strokeWidth={radius * 0.12} />
    </g>
  );
}

/** A darker edge under thin equipment strokes, so yellow on grass and on paper both read. */
const CASING = { stroke: OUTLINE, strokeOpacity: 0.4 } as const;

function EquipmentDrawing({ object, surface, screenRotation }: DrawProps<Exclude<Equipment, ObjectOfKind<"ball">>>) {
  const colour = displayColour(object.colour, surface);
  const { width: w, height: h } = equipmentSize(object.kind, object.scale);
  const hw = w / 2;
  const hh = h / 2;
  const s = object.scale;
  let drawing: ReactNode;
  switch (object.kind) {
    case "cone":
      // The familiar coaching-diagram triangle with a white band, standing on its base.
      drawing = (
        <>
          <ellipse
            cy={n(hh * 0.82)}
            rx={n(hw * 0.95)}
            ry={n(hh * 0.18)}
            fill={colour}
            stroke={OUTLINE}
            strokeOpacity={0.5}
            strokeWidth={0.04 * s}
          />
          <path
            d={`M0 ${n(-hh)}L${n(hw * 0.72)} ${n(hh * 0.78)}L${n(-hw * 0.72)} ${n(hh * 0.78)}Z`}
            fill={colour}
            stroke={OUTLINE}
            strokeOpacity={0.55}
            strokeWidth={0.05 * s}
            strokeLinejoin="round"
          />
          <path
            d={`M${n(-hw * 0.24)} ${n(-hh * 0.18)}L${n(hw * 0.24)} ${n(-hh * 0.18)}L${n(hw * 0.36)} ${n(hh * 0.12)}L${n(-hw * 0.36)} ${n(hh * 0.12)}Z`}
            fill="#ffffff"
            fillOpacity={0.85}
          />
        </>
      );
      break;
    case "disc":
      drawing = (
        <path
          d={
            `M${n(-hw)} 0a${n(hw)} ${n(hh)} 0 1 0 ${n(w)} 0a${n(hw)} ${n(hh)} 0 1 0 ${n(-w)} 0Z` +
            `M${n(-hw * 0.38)} 0a${n(hw * 0.38)} ${n(hh * 0.38)} 0 1 0 ${n(w * 0.38)} 0a${n(hw * 0.38)} ${n(hh * 0.38)} 0 1 0 ${n(-w * 0.38)} 0Z`
          }
          fill={colour}
          fillRule="evenodd"
          stroke={OUTLINE}
          strokeOpacity={0.45}
          strokeWidth={0.04 * s}
        />
      );
      break;
    case "pole":
      // A slalom pole from the side: a striped stick on a weighted base.
      drawing = (
        <>
          <ellipse cy={n(hh * 0.8)} rx={n(hw * 0.75)} ry={n(hh * 0.2)} fill={OUTLINE} fillOpacity={0.55} />
          <rect
            x={n(-hw * 0.17)}
            y={n(-hh)}
            width={n(hw * 0.34)}
            height={n(h * 0.9)}
            rx={n(hw * 0.17)}
            fill={colour}
            stroke={OUTLINE}
            strokeOpacity={0.6}
            strokeWidth={0.03 * s}
          />
          <rect
            x={n(-hw * 0.17)}
            y={n(-hh * 0.45)}
            width={n(hw * 0.34)}
            height={n(hh * 0.3)}
            fill={OUTLINE}
            fillOpacity={0.75}
          />
          <rect
            x={n(-hw * 0.17)}
            y={n(hh * 0.2)}
            width={n(hw * 0.34)}
            height={n(hh * 0.3)}
            fill={OUTLINE}
            fillOpacity={0.75}
          />
        </>
      );
      break;
    case "mannequin":
      // A silhouette from above, facing +y: rounded shoulders, arms at the sides and a head
      // with a nose, like a defender in a free-kick wall.
      drawing = (
        <>
          <path
            d={`M${n(-hw)} ${n(hh * 0.2)}Q${n(-hw)} ${n(-hh * 0.75)} ${n(-hw * 0.45)} ${n(-hh * 0.75)}H${n(hw * 0.45)}Q${n(hw)} ${n(-hh * 0.75)} ${n(hw)} ${n(hh * 0.2)}Q${n(hw)} ${n(hh * 0.6)} ${n(hw * 0.7)} ${n(hh * 0.6)}H${n(-hw * 0.7)}Q${n(-hw)} ${n(hh * 0.6)} ${n(-hw)} ${n(hh * 0.2)}Z`}
            fill={colour}
            stroke={OUTLINE}
            strokeOpacity={0.5}
            strokeWidth={0.04 * s}
          />
          <path
            d={`M${n(-hh * 0.16)} ${n(hh * 0.62)}L0 ${n(hh * 0.98)}L${n(hh * 0.16)} ${n(hh * 0.62)}Z`}
            fill={colour}
          />
          <circle
            cy={n(hh * 0.08)}
            r={n(hh * 0.62)}
            fill={colour}
            stroke={OUTLINE}
            strokeOpacity={0.5}
            strokeWidth={0.04 * s}
          />
          <circle cy={n(hh * 0.08)} r={n(hh * 0.62)} fill="#ffffff" fillOpacity={0.22} />
        </>
      );
      break;
    case "hurdle":
      drawing = (
        <g strokeLinecap="round">
          <path
            d={`M${n(-hw)} 0H${n(hw)}M${n(-hw * 0.88)} ${n(-hh)}V${n(hh)}M${n(hw * 0.88)} ${n(-hh)}V${n(hh)}`}
            fill="none"
            {...CASING}
            strokeWidth={0.16 * s}
          />
          <path
            d={`M${n(-hw * 0.88)} ${n(-hh)}V${n(hh)}M${n(hw * 0.88)} ${n(-hh)}V${n(hh)}`}
            fill="none"
            stroke={colour}
            strokeWidth={0.09 * s}
          />
          <path d={`M${n(-hw)} 0H${n(hw)}`} fill="none" stroke={colour} strokeWidth={0.11 * s} />
        </g>
      );
      break;
    case "ladder": {
      let rungs = "";
      const count = Math.max(2, Math.round(w / (0.5 * s)));
      for (let i = 0; i <= count; i++) rungs += `M${n(-hw + (w * i) / count)} ${n(-hh)}V${n(hh)}`;
      const rails = `M${n(-hw)} ${n(-hh)}H${n(hw)}M${n(-hw)} ${n(hh)}H${n(hw)}`;
      drawing = (
        <g fill="none" strokeLinecap="round">
          <path d={rails + rungs} {...CASING} strokeWidth={0.12 * s} />
          <path d={rails + rungs} stroke={colour} strokeWidth={0.07 * s} />
        </g>
      );
      break;
    }
    case "ring":
      drawing = (
        <>
          <ellipse
            rx={n(hw * 0.9)}
            ry={n(hh * 0.9)}
            fill={colour}
            fillOpacity={0.12}
            {...CASING}
            strokeWidth={0.16 * s}
          />
          <ellipse rx={n(hw * 0.9)} ry={n(hh * 0.9)} fill="none" stroke={colour} strokeWidth={0.1 * s} />
        </>
      );
      break;
    case "mini-goal":
    case "goal": {
      // From above with the mouth facing +y: netting behind a bold front bar and posts.
      const spacing = h / 5;
      let net = "";
      for (let x = -hw + spacing; x < hw - 1e-6; x += spacing) net += `M${n(x)} ${n(-hh)}V${n(hh)}`;
      for (let y = -hh + spacing; y < hh - 1e-6; y += spacing) net += `M${n(-hw)} ${n(y)}H${n(hw)}`;
      const bar = Math.max(0.1, h * 0.07);
      drawing = (
        <>
          <rect x={n(-hw)} y={n(-hh)} width={n(w)} height={n(h)} fill={colour} fillOpacity={0.12} />
          <path d={net} fill="none" stroke={colour} strokeOpacity={0.55} strokeWidth={0.03 * s} />
          <path
            d={`M${n(-hw)} ${n(hh)}V${n(-hh)}H${n(hw)}V${n(hh)}`}
            fill="none"
            stroke={colour}
            strokeWidth={bar * 0.5}
            strokeLinejoin="round"
          />
          <path
            d={`M${n(-hw)} ${n(hh)}H${n(hw)}`}
            fill="none"
            {...CASING}
            strokeWidth={bar * 1.5}
            strokeLinecap="round"
          />
          <path
            d={`M${n(-hw)} ${n(hh)}H${n(hw)}`}
            fill="none"
            stroke={colour}
            strokeWidth={bar}
            strokeLinecap="round"
          />
        </>
      );
      break;
    }
    case "flag":
      // A corner flag from the side: the pole at the left, the pennant flying right.
      drawing = (
        <>
          <ellipse
            cx={n(-hw * 0.55)}
            cy={n(hh * 0.92)}
            rx={n(hw * 0.3)}
            ry={n(hh * 0.1)}
            fill={OUTLINE}
            fillOpacity={0.45}
          />
          <path
            d={`M${n(-hw * 0.55)} ${n(-hh)}L${n(hw * 0.85)} ${n(-hh * 0.55)}L${n(-hw * 0.55)} ${n(-hh * 0.1)}Z`}
            fill={colour}
            stroke={OUTLINE}
            strokeOpacity={0.55}
            strokeWidth={0.04 * s}
            strokeLinejoin="round"
          />
          <path
            d={`M${n(-hw * 0.55)} ${n(-hh)}V${n(hh * 0.92)}`}
            stroke={surface === "print" ? PRINT_INK : "#f8fafc"}
            strokeWidth={0.07 * s}
            strokeLinecap="round"
          />
        </>
      );
      break;
    case "rebounder": {
      // From above, facing +y: a netted frame on a bold front bar with two legs behind.
      let net = "";
      const strings = 8;
      for (let i = 1; i < strings; i++)
        net += `M${n(-hw + (w * i) / strings)} ${n(hh)}L${n(-hw * 0.8 + (w * 0.8 * i) / strings)} ${n(-hh * 0.1)}`;
      net += `M${n(-hw * 0.9)} ${n(hh * 0.45)}H${n(hw * 0.9)}`;
      drawing = (
        <>
          <path
            d={`M${n(-hw)} ${n(hh)}H${n(hw)}L${n(hw * 0.8)} ${n(-hh * 0.1)}H${n(-hw * 0.8)}Z`}
            fill={colour}
            fillOpacity={0.18}
          />
          <path d={net} fill="none" stroke={colour} strokeOpacity={0.6} strokeWidth={0.03 * s} />
          <path
            d={`M${n(-hw)} ${n(hh)}L${n(-hw * 0.8)} ${n(-hh * 0.1)}H${n(hw * 0.8)}L${n(hw)} ${n(hh)}M${n(-hw * 0.8)} ${n(-hh * 0.1)}L${n(-hw * 0.7)} ${n(-hh)}M${n(hw * 0.8)} ${n(-hh * 0.1)}L${n(hw * 0.7)} ${n(-hh)}`}
            fill="none"
            stroke={colour}
            strokeWidth={0.07 * s}
            strokeLinejoin="round"
            strokeLinecap="round"
          />
          <path d={`M${n(-hw)} ${n(hh)}H${n(hw)}`} stroke={colour} strokeWidth={0.14 * s} strokeLinecap="round" />
        </>
      );
      break;
    }
  }
  if (isUprightKind(object.kind)) return <g transform={counterRotate(screenRotation)}>{drawing}</g>;
  return drawing;
}

function LineDrawing({ object, surface }: DrawProps<Line>) {
  const geometry = useMemo(() => lineGeometry(object), [object]);
  const colour = displayColour(object.colour, surface);
  const w = object.width;
  const dash = object.kind === "pass" ? fittedDashArray(geometry.shaftLength, w) : undefined;
  return (
    <>
      {/* Invisible, wider twin of the centre line: easy to hit with a finger or a mouse. */}
      <path
        d={geometry.centre}
        fill="none"
        stroke="transparent"
        strokeWidth={n(Math.max(1.6, w + 1.2))}
        strokeLinecap="round"
        pointerEvents="stroke"
        data-hit-path=""
      />
      {geometry.stroke ? (
        <path
          d={geometry.stroke}
          fill="none"
          stroke={colour}
          strokeWidth={n(w)}
          strokeDasharray={dash}
          strokeLinecap={dash ? "butt" : "round"}
          strokeLinejoin="round"
        />
      ) : null}
      {geometry.heads.map((head) => (
        <path key={head} d={head} fill={colour} stroke={colour} strokeWidth={n(w * 0.3)} strokeLinejoin="round" />
      ))}
    </>
  );
}

/** Text height of an area's size labels: readable on a full pitch, never larger than a small area allows. */
function sizeLabelHeight(width: number, height: number): number {
  return Math.min(Math.max(0.07 * Math.max(width, height), 1.2), 3.5, 0.3 * Math.min(width, height) + 0.5);
}

/**
 * The real width and height of a rectangle or ellipse, written inside it along its top and left edges
 * ("40 m"), turned with the area but never upside down, in the coach's unit.
 */
function AreaSizeLabels({ object, surface, screenRotation }: DrawProps<ObjectOfKind<"rectangle" | "ellipse">>) {
  const unit = useSizeUnit();
  const i18n = useDrawingI18n();
  const size = sizeLabelHeight(object.width, object.height);
  const inset = size * 0.9;
  const ink = surface === "print" ? PRINT_INK : "#ffffff";
  const labels = [
    { text: formatSize(object.width, unit, i18n), x: 0, y: -object.height / 2 + inset, edge: 0, name: "width" },
    { text: formatSize(object.height, unit, i18n), x: -object.width / 2 + inset, y: 0, edge: -90, name: "height" },
  ];
  return (
    <g data-size-labels="" pointerEvents="none">
      {labels.map((label) => (
        <text
          key={label.name}
          data-size={label.name}
          transform={`translate(${n(label.x)} ${n(label.y)}) rotate(${readableEdgeRotation(label.edge, screenRotation)})`}
          fill={ink}
          fontSize={n(size)}
          fontWeight={700}
          fontFamily={DIAGRAM_FONT_FAMILY}
          textAnchor="middle"
          dominantBaseline="central"
          stroke={surface === "print" ? "#ffffff" : OUTLINE}
          strokeOpacity={0.45}
          strokeWidth={n(size * 0.12)}
          strokeLinejoin="round"
          paintOrder="stroke"
        >
          {label.text}
        </text>
      ))}
    </g>
  );
}

function AreaDrawing({ object, surface, screenRotation, viewRotation }: DrawProps<Area>) {
  const style = {
    fill: displayColour(object.fill, surface),
    fillOpacity: object.fillOpacity,
    stroke: object.border === "none" ? "none" : displayColour(object.stroke, surface),
    strokeWidth: AREA_BORDER_WIDTH,
    strokeDasharray: object.border === "dashed" ? "0.9 0.6" : undefined,
    strokeLinejoin: "round",
  } as const;
  if (object.kind === "polygon")
    return <polygon points={object.points.map((point) => `${n(point.x)},${n(point.y)}`).join(" ")} {...style} />;
  return (
    <>
      {object.kind === "rectangle" ? (
        <rect
          x={n(-object.width / 2)}
          y={n(-object.height / 2)}
          width={n(object.width)}
          height={n(object.height)}
          {...style}
        />
      ) : (
        <ellipse rx={n(object.width / 2)} ry={n(object.height / 2)} {...style} />
      )}
      {object.showSize ? (
        <AreaSizeLabels object={object} surface={surface} screenRotation={screenRotation} viewRotation={viewRotation} />
      ) : null}
    </>
  );
}

function TextDrawing({ object, surface, viewRotation }: DrawProps<ObjectOfKind<"text">>) {
  const colour = displayColour(object.colour, surface);
  const lines = object.text.split("\n");
  // A soft dark halo keeps light text readable across light and dark grass stripes.
  const hasHalo = surface !== "print" && contrastingText(colour) !== "#ffffff";
  return (
    <text
      transform={counterRotate(viewRotation)}
      fill={colour}
      fontSize={n(object.fontSize)}
      fontWeight={600}
      fontFamily={DIAGRAM_FONT_FAMILY}
      textAnchor="middle"
      dominantBaseline="central"
      stroke={hasHalo ? OUTLINE : undefined}
      strokeOpacity={hasHalo ? 0.3 : undefined}
      strokeWidth={hasHalo ? n(object.fontSize * 0.08) : undefined}
      strokeLinejoin="round"
      paintOrder="stroke"
    >
      {lines.length === 1
        ? object.text
        : lines.map((line, index) => (
            <tspan
              key={index}
              x={0}
              dy={index === 0 ? `${n((-(lines.length - 1) * TEXT_LINE_HEIGHT) / 2)}em` : `${TEXT_LINE_HEIGHT}em`}
            >
              {line}
            </tspan>
          ))}
    </text>
  );
}

function MarkerDrawing({ object, surface, screenRotation }: DrawProps<ObjectOfKind<"marker">>) {
  const colour = displayColour(object.colour, surface);
  const text = String(object.number);
  return (
    <g transform={counterRotate(screenRotation)}>
      <Shadow surface={surface} shape={{ radius: 0.8 }} />
      <circle
        r={0.8}
        fill={colour}
        stroke={surface === "print" ? OUTLINE : "#ffffff"}
        strokeOpacity={0.9}
        strokeWidth={0.1}
      />
      <Label text={text} fill={contrastingText(colour)} size={text.length > 1 ? 0.85 : 1} />
    </g>
  );
}

/**
 * A smooth path through a pen stroke's points: straight to the first midpoint, then a quadratic curve
 * through each point to the next midpoint, so a shaky hand reads as one flowing mark.
 */
export function penPath(points: readonly { x: number; y: number }[]): string {
  const [first, ...rest] = points;
  if (!first) return "";
  if (rest.length === 1) return `M${n(first.x)} ${n(first.y)}L${n(rest[0]!.x)} ${n(rest[0]!.y)}`;
  let d = `M${n(first.x)} ${n(first.y)}`;
  for (let index = 1; index < points.length - 1; index += 1) {
    const point = points[index]!;
    const next = points[index + 1]!;
    d += `Q${n(point.x)} ${n(point.y)} ${n((point.x + next.x) / 2)} ${n((point.y + next.y) / 2)}`;
  }
  const last = points[points.length - 1]!;
  return `${d}L${n(last.x)} ${n(last.y)}`;
}

function PenDrawing({ object, surface }: DrawProps<ObjectOfKind<"pen">>) {
  return (
    <path
      d={penPath(object.points)}
      fill="none"
      stroke={displayColour(object.colour, surface)}
      strokeWidth={n(object.width)}
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  );
}

export interface ObjectDrawingProps {
  object: DiagramObject;
  surface: Surface;
  /** Rotation in degrees the object is drawn at (its pose), so labels can cancel it. */
  rotation: number;
  /** The view's rotation (`pitchViewRotation`), cancelled by labels and text. */
  viewRotation?: number;
}

/** An object's drawing in its local frame, without the positioning wrapper (palette icons use it). */
export function ObjectDrawing({ object, surface, rotation, viewRotation = 0 }: ObjectDrawingProps) {
  const props = { surface, screenRotation: rotation + viewRotation, viewRotation };
  switch (object.kind) {
    case "player":
    case "goalkeeper":
    case "coach":
    case "neutral":
      return <PersonDrawing object={object} {...props} />;
    case "ball":
      return <BallDrawing object={object} {...props} />;
    case "cone":
    case "disc":
    case "pole":
    case "mannequin":
    case "hurdle":
    case "ladder":
    case "ring":
    case "mini-goal":
    case "goal":
    case "flag":
    case "rebounder":
      return <EquipmentDrawing object={object} {...props} />;
    case "pass":
    case "run":
    case "dribble":
    case "shot":
    case "line":
      return <LineDrawing object={object} {...props} />;
    case "rectangle":
    case "ellipse":
    case "polygon":
      return <AreaDrawing object={object} {...props} />;
    case "text":
      return <TextDrawing object={object} {...props} />;
    case "marker":
      return <MarkerDrawing object={object} {...props} />;
    case "pen":
      return <PenDrawing object={object} {...props} />;
  }
}

export interface ObjectShapeProps {
  object: DiagramObject;
  /** Where to draw it (an animation pose); default: the object's own x, y, rotation. */
  pose?: Pose;
  surface: Surface;
  /** Only marks the element (`data-selected`); the editor draws selection overlays itself. */
  isSelected?: boolean;
  /** The view rotation (`pitchViewRotation(pitch)`), so labels stay upright on a vertical pitch. */
  viewRotation?: number;
  /** Its name for assistive technology (the editor's pitch names its objects; a preview is one picture). */
  accessibleName?: string;
}

/** `translate(x y) rotate(r)` for a pose, rounded to a millimetre and a hundredth of a degree. */
export function objectTransform(pose: Pose): string {
  return `translate(${n(pose.x)} ${n(pose.y)}) rotate(${Math.round(pose.rotation * 100) / 100})`;
}

/**
 * One diagram object, positioned. Memoised: objects and poses are immutable, so during a drag
 * only the moving objects re-render.
 */
export const ObjectShape = memo(function ObjectShape({
  object,
  pose,
  surface,
  isSelected,
  viewRotation = 0,
  accessibleName,
}: ObjectShapeProps) {
  const at = pose ?? object;
  const scale = drawnScale(object.kind, useContext(TokenScaleContext));
  const drawing = (
    <ObjectDrawing object={object} surface={surface} rotation={at.rotation} viewRotation={viewRotation} />
  );
  return (
    <g
      role={accessibleName ? "img" : undefined}
      aria-label={accessibleName}
      data-object-id={object.id}
      data-kind={object.kind}
      data-selected={isSelected ? "true" : undefined}
      // The token scale is the last step of the object's own transform, not a group of its own: each
      // transformed SVG element is a node the browser walks on every frame, and a board has hundreds.
      transform={scale === 1 ? objectTransform(at) : `${objectTransform(at)} scale(${n(scale)})`}
    >
      {drawing}
    </g>
  );
});
