import { type Session, type SessionBlock, type SessionSummary, deriveSessionFacts } from "@touchline/contracts";
import { migrateDiagram } from "@touchline/diagram";
import { sql } from "drizzle-orm";
import { trainingSessions, users } from "../../db/schema.ts";
import { AppError } from "../../lib/app-error.ts";
import { type HoldRecord, holdColumns, toModerationHold } from "./session-hold.ts";

const s = trainingSessions;

/** The author as the app shows it: "First Last", as the spec's privacy section allows. */
export function authorNameOf(firstName: string, lastName: string): string {
  return `${firstName} ${lastName}`.trim();
}

/** What a session read selects: every column but the search ones, plus the author's name and any hold. */
export const sessionColumns = {
  id: s.id,
  shortId: s.shortId,
  ownerId: s.ownerId,
  title: s.title,
  theme: s.theme,
  objectives: s.objectives,
  ageGroup: s.ageGroup,
  level: s.level,
  date: s.date,
  topics: s.topics,
  phases: s.phases,
  intensity: s.intensity,
  visibility: s.visibility,
  blocks: s.blocks,
  coverBlockId: s.coverBlockId,
  language: s.language,
  copiedFromId: s.copiedFromId,
  copiedFromTitle: s.copiedFromTitle,
  copiedFromAuthor: s.copiedFromAuthor,
  copyCount: s.copyCount,
  viewCount: s.viewCount,
  createdAt: s.createdAt,
  updatedAt: s.updatedAt,
  authorFirstName: users.firstName,
  authorLastName: users.lastName,
  ...holdColumns,
};

export interface SessionRecord extends HoldRecord {
  id: string;
  shortId: string;
  ownerId: string;
  title: string;
  theme: string;
  objectives: string[];
  ageGroup: Session["ageGroup"];
  level: Session["level"];
  date: string | null;
  topics: string[];
  phases: Session["phases"];
  intensity: Session["intensity"];
  visibility: Session["visibility"];
  blocks: SessionBlock[];
  coverBlockId: string | null;
  language: Session["language"];
  copiedFromId: string | null;
  copiedFromTitle: string | null;
  copiedFromAuthor: string | null;
  copyCount: number;
  viewCount: number;
  createdAt: Date;
  updatedAt: Date;
  authorFirstName: string;
  authorLastName: string;
}

/** Stored diagrams pass `migrateDiagram` again, so blocks saved under an older version reach the editor upgraded. */
export function upgradeBlocks(blocks: readonly SessionBlock[]): SessionBlock[] {
  return blocks.map((block) => ({
    ...block,
    diagram: migrateDiagram(block.diagram),
    progressions: block.progressions.map((progression) => ({
      ...progression,
      diagram: migrateDiagram(progression.diagram),
    })),
  }));
}

/** A row as the contract's session, seen by `viewerId` (null: anonymous). */
export function toSession(record: SessionRecord, viewerId: string | null): Session {
  const blocks = upgradeBlocks(record.blocks);
  const isOwner = viewerId !== null && viewerId === record.ownerId;
  return {
    id: record.id,
    shortId: record.shortId,
    title: record.title,
    theme: record.theme,
    objectives: record.objectives,
    ageGroup: record.ageGroup,
    level: record.level,
    date: record.date,
    topics: record.topics,
    phases: record.phases,
    intensity: record.intensity,
    visibility: record.visibility,
    blocks,
    coverBlockId: record.coverBlockId,
    language: record.language,
    derived: deriveSessionFacts(blocks),
    authorName: authorNameOf(record.authorFirstName, record.authorLastName),
    isOwner,
    moderationHold: isOwner ? toModerationHold(record) : null,
    copiedFrom:
      record.copiedFromTitle === null
        ? null
        : { id: record.copiedFromId, title: record.copiedFromTitle, authorName: record.copiedFromAuthor ?? "" },
    copyCount: record.copyCount,
    viewCount: record.viewCount,
    createdAt: record.createdAt.toISOString(),
    updatedAt: record.updatedAt.toISOString(),
  };
}

/**
 * What a list row selects: no blocks (they can be large), just how many there are, and the cover's
 * simplified picture (a few KB, read only for the rows of the page).
 */
export const sessionSummaryColumns = {
  id: s.id,
  shortId: s.shortId,
  title: s.title,
  theme: s.theme,
  ageGroup: s.ageGroup,
  level: s.level,
  topics: s.topics,
  phases: s.phases,
  intensity: s.intensity,
  visibility: s.visibility,
  language: s.language,
  copyCount: s.copyCount,
  viewCount: s.viewCount,
  createdAt: s.createdAt,
  updatedAt: s.updatedAt,
  totalDurationMinutes: s.totalDurationMinutes,
  thumbnail: s.thumbnail,
  drillCount: sql<number>`jsonb_array_length(${s.blocks})`.mapWith(Number),
  authorFirstName: users.firstName,
  authorLastName: users.lastName,
};

type SummaryRecord = Omit<SessionSummary, "authorName" | "createdAt" | "updatedAt"> & {
  createdAt: Date;
  updatedAt: Date;
  authorFirstName: string;
  authorLastName: string;
};

export function toSessionSummary(record: SummaryRecord): SessionSummary {
  const { authorFirstName, authorLastName, createdAt, updatedAt, ...rest } = record;
  return {
    ...rest,
    authorName: authorNameOf(authorFirstName, authorLastName),
    createdAt: createdAt.toISOString(),
    updatedAt: updatedAt.toISOString(),
  };
}

/**
 * The one answer for a missing session and for someone else's private one, so an id or share link
 * reveals nothing about sessions the caller may not see.
 */
export function sessionNotFound(): AppError {
  return new AppError("NOT_FOUND", "Session not found");
}

/** A public session of someone else: the caller may see it, not change it. */
export function notYourSession(): AppError {
  return new AppError("FORBIDDEN", "Only the session's author can do this.");
}
