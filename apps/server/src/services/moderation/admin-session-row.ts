import type { AdminSession } from "@touchline/contracts";
import { and, eq, sql } from "drizzle-orm";
import { sessionReports, trainingSessions, users } from "../../db/schema.ts";
import { authorNameOf } from "../sessions/session-row.ts";

const s = trainingSessions;
const r = sessionReports;

/** What a row of the staff session lists selects (public sessions only: callers filter on visibility). */
export const adminSessionColumns = {
  id: s.id,
  title: s.title,
  publishedAt: s.publishedAt,
  reviewedAt: s.reviewedAt,
  copyCount: s.copyCount,
  viewCount: s.viewCount,
  openReports:
    sql<number>`(select count(*) from ${r} where ${and(eq(r.sessionId, s.id), eq(r.status, "open"))})`.mapWith(Number),
  authorFirstName: users.firstName,
  authorLastName: users.lastName,
};

interface AdminSessionRow {
  id: string;
  title: string;
  publishedAt: Date | null;
  reviewedAt: Date | null;
  copyCount: number;
  viewCount: number;
  openReports: number;
  authorFirstName: string;
  authorLastName: string;
}

/** A review older than the latest publication does not count: the session changed hands with the public again. */
export function toAdminSession({
  authorFirstName,
  authorLastName,
  publishedAt,
  reviewedAt,
  ...row
}: AdminSessionRow): AdminSession {
  const isReviewed = reviewedAt !== null && (publishedAt === null || reviewedAt >= publishedAt);
  return {
    ...row,
    authorName: authorNameOf(authorFirstName, authorLastName),
    publishedAt: publishedAt?.toISOString() ?? null,
    reviewedAt: isReviewed ? reviewedAt.toISOString() : null,
  };
}
