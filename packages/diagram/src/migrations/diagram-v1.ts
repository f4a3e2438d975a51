import { z } from "zod";
import { orderKeysBetween } from "../order-key.ts";
import { IdSchema, TeamColourIdSchema, TeamSchema } from "../schema.ts";

/*
 * Version 1, the first release's format. What changed in version 2:
 * - positions were percentages of the pitch (0–100 along its length and width), so a layout
 *   stretched when the pitch size changed; version 2 stores metres;
 * - objects were an array whose order was the z-order; version 2 keys them by id with order keys;
 * - the pitch had `type`, `vertical` and `grass` and no grid settings, and only five templates;
 * - a smaller catalogue, `type` instead of `kind`, `color`, `angle`, shirt `number`, ball `holder`;
 *   lines had an absolute end (`x2`, `y2`) and one `arrow` flag; rectangles were placed by their
 *   top-left corner with `w`, `h` in percent;
 * - frames had no ids, `duration` instead of `durationMs`, and frame 0 could list positions that
 *   override the objects' own.
 */

const Percent = z.number().min(-500).max(600);
const Angle = z.number().min(-3600).max(3600).optional();
const Hex = z
  .string()
  .regex(/^#[0-9a-fA-F]{6}$/)
  .optional();

const baseV1 = { id: IdSchema, x: Percent, y: Percent, angle: Angle, locked: z.boolean().optional() };

const ObjectV1Schema = z.discriminatedUnion("type", [
  z.object({
    ...baseV1,
    type: z.enum(["player", "goalkeeper"]),
    team: TeamSchema,
    color: TeamColourIdSchema,
    number: z.number().int().min(0).max(99).optional(),
  }),
  z.object({ ...baseV1, type: z.literal("coach") }),
  z.object({ ...baseV1, type: z.literal("ball"), holder: IdSchema.optional() }),
  z.object({ ...baseV1, type: z.enum(["cone", "pole", "mini-goal", "goal"]), color: Hex }),
  z.object({
    ...baseV1,
    type: z.enum(["pass", "run", "dribble", "shot"]),
    x2: Percent,
    y2: Percent,
    arrow: z.boolean().optional(),
  }),
  z.object({
    ...baseV1,
    type: z.literal("rectangle"),
    w: z.number().min(0).max(600),
    h: z.number().min(0).max(600),
    color: Hex,
    opacity: z.number().min(0).max(1).optional(),
  }),
  z.object({ ...baseV1, type: z.literal("text"), text: z.string().max(200), color: Hex }),
]);

const PositionV1Schema = z.object({ x: Percent, y: Percent, angle: Angle });

/** The version 1 document, validated before it is upgraded. */
export const DiagramV1Schema = z.object({
  version: z.literal(1),
  pitch: z.object({
    type: z.enum(["full", "half", "futsal", "blank", "custom"]),
    length: z.number().min(5).max(120),
    width: z.number().min(5).max(90),
    vertical: z.boolean().optional(),
    grass: z.enum(["striped", "plain", "print"]).optional(),
  }),
  objects: z.array(ObjectV1Schema).max(1000),
  frames: z
    .array(
      z.object({
        duration: z.number().min(0).max(60_000),
        positions: z.record(IdSchema, PositionV1Schema),
      }),
    )
    .max(100)
    .optional(),
});
export type DiagramV1 = z.infer<typeof DiagramV1Schema>;

const WHITE = "#ffffff";

function angle(degrees: number | undefined): number {
  return ((((degrees ?? 0) % 360) + 360) % 360) % 360;
}

/** Turns a valid version 1 document into a version 2 candidate (which the caller then validates). */
export function upgradeFromV1(v1: DiagramV1): unknown {
  const { length, width } = v1.pitch;
  const mx = (percent: number) => (percent * length) / 100;
  const my = (percent: number) => (percent * width) / 100;
  const firstPositions = v1.frames?.[0]?.positions ?? {};
  const keys = orderKeysBetween(null, null, v1.objects.length);
  const objects: Record<string, unknown> = {};
  v1.objects.forEach((old, index) => {
    const start = Object.hasOwn(firstPositions, old.id) ? { ...old, ...firstPositions[old.id] } : old;
    const base = {
      id: old.id,
      x: mx(start.x),
      y: my(start.y),
      rotation: angle(start.angle),
      locked: old.locked ?? false,
      hidden: false,
      order: keys[index],
    };
    switch (old.type) {
      case "player":
      case "goalkeeper":
        objects[old.id] = {
          ...base,
          kind: old.type,
          team: old.team,
          colour: old.color,
          label: old.number === undefined ? "" : String(old.number),
          hasFacing: false,
        };
        break;
      case "coach":
        objects[old.id] = { ...base, kind: "coach", colour: "black", label: "C", hasFacing: false };
        break;
      case "ball":
        objects[old.id] = {
          ...base,
          kind: "ball",
          colour: WHITE,
          scale: 1,
          ...(old.holder === undefined ? {} : { attachedTo: old.holder }),
        };
        break;
      case "cone":
      case "pole":
      case "mini-goal":
      case "goal":
        objects[old.id] = { ...base, kind: old.type, colour: old.color ?? WHITE, scale: 1 };
        break;
      case "pass":
      case "run":
      case "dribble":
      case "shot":
        // The end stays where it was drawn even if frame 0 moved the start.
        objects[old.id] = {
          ...base,
          kind: old.type,
          end: { x: mx(old.x2) - base.x, y: my(old.y2) - base.y },
          arrowStart: false,
          arrowEnd: old.arrow ?? true,
          colour: WHITE,
          width: old.type === "shot" ? 0.5 : 0.25,
        };
        break;
      case "rectangle": {
        // Version 2 places rectangles by their centre.
        const w = mx(old.w);
        const h = my(old.h);
        objects[old.id] = {
          ...base,
          kind: "rectangle",
          x: base.x + w / 2,
          y: base.y + h / 2,
          width: w,
          height: h,
          fill: old.color ?? WHITE,
          fillOpacity: old.opacity ?? 0.15,
          border: "solid",
          stroke: old.color ?? WHITE,
        };
        break;
      }
      case "text":
        objects[old.id] = { ...base, kind: "text", text: old.text, fontSize: 2, colour: old.color ?? WHITE };
        break;
    }
  });
  const frames = (v1.frames ?? []).map((frame, index) => ({
    id: `frame-${index + 1}`,
    durationMs: Math.min(Math.max(Math.round(frame.duration), 100), 20_000),
    poses:
      index === 0
        ? {}
        : Object.fromEntries(
            Object.entries(frame.positions).map(([id, position]) => [
              id,
              { x: mx(position.x), y: my(position.y), rotation: angle(position.angle) },
            ]),
          ),
  }));
  return {
    version: 2,
    pitch: {
      template: v1.pitch.type,
      length,
      width,
      orientation: v1.pitch.vertical ? "vertical" : "horizontal",
      surface: v1.pitch.grass ?? "striped",
      showGrid: v1.pitch.type === "blank",
      gridSize: 5,
    },
    objects,
    frames,
  };
}
