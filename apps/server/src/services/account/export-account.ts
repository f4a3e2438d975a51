import { ACCOUNT_EXPORT_FORMAT, type AccountExport } from "@touchline/contracts";
import { asc, eq, sql } from "drizzle-orm";
import {
  adminMessages,
  blogPosts,
  clubMembers,
  clubs,
  drills,
  feedback,
  feedbackVotes,
  images,
  mailOutbox,
  messageRecipients,
  sessionReports,
  sessions,
  tacticalDrills,
  teamCoaches,
  teams,
  trainingSessions,
  users,
} from "../../db/schema.ts";
import type { AppDeps } from "../../app/app-context.ts";
import { AppError } from "../../lib/app-error.ts";
import { consumeRateLimit } from "../rate-limits/rate-limit.ts";
import { exportedSquadsOf } from "../squads/exported-squads.ts";
import { ACCOUNT_RATE_LIMITS } from "./account-rate-limits.ts";
import { findPendingEmailChange } from "./get-account.ts";

const iso = (date: Date) => date.toISOString();
const isoOrNull = (date: Date | null) => (date ? date.toISOString() : null);

/**
 * Everything personal about the coach, read straight from the tables, each list selecting named columns
 * only: credentials (password hashes live in `accounts`), session tokens, link tokens and mail bodies
 * (they carry links) are never selected, so they cannot leak into the file. Rows of other people are
 * referred to by id only.
 */
export async function exportAccount(deps: AppDeps, userId: string): Promise<AccountExport> {
  await consumeRateLimit(deps.db, ACCOUNT_RATE_LIMITS.exportPerAccount, userId);
  const db = deps.db;
  const [user] = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      emailVerified: users.emailVerified,
      role: users.role,
      sizeUnit: users.sizeUnit,
      language: users.language,
      createdAt: users.createdAt,
      updatedAt: users.updatedAt,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw new AppError("UNAUTHENTICATED", "Please sign in to continue.");

  const [
    pending,
    sessionRows,
    drillRows,
    tacticalRows,
    reportRows,
    feedbackRows,
    voteRows,
    receiptRows,
    signInRows,
    mailRows,
    postRows,
    broadcastRows,
    imageRows,
    clubRows,
    coachedTeamRows,
  ] = await Promise.all([
    findPendingEmailChange(db, userId),
    db
      .select({
        id: trainingSessions.id,
        shortId: trainingSessions.shortId,
        title: trainingSessions.title,
        theme: trainingSessions.theme,
        objectives: trainingSessions.objectives,
        ageGroup: trainingSessions.ageGroup,
        level: trainingSessions.level,
        date: trainingSessions.date,
        topics: trainingSessions.topics,
        phases: trainingSessions.phases,
        intensity: trainingSessions.intensity,
        visibility: trainingSessions.visibility,
        blocks: trainingSessions.blocks,
        totalDurationMinutes: trainingSessions.totalDurationMinutes,
        copiedFromTitle: trainingSessions.copiedFromTitle,
        copiedFromAuthor: trainingSessions.copiedFromAuthor,
        copyCount: trainingSessions.copyCount,
        viewCount: trainingSessions.viewCount,
        publishedAt: trainingSessions.publishedAt,
        createdAt: trainingSessions.createdAt,
        updatedAt: trainingSessions.updatedAt,
      })
      .from(trainingSessions)
      .where(eq(trainingSessions.ownerId, userId))
      .orderBy(asc(trainingSessions.createdAt)),
    db
      .select({
        id: drills.id,
        title: drills.title,
        content: drills.content,
        tags: drills.tags,
        createdAt: drills.createdAt,
        updatedAt: drills.updatedAt,
      })
      .from(drills)
      .where(eq(drills.ownerId, userId))
      .orderBy(asc(drills.createdAt)),
    db
      .select({
        id: tacticalDrills.id,
        title: tacticalDrills.title,
        diagram: tacticalDrills.diagram,
        createdAt: tacticalDrills.createdAt,
        updatedAt: tacticalDrills.updatedAt,
      })
      .from(tacticalDrills)
      .where(eq(tacticalDrills.ownerId, userId))
      .orderBy(asc(tacticalDrills.createdAt)),
    db
      .select({
        id: sessionReports.id,
        sessionId: sessionReports.sessionId,
        reason: sessionReports.reason,
        details: sessionReports.details,
        status: sessionReports.status,
        createdAt: sessionReports.createdAt,
        updatedAt: sessionReports.updatedAt,
      })
      .from(sessionReports)
      .where(eq(sessionReports.reporterId, userId))
      .orderBy(asc(sessionReports.createdAt)),
    db
      .select({
        id: feedback.id,
        title: feedback.title,
        description: feedback.description,
        category: feedback.category,
        status: feedback.status,
        upvotes: feedback.upvotes,
        downvotes: feedback.downvotes,
        createdAt: feedback.createdAt,
        updatedAt: feedback.updatedAt,
      })
      .from(feedback)
      .where(eq(feedback.userId, userId))
      .orderBy(asc(feedback.createdAt)),
    db
      .select({
        feedbackId: feedbackVotes.feedbackId,
        voteType: feedbackVotes.voteType,
        createdAt: feedbackVotes.createdAt,
      })
      .from(feedbackVotes)
      .where(eq(feedbackVotes.userId, userId))
      .orderBy(asc(feedbackVotes.createdAt)),
    db
      .select({
        messageId: messageRecipients.messageId,
        messageTitle: adminMessages.title,
        deliveredAt: messageRecipients.deliveredAt,
        readAt: messageRecipients.readAt,
      })
      .from(messageRecipients)
      .innerJoin(adminMessages, eq(adminMessages.id, messageRecipients.messageId))
      .where(eq(messageRecipients.recipientId, userId))
      .orderBy(asc(messageRecipients.deliveredAt)),
    db
      .select({
        createdAt: sessions.createdAt,
        lastActiveAt: sessions.updatedAt,
        expiresAt: sessions.expiresAt,
        ipAddress: sessions.ipAddress,
        userAgent: sessions.userAgent,
      })
      .from(sessions)
      .where(eq(sessions.userId, userId))
      .orderBy(asc(sessions.createdAt)),
    db
      .select({ subject: mailOutbox.subject, createdAt: mailOutbox.createdAt, sentAt: mailOutbox.sentAt })
      .from(mailOutbox)
      .where(eq(sql`lower(${mailOutbox.recipient})`, user.email.toLowerCase()))
      .orderBy(asc(mailOutbox.id)),
    db
      .select({
        id: blogPosts.id,
        slug: blogPosts.slug,
        title: blogPosts.title,
        status: blogPosts.status,
        publishedAt: blogPosts.publishedAt,
        createdAt: blogPosts.createdAt,
      })
      .from(blogPosts)
      .where(eq(blogPosts.authorId, userId))
      .orderBy(asc(blogPosts.createdAt)),
    db
      .select({
        id: adminMessages.id,
        title: adminMessages.title,
        messageType: adminMessages.messageType,
        targetAudience: adminMessages.targetAudience,
        createdAt: adminMessages.createdAt,
      })
      .from(adminMessages)
      .where(eq(adminMessages.senderId, userId))
      .orderBy(asc(adminMessages.createdAt)),
    db
      .select({
        id: images.id,
        originalName: images.originalName,
        mimeType: images.mimeType,
        createdAt: images.createdAt,
      })
      .from(images)
      .where(eq(images.uploaderId, userId))
      .orderBy(asc(images.createdAt)),
    db
      .select({ id: clubs.id, name: clubs.name, role: clubMembers.role, joinedAt: clubMembers.joinedAt })
      .from(clubMembers)
      .innerJoin(clubs, eq(clubs.id, clubMembers.clubId))
      .where(eq(clubMembers.userId, userId))
      .orderBy(asc(clubMembers.joinedAt)),
    db
      .select({ clubId: teams.clubId, id: teams.id, name: teams.name, season: teams.season })
      .from(teamCoaches)
      .innerJoin(teams, eq(teams.id, teamCoaches.teamId))
      .where(eq(teamCoaches.userId, userId))
      .orderBy(asc(teams.name)),
  ]);
  const coachedPlayers = await exportedSquadsOf(
    db,
    coachedTeamRows.map((team) => team.id),
  );

  return {
    format: ACCOUNT_EXPORT_FORMAT,
    version: 1,
    exportedAt: new Date().toISOString(),
    profile: { ...user, createdAt: iso(user.createdAt), updatedAt: iso(user.updatedAt) },
    pendingEmailChange: pending ? { newEmail: pending.newEmail, expiresAt: iso(pending.expiresAt) } : null,
    trainingSessions: sessionRows,
    libraryDrills: drillRows,
    tacticalDrills: tacticalRows,
    sessionReports: reportRows,
    feedback: feedbackRows,
    feedbackVotes: voteRows,
    messageReceipts: receiptRows,
    signInSessions: signInRows.map((row) => ({
      ...row,
      createdAt: iso(row.createdAt),
      lastActiveAt: iso(row.lastActiveAt),
      expiresAt: iso(row.expiresAt),
    })),
    emailsSent: mailRows.map((row) => ({
      subject: row.subject,
      createdAt: iso(row.createdAt),
      sentAt: isoOrNull(row.sentAt),
    })),
    authored: { blogPosts: postRows, broadcasts: broadcastRows, images: imageRows },
    clubs: clubRows.map((club) => ({
      ...club,
      joinedAt: iso(club.joinedAt),
      coachedTeams: coachedTeamRows
        .filter((team) => team.clubId === club.id)
        .map(({ id, name, season }) => ({
          id,
          name,
          season,
          squad: coachedPlayers.filter((player) => player.teamId === id),
        })),
    })),
  };
}
