import { z } from "zod";
import { ORDER_KEY_MAX_LENGTH, isValidOrderKey } from "./order-key.ts";
import { PITCH_TEMPLATE_IDS } from "./pitch-templates.ts";
import { TEAM_COLOUR_IDS } from "./team-colours.ts";

/** The version `DiagramSchema` reads and every command writes. */
export const DIAGRAM_VERSION = 3;

/** Bounds that keep a hostile or corrupt document from costing the server or the editor much. */
export const DIAGRAM_LIMITS = {
  maxObjects: 1000,
  maxFrames: 100,
  /** Metres either side of the pitch origin; generous so objects may sit off the pitch. */
  maxCoordinate: 1000,
  maxTextLength: 200,
  maxLabelLength: 3,
  maxPolygonPoints: 100,
  /** A pen stroke is simplified as it is drawn, so this is a long scribble, not a limit a coach meets. */
  maxPenPoints: 400,
  maxNameLength: 24,
  maxCaptionLength: 140,
  minFrameDurationMs: 100,
  maxFrameDurationMs: 20_000,
} as const;

/** Keys that would reach an object's prototype if a consumer ever indexed with them carelessly. */
const FORBIDDEN_IDS: ReadonlySet<string> = new Set(["__proto__", "constructor", "prototype"]);

/** Object and frame ids: short, URL- and attribute-safe, never a prototype key. */
export const IdSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,40}$/, 'An id is 1–40 letters, digits, "_" or "-"')
  .refine((id) => !FORBIDDEN_IDS.has(id), { message: "This id is reserved" });

/** Metres; `z.number()` already rejects NaN and ±Infinity. */
const CoordinateSchema = z.number().min(-DIAGRAM_LIMITS.maxCoordinate).max(DIAGRAM_LIMITS.maxCoordinate);
/** Degrees, clockwise on screen (y points down); commands keep it in [0, 360). */
const RotationSchema = z.number().min(-360).max(360);
const HexColourSchema = z.string().regex(/^#[0-9a-fA-F]{6}$/, "A colour is a hex value like #ff8800");
const OrderKeySchema = z
  .string()
  .min(1)
  .max(ORDER_KEY_MAX_LENGTH)
  .refine(isValidOrderKey, { message: "Not a valid order key" });

export const TeamColourIdSchema = z.enum(TEAM_COLOUR_IDS);
export const TeamSchema = z.enum(["home", "away"]);
/** Home attacks left → right (towards +x); away is the mirror image. */
export type Team = z.infer<typeof TeamSchema>;

/** A point in metres relative to its object's (x, y), before the object's rotation. */
export const PointSchema = z.strictObject({ x: CoordinateSchema, y: CoordinateSchema });
/** A relative point in metres. */
export type Point = z.infer<typeof PointSchema>;

const LabelSchema = z.string().max(DIAGRAM_LIMITS.maxLabelLength);
const BorderSchema = z.enum(["solid", "dashed", "none"]);

const baseShape = {
  id: IdSchema,
  /** Metres from the pitch's top-left corner in horizontal orientation (vertical is a view rotation). */
  x: CoordinateSchema,
  y: CoordinateSchema,
  rotation: RotationSchema,
  /** A locked object ignores move, rotate, resize and pose commands. */
  locked: z.boolean(),
  /** Hidden only in the editor view; it still counts in derived facts. */
  hidden: z.boolean(),
  /** Fractional z-order key: higher draws on top (see order-key.ts). */
  order: OrderKeySchema,
};

/** Fields every object has; everything else is the kind's props. */
export const BASE_OBJECT_KEYS = ["id", "kind", "x", "y", "rotation", "locked", "hidden", "order"] as const;
export type BaseObjectKey = (typeof BASE_OBJECT_KEYS)[number];

export const KitPatternSchema = z.enum(["plain", "stripes", "hoops"]);
/** How a shirt is drawn: its main colour is the person's `colour`; stripes and hoops add `secondColour`. */
export const KitSchema = z.strictObject({
  pattern: KitPatternSchema,
  secondColour: TeamColourIdSchema,
});
/** A shirt's pattern and second colour. */
export type Kit = z.infer<typeof KitSchema>;

function teamPerson<K extends string>(kind: K) {
  return z.strictObject({
    ...baseShape,
    kind: z.literal(kind),
    team: TeamSchema,
    colour: TeamColourIdSchema,
    /** Shirt number or a short label. */
    label: LabelSchema,
    /** Draw a facing arrow; the direction is `rotation` (0° = towards +x), so it animates with poses. */
    hasFacing: z.boolean(),
    /** The player's name, written under the token; absent or empty shows none. */
    name: z.string().max(DIAGRAM_LIMITS.maxNameLength).optional(),
    /** Absent is a plain shirt in `colour`. */
    kit: KitSchema.optional(),
  });
}

function otherPerson<K extends string>(kind: K) {
  return z.strictObject({
    ...baseShape,
    kind: z.literal(kind),
    colour: TeamColourIdSchema,
    label: LabelSchema,
    hasFacing: z.boolean(),
  });
}

const equipmentShape = {
  colour: HexColourSchema,
  /** Multiplies the catalogue's drawing size. */
  scale: z.number().min(0.25).max(4),
};

function equipment<K extends string>(kind: K) {
  return z.strictObject({ ...baseShape, kind: z.literal(kind), ...equipmentShape });
}

/** Lines start at (x, y); `end` and `control` are relative to it. */
function line<K extends string>(kind: K) {
  return z.strictObject({
    ...baseShape,
    kind: z.literal(kind),
    end: PointSchema,
    /** Quadratic Bézier control point; absent means a straight line. */
    control: PointSchema.optional(),
    arrowStart: z.boolean(),
    arrowEnd: z.boolean(),
    colour: HexColourSchema,
    /** Stroke width in metres. */
    width: z.number().min(0.05).max(5),
  });
}

const areaStyleShape = {
  fill: HexColourSchema,
  fillOpacity: z.number().min(0).max(1),
  border: BorderSchema,
  stroke: HexColourSchema,
};

/** Rectangles and ellipses are centred on (x, y). */
function boxArea<K extends string>(kind: K) {
  return z.strictObject({
    ...baseShape,
    kind: z.literal(kind),
    /** Metres. */
    width: z.number().min(0.1).max(500),
    /** Metres. */
    height: z.number().min(0.1).max(500),
    ...areaStyleShape,
    /**
     * Write the real width and height along the edges ("40 m"). Optional so that every version 2
     * document stays valid as it is; absent reads as false.
     */
    showSize: z.boolean().optional(),
  });
}

export const PlayerSchema = teamPerson("player");
export const GoalkeeperSchema = teamPerson("goalkeeper");
export const CoachSchema = otherPerson("coach");
export const NeutralSchema = otherPerson("neutral");
export const BallSchema = z.strictObject({
  ...baseShape,
  kind: z.literal("ball"),
  ...equipmentShape,
  /** A person carrying the ball: the ball is drawn at their feet and travels with them. */
  attachedTo: IdSchema.optional(),
});
export const PolygonSchema = z.strictObject({
  ...baseShape,
  kind: z.literal("polygon"),
  /** Vertices relative to (x, y). */
  points: z.array(PointSchema).min(3).max(DIAGRAM_LIMITS.maxPolygonPoints),
  ...areaStyleShape,
});
export const TextSchema = z.strictObject({
  ...baseShape,
  kind: z.literal("text"),
  text: z.string().max(DIAGRAM_LIMITS.maxTextLength),
  /** Text height in metres. */
  fontSize: z.number().min(0.3).max(20),
  colour: HexColourSchema,
});
export const MarkerSchema = z.strictObject({
  ...baseShape,
  kind: z.literal("marker"),
  /** The step number shown in the marker. */
  number: z.number().int().min(1).max(99),
  colour: HexColourSchema,
});

/** A freehand mark. Points are relative to (x, y); the drawing smooths between them. */
export const PenSchema = z.strictObject({
  ...baseShape,
  kind: z.literal("pen"),
  points: z.array(PointSchema).min(2).max(DIAGRAM_LIMITS.maxPenPoints),
  colour: HexColourSchema,
  /** Stroke width in metres. */
  width: z.number().min(0.05).max(3),
});

/** One schema per kind; the catalogue name is the `kind`. */
export const OBJECT_SCHEMAS = {
  player: PlayerSchema,
  goalkeeper: GoalkeeperSchema,
  coach: CoachSchema,
  neutral: NeutralSchema,
  ball: BallSchema,
  cone: equipment("cone"),
  disc: equipment("disc"),
  pole: equipment("pole"),
  mannequin: equipment("mannequin"),
  hurdle: equipment("hurdle"),
  ladder: equipment("ladder"),
  ring: equipment("ring"),
  "mini-goal": equipment("mini-goal"),
  goal: equipment("goal"),
  flag: equipment("flag"),
  rebounder: equipment("rebounder"),
  pass: line("pass"),
  run: line("run"),
  dribble: line("dribble"),
  shot: line("shot"),
  line: line("line"),
  rectangle: boxArea("rectangle"),
  ellipse: boxArea("ellipse"),
  polygon: PolygonSchema,
  text: TextSchema,
  marker: MarkerSchema,
  pen: PenSchema,
} as const;

type ObjectSchemas = typeof OBJECT_SCHEMAS;
/** Every catalogue kind. */
export type ObjectKind = keyof ObjectSchemas;
export const OBJECT_KINDS = Object.keys(OBJECT_SCHEMAS) as ObjectKind[];

export const DiagramObjectSchema = z.discriminatedUnion(
  "kind",
  Object.values(OBJECT_SCHEMAS) as unknown as [ObjectSchemas[ObjectKind], ...ObjectSchemas[ObjectKind][]],
);

/** One thing drawn on the pitch: a discriminated union on `kind`. */
export type DiagramObject = z.infer<ObjectSchemas[ObjectKind]>;
/** The object type for one kind, e.g. `ObjectOfKind<'cone'>`. */
export type ObjectOfKind<K extends ObjectKind> = z.infer<ObjectSchemas[K]>;
/** The kind-specific fields of an object (what `setObjectProps` edits). */
export type ObjectProps<K extends ObjectKind> = Omit<ObjectOfKind<K>, BaseObjectKey>;

export const PEOPLE_KINDS = ["player", "goalkeeper", "coach", "neutral"] as const;
export const EQUIPMENT_KINDS = [
  "ball",
  "cone",
  "disc",
  "pole",
  "mannequin",
  "hurdle",
  "ladder",
  "ring",
  "mini-goal",
  "goal",
  "flag",
  "rebounder",
] as const;
export const LINE_KINDS = ["pass", "run", "dribble", "shot", "line"] as const;
export const AREA_KINDS = ["rectangle", "ellipse", "polygon"] as const;
export const ANNOTATION_KINDS = ["text", "marker", "pen"] as const;

export type PersonKind = (typeof PEOPLE_KINDS)[number];
export type EquipmentKind = (typeof EQUIPMENT_KINDS)[number];
export type LineKind = (typeof LINE_KINDS)[number];
export type AreaKind = (typeof AREA_KINDS)[number];

/** A player, goalkeeper, coach or neutral. */
export type Person = ObjectOfKind<PersonKind>;
/** A player or goalkeeper: someone on the home or away team. */
export type TeamPerson = ObjectOfKind<"player" | "goalkeeper">;
/** A ball or other training equipment. */
export type Equipment = ObjectOfKind<EquipmentKind>;
/** An arrow or plain line from (x, y) to (x, y) + end. */
export type Line = ObjectOfKind<LineKind>;
/** A shaded area. */
export type Area = ObjectOfKind<AreaKind>;

export function isPerson(object: DiagramObject): object is Person {
  return (PEOPLE_KINDS as readonly string[]).includes(object.kind);
}
export function isTeamPerson(object: DiagramObject): object is TeamPerson {
  return object.kind === "player" || object.kind === "goalkeeper";
}
export function isEquipment(object: DiagramObject): object is Equipment {
  return (EQUIPMENT_KINDS as readonly string[]).includes(object.kind);
}
export function isLine(object: DiagramObject): object is Line {
  return (LINE_KINDS as readonly string[]).includes(object.kind);
}
export function isArea(object: DiagramObject): object is Area {
  return (AREA_KINDS as readonly string[]).includes(object.kind);
}

export const PitchSchema = z.strictObject({
  template: z.enum(PITCH_TEMPLATE_IDS),
  /** Metres along x in horizontal orientation. */
  length: z.number().min(5).max(120),
  /** Metres along y in horizontal orientation. */
  width: z.number().min(5).max(90),
  /** A view rotation only: coordinates are always stored in the horizontal frame. */
  orientation: z.enum(["horizontal", "vertical"]),
  surface: z.enum(["striped", "plain", "print"]),
  showGrid: z.boolean(),
  /** Metres between grid lines. */
  gridSize: z.number().min(0.5).max(50),
  /** Write the pitch's length and width along its touchlines; optional like an area's `showSize`. */
  showSize: z.boolean().optional(),
});
/** The playing area the objects sit on. */
export type Pitch = z.infer<typeof PitchSchema>;

export const PoseSchema = z.strictObject({ x: CoordinateSchema, y: CoordinateSchema, rotation: RotationSchema });
/** Where an object stands in a frame: metres and degrees, like the object's own x, y, rotation. */
export type Pose = z.infer<typeof PoseSchema>;

export const FrameSchema = z.strictObject({
  id: IdSchema,
  /** Time to move from the previous frame into this one; frame 0's duration is not used. */
  durationMs: z.number().int().min(DIAGRAM_LIMITS.minFrameDurationMs).max(DIAGRAM_LIMITS.maxFrameDurationMs),
  /** Objects that moved in this frame; the rest keep their pose from the previous frame. */
  poses: z.record(IdSchema, PoseSchema),
  /** What this step shows, said in a line: drawn under the pitch while playing and burnt into exports. */
  caption: z.string().max(DIAGRAM_LIMITS.maxCaptionLength).optional(),
});
/** One step of the animation. Frame 0 is the objects' own positions, so its `poses` is empty. */
export type Frame = z.infer<typeof FrameSchema>;

/**
 * How large people, balls and equipment are drawn, chosen per drawing. A view scale (see `tokenScale`):
 * positions stay in metres, and every view and export of the drawing applies the same scale.
 */
export const TokenSizeSchema = z.enum(["small", "medium", "large"]);
export type TokenSize = z.infer<typeof TokenSizeSchema>;

/**
 * The shirt colour each team's new players wear, chosen per drawing (a club's kit, or the colour a coach
 * dressed the team in). Absent, a new player takes what the team already wears, else red (home) or blue (away).
 */
export const TeamColoursSchema = z.strictObject({ home: TeamColourIdSchema, away: TeamColourIdSchema });
export type TeamColours = z.infer<typeof TeamColoursSchema>;

export const DiagramSchema = z
  .strictObject({
    version: z.literal(DIAGRAM_VERSION),
    pitch: PitchSchema,
    tokenSize: TokenSizeSchema,
    teamColours: TeamColoursSchema.optional(),
    objects: z.record(IdSchema, DiagramObjectSchema),
    frames: z.array(FrameSchema).max(DIAGRAM_LIMITS.maxFrames),
  })
  .superRefine((diagram, ctx) => {
    const { objects, frames } = diagram;
    const ids = Object.keys(objects);
    if (ids.length > DIAGRAM_LIMITS.maxObjects) {
      ctx.addIssue({
        code: "custom",
        path: ["objects"],
        message: `A diagram holds at most ${DIAGRAM_LIMITS.maxObjects} objects (found ${ids.length})`,
      });
      return;
    }
    for (const [key, object] of Object.entries(objects)) {
      if (object.id !== key) {
        ctx.addIssue({
          code: "custom",
          path: ["objects", key, "id"],
          message: `Object id "${object.id}" does not match its key "${key}"`,
        });
      }
      if (object.kind === "ball" && object.attachedTo !== undefined) {
        const carrier = Object.hasOwn(objects, object.attachedTo) ? objects[object.attachedTo] : undefined;
        if (!carrier || !isPerson(carrier)) {
          ctx.addIssue({
            code: "custom",
            path: ["objects", key, "attachedTo"],
            message: `Ball is attached to "${object.attachedTo}", which is not a person in this diagram`,
          });
        }
      }
    }
    const frameIds = new Set<string>();
    frames.forEach((frame, index) => {
      if (frameIds.has(frame.id)) {
        ctx.addIssue({ code: "custom", path: ["frames", index, "id"], message: `Duplicate frame id "${frame.id}"` });
      }
      frameIds.add(frame.id);
      const poseIds = Object.keys(frame.poses);
      if (index === 0 && poseIds.length > 0) {
        ctx.addIssue({
          code: "custom",
          path: ["frames", 0, "poses"],
          message: "The first frame has no poses: starting positions are the objects’ own x and y",
        });
      }
      for (const id of poseIds) {
        if (!Object.hasOwn(objects, id)) {
          ctx.addIssue({
            code: "custom",
            path: ["frames", index, "poses", id],
            message: `Pose refers to unknown object "${id}"`,
          });
        }
      }
    });
  })
  // The id names it once in generated descriptions (the server's OpenAPI document refers to it).
  .meta({ id: "Diagram", description: "A drill diagram: one pitch, the objects on it and an optional animation" });

/** A drill diagram: one pitch, the objects on it and an optional animation. Plain, serialisable JSON. */
export type Diagram = z.infer<typeof DiagramSchema>;
