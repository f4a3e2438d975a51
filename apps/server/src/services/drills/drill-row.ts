import type { LibraryDrill, LibraryDrillInputSchema } from "@touchline/contracts";
import { migrateDiagram } from "@touchline/diagram";
import type { z } from "zod";
import { drills } from "../../db/schema.ts";
import { AppError } from "../../lib/app-error.ts";

/** A library drill after validation: defaults filled, diagrams upgraded. */
export type LibraryDrillContent = z.output<typeof LibraryDrillInputSchema>;

/** What a drill read selects: every column but the search ones. */
export const drillColumns = {
  id: drills.id,
  title: drills.title,
  content: drills.content,
  tags: drills.tags,
  createdAt: drills.createdAt,
  updatedAt: drills.updatedAt,
};

type DrillRecord = {
  id: string;
  title: string;
  content: (typeof drills.$inferSelect)["content"];
  tags: string[];
  createdAt: Date;
  updatedAt: Date;
};

/** Case-insensitive duplicates go; the first spelling stays. */
function uniqueTags(tags: readonly string[]): string[] {
  const seen = new Set<string>();
  return tags.filter((tag) => {
    const key = tag.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The columns a save writes: the title apart, the rest as JSON, and the words search reads. */
export function drillValues(input: LibraryDrillContent) {
  const { title, tags, ...content } = input;
  const uniqueTagList = uniqueTags(tags);
  const words = [
    ...uniqueTagList,
    content.organisation,
    ...content.coachingPoints,
    ...content.progressions.flatMap((progression) => [progression.title, progression.description]),
  ];
  return { title, tags: uniqueTagList, content, searchText: words.filter((word) => word.length > 0).join("\n") };
}

/** A row as the contract's drill; stored diagrams are upgraded again in case they are of an older version. */
export function toLibraryDrill(record: DrillRecord): LibraryDrill {
  const { content } = record;
  return {
    id: record.id,
    title: record.title,
    diagram: migrateDiagram(content.diagram),
    organisation: content.organisation,
    coachingPoints: content.coachingPoints,
    durationMinutes: content.durationMinutes,
    intensity: content.intensity,
    players: content.players,
    progressions: content.progressions.map((progression) => ({
      ...progression,
      diagram: migrateDiagram(progression.diagram),
    })),
    tags: record.tags,
    createdAt: record.createdAt.toISOString(),
    updatedAt: record.updatedAt.toISOString(),
  };
}

/** The same answer for a missing drill and someone else's, so ids reveal nothing. */
export function drillNotFound(): AppError {
  return new AppError("NOT_FOUND", "Drill not found");
}
