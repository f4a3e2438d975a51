import type { AgeGroup, Intensity, Level, Phase, Session, SessionContentInput } from "@touchline/contracts";
import { createDiagram, createId, type Diagram } from "@touchline/diagram";

export interface ProgressionDraft {
  title: string;
  description: string;
  diagram: Diagram;
}

/** One drill as the builder edits it; `id` keeps its card stable while the coach reorders. */
export interface DrillDraft {
  id: string;
  title: string;
  diagram: Diagram;
  organisation: string;
  coachingPoints: string[];
  durationMinutes: number;
  intensity: Intensity;
  players: number | null;
  progressions: ProgressionDraft[];
}

export interface SessionDraft {
  title: string;
  theme: string;
  objectives: string[];
  ageGroup: AgeGroup | null;
  level: Level | null;
  date: string | null;
  topics: string[];
  phases: Phase[];
  intensity: Intensity;
  blocks: DrillDraft[];
  /** The drill whose diagram pictures the session in lists; null: the first. */
  coverBlockId: string | null;
}

export const DEFAULT_DRILL_MINUTES = 15;

export function newDrill(title = "New drill"): DrillDraft {
  return {
    id: createId(),
    title,
    diagram: createDiagram({ template: "half" }),
    organisation: "",
    coachingPoints: [],
    durationMinutes: DEFAULT_DRILL_MINUTES,
    intensity: "medium",
    players: null,
    progressions: [],
  };
}

export function newSessionDraft(): SessionDraft {
  return {
    title: "",
    theme: "",
    objectives: [],
    ageGroup: null,
    level: null,
    date: null,
    topics: [],
    phases: [],
    intensity: "medium",
    blocks: [newDrill("Warm-up")],
    coverBlockId: null,
  };
}

export function draftFromSession(session: Session): SessionDraft {
  return {
    title: session.title,
    theme: session.theme,
    objectives: session.objectives,
    ageGroup: session.ageGroup,
    level: session.level,
    date: session.date,
    topics: session.topics,
    phases: session.phases,
    intensity: session.intensity,
    blocks: session.blocks.map((block) => ({ ...block, progressions: block.progressions })),
    coverBlockId: session.coverBlockId,
  };
}

/** The request body; blank list entries a coach left behind are dropped rather than refused. */
export function draftToContent(draft: SessionDraft): SessionContentInput {
  const filled = (lines: string[]) => lines.map((line) => line.trim()).filter(Boolean);
  return {
    ...draft,
    objectives: filled(draft.objectives),
    topics: filled(draft.topics),
    blocks: draft.blocks.map((block) => ({ ...block, coachingPoints: filled(block.coachingPoints) })),
  };
}

/** A progression as the builder edits its text; its drawing is in the editor store kept under `key`. */
export interface ProgressionFields {
  key: string;
  title: string;
  description: string;
}

/** A drill as the builder edits its text; its drawing is in the editor store kept under its `id`. */
export interface DrillFields extends Omit<DrillDraft, "diagram" | "progressions"> {
  progressions: ProgressionFields[];
}

/** Everything of a session the builder edits as text: the drawings live in editor stores, one per diagram. */
export interface SessionFields extends Omit<SessionDraft, "blocks"> {
  blocks: DrillFields[];
}

/** Drawings by the key of their editor store: a drill's id, or a progression's key. */
export type Drawings = ReadonlyMap<string, Diagram>;

/**
 * The store key of a drill's progression as it enters the builder. Derived from the drill and the place,
 * so a restored draft's progressions load into the stores of the ones on screen; a progression added in
 * the builder gets a fresh key.
 */
export const progressionKey = (drillId: string, index: number) => `${drillId}/progression-${index + 1}`;

/** A drill's text for the builder, and its drawings by store key. */
export function splitDrill(drill: DrillDraft): { fields: DrillFields; drawings: [string, Diagram][] } {
  const { diagram, progressions, ...text } = drill;
  const drawings: [string, Diagram][] = [[drill.id, diagram]];
  const fields = {
    ...text,
    progressions: progressions.map(({ diagram: progressionDiagram, ...progression }, index) => {
      const key = progressionKey(drill.id, index);
      drawings.push([key, progressionDiagram]);
      return { key, ...progression };
    }),
  };
  return { fields, drawings };
}

/** A draft's text for the builder, and every drawing by store key. */
export function splitDraft(draft: SessionDraft): { fields: SessionFields; drawings: [string, Diagram][] } {
  const { blocks, ...text } = draft;
  const split = blocks.map(splitDrill);
  return {
    fields: { ...text, blocks: split.map((drill) => drill.fields) },
    drawings: split.flatMap((drill) => drill.drawings),
  };
}

function drawingOf(drawings: Drawings, key: string): Diagram {
  const diagram = drawings.get(key);
  if (!diagram) throw new Error(`No drawing is kept under "${key}"`);
  return diagram;
}

/** One drill again from its text and its drawings, its keys in one fixed order. */
export function composeDrill(fields: DrillFields, drawings: Drawings): DrillDraft {
  return {
    id: fields.id,
    title: fields.title,
    diagram: drawingOf(drawings, fields.id),
    organisation: fields.organisation,
    coachingPoints: fields.coachingPoints,
    durationMinutes: fields.durationMinutes,
    intensity: fields.intensity,
    players: fields.players,
    progressions: fields.progressions.map((progression) => ({
      title: progression.title,
      description: progression.description,
      diagram: drawingOf(drawings, progression.key),
    })),
  };
}

/**
 * The draft again from the builder's text and its stores' drawings: what is saved, kept on the device and
 * compared with the saved version. Keys come in one fixed order, so two drafts compare by their JSON.
 */
export function composeDraft(fields: SessionFields, drawings: Drawings): SessionDraft {
  return {
    title: fields.title,
    theme: fields.theme,
    objectives: fields.objectives,
    ageGroup: fields.ageGroup,
    level: fields.level,
    date: fields.date,
    topics: fields.topics,
    phases: fields.phases,
    intensity: fields.intensity,
    blocks: fields.blocks.map((drill) => composeDrill(drill, drawings)),
    // A draft kept on the device before covers existed has none: the first drill, as before.
    coverBlockId: fields.coverBlockId ?? null,
  };
}

/** A draft as text that compares equal for equal content, whatever order its keys came in (server, device). */
export function draftText(draft: SessionDraft): string {
  const { fields, drawings } = splitDraft(draft);
  return JSON.stringify(composeDraft(fields, new Map(drawings)));
}

/** A copy of a drill placed after it: its own id, the same drawings. */
export function duplicateDrill(drill: DrillDraft): DrillDraft {
  return { ...drill, id: createId(), title: `${drill.title} (copy)` };
}

/** The drills of a draft or of the builder's text: each has an id, which these helpers find it by. */
type Block = { id: string };

export function updateBlock<B extends Block>(blocks: B[], id: string, patch: Partial<B>): B[] {
  return blocks.map((block) => (block.id === id ? { ...block, ...patch } : block));
}

export function removeBlock<B extends Block>(blocks: B[], id: string): B[] {
  return blocks.filter((block) => block.id !== id);
}

/** Moves a block to `toIndex` (clamped), keeping the others in order. */
export function moveBlock<B extends Block>(blocks: B[], id: string, toIndex: number): B[] {
  const from = blocks.findIndex((block) => block.id === id);
  if (from < 0) return blocks;
  const target = Math.max(0, Math.min(blocks.length - 1, toIndex));
  if (target === from) return blocks;
  const moved = blocks.slice();
  const [block] = moved.splice(from, 1);
  moved.splice(target, 0, block!);
  return moved;
}

export function insertBlock<B extends Block>(blocks: B[], block: B, atIndex = blocks.length): B[] {
  const inserted = blocks.slice();
  inserted.splice(atIndex, 0, block);
  return inserted;
}
