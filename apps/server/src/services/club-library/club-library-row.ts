import {
  type ClubLibraryContent,
  type ClubLibraryItem,
  type ClubLibraryItemSummary,
  deriveSessionFacts,
} from "@touchline/contracts";
import { migrateDiagram } from "@touchline/diagram";
import { clubLibraryItems } from "../../db/schema.ts";
import { upgradeBlocks } from "../sessions/session-row.ts";
import { AppError } from "../../lib/app-error.ts";

const i = clubLibraryItems;

/**
 * What is kept of a shared object, by kind: a session's content besides the columns (derived facts are
 * worked out again on every read), a drill's content and tags, a board's diagram.
 */
export type StoredClubContent =
  | { kind: "session"; theme: string; objectives: string[]; blocks: SessionBlocks; coverBlockId: string | null }
  | { kind: "drill"; drill: Extract<ClubLibraryContent, { kind: "drill" }>["drill"]; tags: string[] }
  | { kind: "tactical-drill"; diagram: Extract<ClubLibraryContent, { kind: "tactical-drill" }>["diagram"] };
type SessionBlocks = Extract<ClubLibraryContent, { kind: "session" }>["blocks"];

/** What a list row reads: every column but the content and the search ones. */
export const clubLibrarySummaryColumns = {
  id: i.id,
  clubId: i.clubId,
  kind: i.kind,
  title: i.title,
  ageGroup: i.ageGroup,
  level: i.level,
  phases: i.phases,
  topics: i.topics,
  intensity: i.intensity,
  totalDurationMinutes: i.totalDurationMinutes,
  thumbnail: i.thumbnail,
  authorName: i.authorName,
  pinnedAt: i.pinnedAt,
  language: i.language,
  sharedAt: i.sharedAt,
};

type SummaryRecord = {
  [K in keyof typeof clubLibrarySummaryColumns]: (typeof clubLibraryItems.$inferSelect)[K];
};

export function toClubLibraryItemSummary(record: SummaryRecord): ClubLibraryItemSummary {
  return {
    id: record.id,
    clubId: record.clubId,
    kind: record.kind,
    title: record.title,
    ageGroup: record.ageGroup,
    level: record.level,
    phases: record.phases,
    topics: record.topics,
    intensity: record.intensity,
    totalDurationMinutes: record.totalDurationMinutes,
    thumbnail: record.thumbnail,
    authorName: record.authorName,
    isPinned: record.pinnedAt !== null,
    language: record.language,
    sharedAt: record.sharedAt.toISOString(),
  };
}

/** Stored diagrams pass `migrateDiagram` again, so an item shared under an older version reads upgraded. */
export function toClubLibraryContent(stored: StoredClubContent): ClubLibraryContent {
  switch (stored.kind) {
    case "session": {
      const blocks = upgradeBlocks(stored.blocks);
      return { ...stored, blocks, derived: deriveSessionFacts(blocks) };
    }
    case "drill": {
      const [drill] = upgradeBlocks([{ ...stored.drill, id: "drill" }]);
      const { id: _id, ...content } = drill!;
      return { kind: "drill", drill: content, tags: stored.tags };
    }
    case "tactical-drill":
      return { kind: "tactical-drill", diagram: migrateDiagram(stored.diagram) };
  }
}

export function toClubLibraryItem(record: SummaryRecord & { content: unknown }): ClubLibraryItem {
  return {
    ...toClubLibraryItemSummary(record),
    content: toClubLibraryContent(record.content as StoredClubContent),
  };
}

/** The same answer for a missing item and another club's, so ids reveal nothing. */
export function clubLibraryItemNotFound(): AppError {
  return new AppError("NOT_FOUND", "This item is not in the club's library.");
}
