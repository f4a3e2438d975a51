import { t } from "@lingui/core/macro";
import {
  type Locale,
  type DrillDraft,
  type Session,
  type SessionContentInput,
  sessionContentOf,
  type SessionDraft,
} from "@touchline/contracts";
import { createDiagram, createId, type Diagram, type TeamColours } from "@touchline/diagram";
import type { DrawingLens } from "./document-store.ts";

/**
 * The session being built: its fields and every drill with its drawings, one plain value (the
 * contracts' `SessionDraft`). The builder changes it only through the pure commands below, so each
 * change is one step of the session's undo history.
 */
export type SessionDocument = SessionDraft;
export type { DrillDraft };

/** The session's own fields: everything but its drills. */
export type SessionFields = Omit<SessionDocument, "blocks">;

export const DEFAULT_DRILL_MINUTES = 15;

/**
 * A drill with an empty half pitch; `teamColours` dress its teams (a club's kit, or its session's). Its
 * default title is in the coach's language (the builder and the drill library run in the browser only).
 */
export function newDrill(title = t`New drill`, id = createId(), teamColours?: TeamColours): DrillDraft {
  return {
    id,
    title,
    diagram: createDiagram({ template: "half", teamColours }),
    organisation: "",
    coachingPoints: [],
    durationMinutes: DEFAULT_DRILL_MINUTES,
    intensity: "medium",
    players: null,
    progressions: [],
  };
}

/**
 * A new session; started from a club, `teamColours` are the club's kit and its drills wear it. Written in
 * `language` (the coach's, as Touchline speaks to them) unless they choose another.
 */
export function newSessionDocument(teamColours?: TeamColours, language?: Locale): SessionDocument {
  return {
    language,
    title: "",
    theme: "",
    objectives: [],
    ageGroup: null,
    level: null,
    date: null,
    topics: [],
    phases: [],
    intensity: "medium",
    blocks: [newDrill(t({ message: "Warm-up", context: "drill title" }), createId(), teamColours)],
    coverBlockId: null,
  };
}

/** The team colours the session's drawings were given, so a drill added later wears the same. */
export function sessionTeamColours(document: SessionDocument): TeamColours | undefined {
  return document.blocks.find((drill) => drill.diagram.teamColours)?.diagram.teamColours;
}

/** A saved session's content, to build on. */
export const documentFromSession = (session: Session): SessionDocument => sessionContentOf(session);

/** The request body; blank list entries a coach left behind are dropped rather than refused. */
export function documentToContent(document: SessionDocument): SessionContentInput {
  const filled = (lines: string[]) => lines.map((line) => line.trim()).filter(Boolean);
  return {
    ...document,
    objectives: filled(document.objectives),
    topics: filled(document.topics),
    blocks: document.blocks.map((block) => ({ ...block, coachingPoints: filled(block.coachingPoints) })),
  };
}

// The commands: pure, each returns a new document (or the same one when nothing changes).

export function editFields(document: SessionDocument, patch: Partial<SessionFields>): SessionDocument {
  return { ...document, ...patch };
}

export function editDrill(document: SessionDocument, id: string, patch: Partial<Omit<DrillDraft, "id">>) {
  if (!document.blocks.some((block) => block.id === id)) return document;
  return { ...document, blocks: document.blocks.map((block) => (block.id === id ? { ...block, ...patch } : block)) };
}

export function addDrill(document: SessionDocument, drill: DrillDraft, atIndex = document.blocks.length) {
  const blocks = document.blocks.slice();
  blocks.splice(atIndex, 0, drill);
  return { ...document, blocks };
}

/** Moves a drill to `toIndex` (clamped), keeping the others in order. */
export function moveDrill(document: SessionDocument, id: string, toIndex: number): SessionDocument {
  const from = document.blocks.findIndex((block) => block.id === id);
  if (from < 0) return document;
  const target = Math.max(0, Math.min(document.blocks.length - 1, toIndex));
  if (target === from) return document;
  const blocks = document.blocks.slice();
  const [block] = blocks.splice(from, 1);
  blocks.splice(target, 0, block!);
  return { ...document, blocks };
}

export function removeDrill(document: SessionDocument, id: string): SessionDocument {
  const blocks = document.blocks.filter((block) => block.id !== id);
  return blocks.length === document.blocks.length ? document : { ...document, blocks };
}

/** A copy of a drill placed right after it: its own id, the same drawings. */
export function duplicateDrill(document: SessionDocument, id: string, copyId = createId()): SessionDocument {
  const index = document.blocks.findIndex((block) => block.id === id);
  const drill = document.blocks[index];
  if (!drill) return document;
  const { title } = drill;
  return addDrill(document, { ...drill, id: copyId, title: t`${title} (copy)` }, index + 1);
}

/** The draft found on the device takes the place of what is on screen, as one step that can be undone. */
export const restoreDraft = (_document: SessionDocument, draft: SessionDocument): SessionDocument => draft;

/**
 * The key of a progression's drawing: its drill and its place. A progression removed before it hands
 * its key to the next one, whose editor then shows the drawing now at that place.
 */
export const progressionKey = (drillId: string, index: number) => `${drillId}/progression-${index + 1}`;

/** The drawings of one drill by key: the drill's under its id, each progression's under `progressionKey`. */
export const drillDrawings: DrawingLens<DrillDraft> = {
  keys: (drill) => [drill.id, ...drill.progressions.map((_, index) => progressionKey(drill.id, index))],
  get(drill, key) {
    if (key === drill.id) return drill.diagram;
    return drill.progressions.find((_, index) => progressionKey(drill.id, index) === key)?.diagram;
  },
  set(drill, key, diagram) {
    if (key === drill.id) return { ...drill, diagram };
    const index = drill.progressions.findIndex((_, i) => progressionKey(drill.id, i) === key);
    if (index < 0) return drill;
    return {
      ...drill,
      progressions: drill.progressions.map((progression, i) =>
        i === index ? { ...progression, diagram } : progression,
      ),
    };
  },
};

/** The drill a drawing key belongs to: the key is the drill's id, or a progression's key starting with it. */
const drillHolding = (document: SessionDocument, key: string) =>
  document.blocks.find((block) => key === block.id || key.startsWith(`${block.id}/`));

/** Every drawing of the session by key, through the drill that holds it. */
export const sessionDrawings: DrawingLens<SessionDocument> = {
  keys: (document) => document.blocks.flatMap(drillDrawings.keys),
  get(document, key) {
    const drill = drillHolding(document, key);
    return drill && drillDrawings.get(drill, key);
  },
  set(document, key, diagram: Diagram) {
    const drill = drillHolding(document, key);
    if (!drill) return document;
    return {
      ...document,
      blocks: document.blocks.map((block) => (block === drill ? drillDrawings.set(drill, key, diagram) : block)),
    };
  },
};
