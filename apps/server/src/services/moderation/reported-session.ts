import type { ReportedSession } from "@touchline/contracts";
import { eq, inArray } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { trainingSessions, users } from "../../db/schema.ts";
import { AppError } from "../../lib/app-error.ts";
import { authorNameOf } from "../sessions/session-row.ts";

const s = trainingSessions;

const reportedSessionColumns = {
  id: s.id,
  visibility: s.visibility,
  title: s.title,
  publishedAt: s.publishedAt,
  authorFirstName: users.firstName,
  authorLastName: users.lastName,
};

interface ReportedSessionRow {
  id: string;
  visibility: "private" | "public";
  title: string;
  publishedAt: Date | null;
  authorFirstName: string;
  authorLastName: string;
}

/** A session as staff see it beside its reports: the title only while it is public. */
export function toReportedSession(row: ReportedSessionRow): ReportedSession {
  const isPublic = row.visibility === "public";
  return {
    id: row.id,
    isPublic,
    title: isPublic ? row.title : null,
    authorName: authorNameOf(row.authorFirstName, row.authorLastName),
    publishedAt: isPublic ? (row.publishedAt?.toISOString() ?? null) : null,
  };
}

/** The sessions behind `ids`, by id; ids of deleted sessions are simply absent. */
export async function findReportedSessions(
  db: Database,
  ids: readonly string[],
): Promise<Map<string, ReportedSession>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select(reportedSessionColumns)
    .from(s)
    .innerJoin(users, eq(users.id, s.ownerId))
    .where(inArray(s.id, [...ids]));
  return new Map(rows.map((row) => [row.id, toReportedSession(row)]));
}

export async function findReportedSession(db: Database, id: string): Promise<ReportedSession> {
  const session = (await findReportedSessions(db, [id])).get(id);
  if (!session) throw new AppError("NOT_FOUND", "Session not found");
  return session;
}
