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

export function updateBlock(draft: SessionDraft, id: string, patch: Partial<DrillDraft>): SessionDraft {
  return { ...draft, blocks: draft.blocks.map((block) => (block.id === id ? { ...block, ...patch } : block)) };
}

export function removeBlock(draft: SessionDraft, id: string): SessionDraft {
  return { ...draft, blocks: draft.blocks.filter((block) => block.id !== id) };
}

/** Moves a block to `toIndex` (clamped), keeping the others in order. */
export function moveBlock(draft: SessionDraft, id: string, toIndex: number): SessionDraft {
  const from = draft.blocks.findIndex((block) => block.id === id);
  if (from < 0) return draft;
  const target = Math.max(0, Math.min(draft.blocks.length - 1, toIndex));
  if (target === from) return draft;
  const blocks = draft.blocks.slice();
  const [moved] = blocks.splice(from, 1);
  blocks.splice(target, 0, moved!);
  return { ...draft, blocks };
}

export function duplicateBlock(draft: SessionDraft, id: string): SessionDraft {
  const index = draft.blocks.findIndex((block) => block.id === id);
  if (index < 0) return draft;
  const original = draft.blocks[index]!;
  const blocks = draft.blocks.slice();
  blocks.splice(index + 1, 0, { ...original, id: createId(), title: `${original.title} (copy)` });
  return { ...draft, blocks };
}

export function insertBlock(draft: SessionDraft, block: DrillDraft, atIndex = draft.blocks.length): SessionDraft {
  const blocks = draft.blocks.slice();
  blocks.splice(atIndex, 0, block);
  return { ...draft, blocks };
}
