/**
 * The database schema. Tables are private to the server: services map rows to the shared contracts.
 * The first four tables follow the shape the auth library expects (user, session, account, verification).
 */
import { sql } from "drizzle-orm";
import { OWN_LANGUAGE_SEARCH_CONFIG } from "./text-search.ts";
import type { Diagram } from "@touchline/diagram";
import type {
  AgeGroup,
  AuditAction,
  AuditTargetType,
  DiagramThumbnailData,
  ReportReason,
  DrillContent,
  Intensity,
  Level,
  Locale,
  Phase,
  SessionBlock,
} from "@touchline/contracts";
import {
  boolean,
  customType,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from "drizzle-orm/pg-core";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();

/** A coach's account and profile in one row: the spec's `profiles` (first name, last name, role) live here. */
export const users = pgTable(
  "users",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    emailVerified: boolean("email_verified").notNull().default(false),
    image: text("image"),
    firstName: text("first_name").notNull().default(""),
    lastName: text("last_name").notNull().default(""),
    role: text("role", { enum: ["none", "moderator", "admin", "super_admin"] })
      .notNull()
      .default("none"),
    /** Set while an admin has suspended the account: it cannot sign in and has no sessions. */
    suspendedAt: timestamp("suspended_at", { withTimezone: true }),
    suspensionReason: text("suspension_reason"),
    /** The last day the user made a signed-in request (see `user_activity_days`); null before the first. */
    lastActiveAt: timestamp("last_active_at", { withTimezone: true }),
    /** How the coach reads sizes on diagrams (stored in metres whatever this says). */
    sizeUnit: text("size_unit", { enum: ["metres", "yards"] })
      .notNull()
      .default("metres"),
    /** The language the coach chose for Touchline (a locale of contracts' LOCALES); null follows their browser. */
    language: text("language").$type<Locale>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex("users_email_unique").on(sql`lower(${table.email})`),
    index("users_created_idx").on(table.createdAt.desc()),
    index("users_last_active_idx").on(table.lastActiveAt.desc().nullsLast()),
    index("users_role_idx").on(table.role),
    // The admin user search matches a substring of name or e-mail: trigrams let it skip the other rows.
    index("users_search_trgm_idx").using("gin", sql`lower(${table.name} || ' ' || ${table.email}) gin_trgm_ops`),
  ],
);

/**
 * One row per user and day on which they made a signed-in request: the analytics' "active users",
 * written at most once a day per user (never per request).
 */
export const userActivityDays = pgTable(
  "user_activity_days",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The UTC day. */
    day: date("day", { mode: "string" }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.day] }), index("user_activity_days_day_idx").on(table.day)],
);

/**
 * Each user's counts for the user analytics, so a page sorted by one of them reads the top of an index
 * instead of grouping every session by owner. Triggers on `users`, `training_sessions`, `drills` and
 * `message_recipients` keep them equal to those rows in the statement that changes them (migration 0006).
 */
export const userCounts = pgTable(
  "user_counts",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    sessionsCreated: integer("sessions_created").notNull().default(0),
    publicSessions: integer("public_sessions").notNull().default(0),
    /** The sum of the copy counts of the user's sessions. */
    copiesReceived: integer("copies_received").notNull().default(0),
    drills: integer("drills").notNull().default(0),
    messagesRead: integer("messages_read").notNull().default(0),
  },
  (table) => [
    index("user_counts_sessions_created_idx").on(table.sessionsCreated, table.userId),
    index("user_counts_public_sessions_idx").on(table.publicSessions, table.userId),
    index("user_counts_copies_received_idx").on(table.copiesReceived, table.userId),
    index("user_counts_drills_idx").on(table.drills, table.userId),
    index("user_counts_messages_read_idx").on(table.messagesRead, table.userId),
  ],
);

/**
 * Per UTC day, how many rows the analytics would otherwise count over a whole year: active users (per
 * day, and per week under the week's Monday), sessions created, copies and sessions published. Triggers
 * on `user_activity_days` and `training_sessions` keep every count equal to those rows in the statement
 * that changes them, deletions and updates included (see migration 0005), so a year is a few hundred rows.
 */
export const analyticsCounts = pgTable(
  "analytics_counts",
  {
    metric: text("metric", {
      enum: ["active_users", "active_users_week", "sessions_created", "copies", "sessions_published"],
    }).notNull(),
    /** The UTC day (for `active_users_week`, the Monday that starts the week). */
    day: date("day", { mode: "string" }).notNull(),
    count: integer("count").notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.metric, table.day] })],
);

/** A signed-in browser. The cookie holds `token`; deleting the row signs that browser out. */
export const sessions = pgTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    token: text("token").notNull().unique(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index("sessions_user_id_idx").on(table.userId)],
);

/** Credentials of a user; for e-mail and password sign-in `password` holds the hash. */
export const accounts = pgTable(
  "accounts",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
    scope: text("scope"),
    password: text("password"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index("accounts_user_id_idx").on(table.userId)],
);

/** Single-use tokens such as password-reset links; `identifier` is `reset-password:<token>`. */
export const verifications = pgTable(
  "verifications",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index("verifications_identifier_idx").on(table.identifier)],
);

/**
 * Fixed-window request counters, kept in the database so limits hold across restarts and across server
 * instances. `key` names the rule and the subject, e.g. `sign-in:ip:203.0.113.7`.
 */
export const rateLimitCounters = pgTable("rate_limit_counters", {
  key: text("key").primaryKey(),
  windowStartedAt: timestamp("window_started_at", { withTimezone: true }).notNull(),
  /** The rule's window, kept with the counter so a sweep can tell when it has passed (`app/housekeeping.ts`). */
  windowSeconds: integer("window_seconds").notNull(),
  count: integer("count").notNull(),
});

/** Every e-mail the server sends; without SMTP this table is the outbox a local operator reads in the log. */
export const mailOutbox = pgTable("mail_outbox", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  recipient: text("recipient").notNull(),
  subject: text("subject").notNull(),
  body: text("body").notNull(),
  sentAt: timestamp("sent_at", { withTimezone: true }),
  error: text("error"),
  createdAt: createdAt(),
});

/** Server-wide values generated once and shared by every instance (e.g. the session signing secret). */
export const serverSettings = pgTable("server_settings", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
  createdAt: createdAt(),
});

/**
 * A tactical board a coach saved. `diagram` was validated (and upgraded) by `migrateDiagram` before it
 * was written; only its owner may read, change or delete it.
 */
export const tacticalDrills = pgTable(
  "tactical_drills",
  {
    id: text("id").primaryKey(),
    ownerId: text("owner_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    diagram: jsonb("diagram").$type<Diagram>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index("tactical_drills_owner_updated_idx").on(table.ownerId, table.updatedAt.desc())],
);

/**
 * A PostgreSQL full-text document. Only ever a generated column here: the database derives it from
 * the row's text, so it cannot drift from what it indexes.
 */
const tsvector = customType<{ data: string; driverData: string }>({ dataType: () => "tsvector" });

/** A drill's content without its title, which has its own column to sort and search by. */
export type StoredDrillContent = Omit<DrillContent, "title">;

/**
 * A drill in a coach's personal library, to insert into sessions. `content` holds the rest of the
 * contract's DrillContent (diagram, organisation, coaching points, duration, intensity, players,
 * progressions) exactly as validated; only the owner may read or change it.
 */
export const drills = pgTable(
  "drills",
  {
    id: text("id").primaryKey(),
    ownerId: text("owner_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    content: jsonb("content").$type<StoredDrillContent>().notNull(),
    tags: text("tags")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /**
     * The drill's other words (tags, organisation, coaching points, progressions), rewritten by the
     * service on every save. Kept as text because PostgreSQL 18 does not count `tags::text` or
     * `array_to_string` immutable, so a generated column cannot read the array itself.
     */
    searchText: text("search_text").notNull().default(""),
    // Plain column names: a generated column may not name its table.
    search: tsvector("search")
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('english', coalesce(title, '')), 'A') || setweight(to_tsvector('english', coalesce(search_text, '')), 'B')`,
      ),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index("drills_owner_updated_idx").on(table.ownerId, table.updatedAt.desc()),
    index("drills_search_idx").using("gin", table.search),
    index("drills_tags_idx").using("gin", table.tags),
  ],
);

/**
 * A training session (not an auth session: that table is `sessions`). Its drills live in `blocks`, one
 * JSON array, not in a child table: a session's drills are always loaded together, saved together (the
 * editor replaces the whole session) and kept in order; no block is ever read, shared or referenced
 * without its session, and none outlives it. One row means one read, one atomic write, and the order
 * is simply the array's. What the library filters and sorts on (duration, topics, counters) is
 * stored in columns beside it; the blocks' words reach search through `search_text`.
 */
export const trainingSessions = pgTable(
  "training_sessions",
  {
    id: text("id").primaryKey(),
    /** The share id of `/s/{shortId}`: 8 random base62 characters. */
    shortId: text("short_id").notNull().unique(),
    ownerId: text("owner_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    theme: text("theme").notNull().default(""),
    objectives: jsonb("objectives")
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    ageGroup: text("age_group").$type<AgeGroup>(),
    level: text("level").$type<Level>(),
    /** The day it is planned for, if any (no time, no zone). */
    date: date("date", { mode: "string" }),
    topics: text("topics")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    phases: text("phases")
      .array()
      .$type<Phase[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    intensity: text("intensity").$type<Intensity>().notNull(),
    visibility: text("visibility", { enum: ["private", "public"] })
      .notNull()
      .default("private"),
    blocks: jsonb("blocks")
      .$type<SessionBlock[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** The blocks' words (titles, organisation, coaching points, progressions), rewritten on every save. */
    searchText: text("search_text").notNull().default(""),
    search: tsvector("search")
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector(${OWN_LANGUAGE_SEARCH_CONFIG}, coalesce(title, '')), 'A') || setweight(to_tsvector(${OWN_LANGUAGE_SEARCH_CONFIG}, coalesce(theme, '')), 'B') || setweight(to_tsvector(${OWN_LANGUAGE_SEARCH_CONFIG}, coalesce(search_text, '')), 'C')`,
      ),
    /** Sum of the blocks' minutes, derived on save and stored so the library can filter on it. */
    totalDurationMinutes: integer("total_duration_minutes").notNull().default(0),
    /** The block the author chose to picture the session; null (or a block since removed): the first. */
    coverBlockId: text("cover_block_id"),
    /**
     * The cover block's diagram simplified for lists, with its hash (`diagramThumbnail`), written on every
     * save, so a list reads a few KB per row and never the blocks. Null without blocks, or until the
     * housekeeping sweep fills a row saved before thumbnails existed.
     */
    thumbnail: jsonb("thumbnail").$type<DiagramThumbnailData>(),
    /** The credit of a copy: the id goes when the original is deleted, the title and author stay. */
    copiedFromId: text("copied_from_id"),
    copiedFromTitle: text("copied_from_title"),
    copiedFromAuthor: text("copied_from_author"),
    copyCount: integer("copy_count").notNull().default(0),
    viewCount: integer("view_count").notNull().default(0),
    /** When it last became public; null while private. */
    publishedAt: timestamp("published_at", { withTimezone: true }),
    /** When a moderator last marked it reviewed; a publication after that needs another look. */
    reviewedAt: timestamp("reviewed_at", { withTimezone: true }),
    reviewedById: text("reviewed_by_id").references(() => users.id, { onDelete: "set null" }),
    /** The language it is written in (a locale of contracts' LOCALES). */
    language: text("language").$type<Locale>().notNull().default("en"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    foreignKey({
      columns: [table.copiedFromId],
      foreignColumns: [table.id],
      name: "training_sessions_copied_from_id_fk",
    }).onDelete("set null"),
    index("training_sessions_owner_updated_idx").on(table.ownerId, table.updatedAt.desc()),
    index("training_sessions_published_idx").on(table.visibility, table.publishedAt.desc()),
    // The library in one language, newest first: a reader's own language comes first from this range.
    index("training_sessions_language_published_idx").on(
      table.visibility,
      table.language,
      table.publishedAt.desc().nullsLast(),
      table.id.desc(),
    ),
    // The library's "most copied" and "most viewed" orders whole, tie-breakers included, so a page of a
    // large library is the index's first rows rather than a sort of every public session.
    index("training_sessions_copies_idx").on(
      table.visibility,
      table.copyCount.desc(),
      table.publishedAt.desc().nullsLast(),
      table.id.desc(),
    ),
    index("training_sessions_views_idx").on(
      table.visibility,
      table.viewCount.desc(),
      table.publishedAt.desc().nullsLast(),
      table.id.desc(),
    ),
    index("training_sessions_topics_idx").using("gin", table.topics),
    // The rows the housekeeping sweep still has to draw a thumbnail for: none once it has caught up.
    index("training_sessions_thumbnail_missing_idx")
      .on(table.id)
      .where(sql`${table.thumbnail} is null and ${table.blocks} <> '[]'::jsonb`),
    index("training_sessions_phases_idx").using("gin", table.phases),
    index("training_sessions_search_idx").using("gin", table.search),
    // The global library's search and filters in one index (scalars through btree_gin): a filtered search
    // intersects them inside the index and reads only the matching rows, whatever share the words match.
    index("training_sessions_library_idx")
      .using(
        "gin",
        table.search,
        table.ageGroup,
        table.intensity,
        table.totalDurationMinutes,
        table.topics,
        table.phases,
      )
      .where(sql`${table.visibility} = 'public'`),
    index("training_sessions_copied_from_idx").on(table.copiedFromId),
    index("training_sessions_created_idx").on(table.createdAt),
  ],
);

/**
 * A public session staff unpublished stays private until a moderator lifts the hold: its author cannot
 * publish it again, only ask for a review (once at a time). Approving deletes the row; declining keeps it,
 * with the reason, until the author asks again. The audit log keeps the history, this row only the present.
 */
export const sessionHolds = pgTable(
  "session_holds",
  {
    sessionId: text("session_id")
      .primaryKey()
      .references(() => trainingSessions.id, { onDelete: "cascade" }),
    /** The moderator's reason for unpublishing, as the author was told it. */
    reason: text("reason").notNull(),
    heldAt: timestamp("held_at", { withTimezone: true }).notNull().defaultNow(),
    /** When the author asked for the review no moderator has decided yet; null when none is waiting. */
    reviewRequestedAt: timestamp("review_requested_at", { withTimezone: true }),
    /** What the author wrote with that request (may be empty). */
    reviewMessage: text("review_message").notNull().default(""),
    /** The latest declined request: when, and the moderator's reason the author was sent. */
    declinedAt: timestamp("declined_at", { withTimezone: true }),
    declineReason: text("decline_reason"),
  },
  (table) => [
    index("session_holds_review_requested_idx")
      .on(table.reviewRequestedAt)
      .where(sql`${table.reviewRequestedAt} is not null`),
  ],
);

/**
 * Who has been counted as viewing a public session on a UTC day: a view adds to `view_count` only when
 * its row is new. `visitor_key` is the signed-in viewer's user id (also in `viewer_id`, so deleting the
 * account removes their rows) or, for a visitor, a keyed hash of the day, address and user agent, so no
 * address is stored and a visitor's rows of different days cannot be linked. Rows older than a few days
 * are swept (app/housekeeping.ts).
 */
export const sessionViews = pgTable(
  "session_views",
  {
    sessionId: text("session_id")
      .notNull()
      .references(() => trainingSessions.id, { onDelete: "cascade" }),
    visitorKey: text("visitor_key").notNull(),
    /** The UTC day. */
    day: date("day", { mode: "string" }).notNull(),
    viewerId: text("viewer_id").references(() => users.id, { onDelete: "cascade" }),
  },
  (table) => [
    primaryKey({ columns: [table.sessionId, table.visitorKey, table.day] }),
    index("session_views_day_idx").on(table.day),
    index("session_views_viewer_idx").on(table.viewerId),
  ],
);

/**
 * Each coach who has copied a public session, once: a copy adds to `copy_count` only when its row is
 * new, so copying the same session again (or after deleting one's copy) makes a copy without counting.
 */
export const sessionCopiers = pgTable(
  "session_copiers",
  {
    sessionId: text("session_id")
      .notNull()
      .references(() => trainingSessions.id, { onDelete: "cascade" }),
    coachId: text("coach_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
  },
  (table) => [
    primaryKey({ columns: [table.sessionId, table.coachId] }),
    index("session_copiers_coach_idx").on(table.coachId),
  ],
);

/**
 * A coach's report of a public session, for moderators. One per coach and session: reporting again
 * replaces the reason and text and reopens it.
 */
export const sessionReports = pgTable(
  "session_reports",
  {
    id: text("id").primaryKey(),
    sessionId: text("session_id")
      .notNull()
      .references(() => trainingSessions.id, { onDelete: "cascade" }),
    reporterId: text("reporter_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    reason: text("reason").$type<ReportReason>().notNull(),
    details: text("details").notNull().default(""),
    status: text("status", { enum: ["open", "resolved", "dismissed"] })
      .notNull()
      .default("open"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    unique("session_reports_session_reporter_unique").on(table.sessionId, table.reporterId),
    index("session_reports_status_created_idx").on(table.status, table.createdAt.desc()),
    index("session_reports_reporter_idx").on(table.reporterId),
  ],
);

/**
 * A suggestion, bug or story from the community. `upvotes` and `downvotes` are kept by a trigger on
 * `feedback_votes` (see the migration), so they always equal the vote rows, whichever path changed
 * them (a vote, a switch, a removal, or a voter's account being deleted).
 */
export const feedback = pgTable(
  "feedback",
  {
    id: text("id").primaryKey(),
    /** Null once the author deleted their account: the item stays, shown as 'Anonymous'. */
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    title: text("title").notNull(),
    description: text("description").notNull(),
    category: text("category", { enum: ["bug", "feature", "general", "success"] })
      .notNull()
      .default("general"),
    status: text("status", { enum: ["open", "in_progress", "resolved", "closed"] })
      .notNull()
      .default("open"),
    upvotes: integer("upvotes").notNull().default(0),
    downvotes: integer("downvotes").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index("feedback_created_idx").on(table.createdAt.desc()), index("feedback_user_idx").on(table.userId)],
);

/** One vote per user and item: the primary key is what makes twenty identical clicks leave one row. */
export const feedbackVotes = pgTable(
  "feedback_votes",
  {
    feedbackId: text("feedback_id")
      .notNull()
      .references(() => feedback.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    voteType: text("vote_type", { enum: ["upvote", "downvote"] }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.feedbackId, table.userId] }),
    index("feedback_votes_user_idx").on(table.userId),
  ],
);

/** A broadcast from the team, shown in /messages to the users its audience covers. */
export const adminMessages = pgTable(
  "admin_messages",
  {
    id: text("id").primaryKey(),
    messageType: text("message_type", { enum: ["announcement", "update", "tip", "warning"] }).notNull(),
    title: text("title").notNull(),
    content: text("content").notNull(),
    /**
     * all: everyone; coaches: users without a staff role; moderators: moderators and above;
     * user: `recipient_id` alone (a moderation notice such as the reason a session was unpublished).
     */
    targetAudience: text("target_audience", { enum: ["all", "coaches", "moderators", "user"] })
      .notNull()
      .default("all"),
    recipientId: text("recipient_id").references(() => users.id, { onDelete: "cascade" }),
    isUrgent: boolean("is_urgent").notNull().default(false),
    senderId: text("sender_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (table) => [
    index("admin_messages_created_idx").on(table.createdAt.desc()),
    index("admin_messages_recipient_created_idx").on(table.recipientId, table.createdAt.desc()),
  ],
);

/** A user's receipt of a broadcast; a message without a row (or with `read_at` null) is unread. */
export const messageRecipients = pgTable(
  "message_recipients",
  {
    messageId: text("message_id")
      .notNull()
      .references(() => adminMessages.id, { onDelete: "cascade" }),
    recipientId: text("recipient_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp("read_at", { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.messageId, table.recipientId] }),
    index("message_recipients_recipient_idx").on(table.recipientId),
  ],
);

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => "bytea" });

/**
 * An uploaded picture for the blog, re-encoded on upload and kept in the database so that every server
 * instance serves the same bytes.
 */
export const images = pgTable(
  "images",
  {
    id: text("id").primaryKey(),
    uploaderId: text("uploader_id").references(() => users.id, { onDelete: "set null" }),
    /** The name it was uploaded under, for the admin list only; never used to decide the type. */
    originalName: text("original_name").notNull(),
    mimeType: text("mime_type", { enum: ["image/png", "image/jpeg", "image/webp"] }).notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    byteSize: integer("byte_size").notNull(),
    data: bytea("data").notNull(),
    createdAt: createdAt(),
  },
  (table) => [index("images_created_idx").on(table.createdAt.desc())],
);

/** A blog post; only published ones are visible outside the admin area. */
export const blogPosts = pgTable(
  "blog_posts",
  {
    id: text("id").primaryKey(),
    slug: text("slug").notNull().unique(),
    title: text("title").notNull(),
    excerpt: text("excerpt").notNull().default(""),
    /** Markdown; rendered without raw HTML on the client. */
    body: text("body").notNull(),
    coverImageId: text("cover_image_id").references(() => images.id, { onDelete: "set null" }),
    authorId: text("author_id").references(() => users.id, { onDelete: "set null" }),
    tags: text("tags")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    status: text("status", { enum: ["draft", "published"] })
      .notNull()
      .default("draft"),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index("blog_posts_status_published_idx").on(table.status, table.publishedAt.desc())],
);

/**
 * What staff did, written in the same transaction as the action itself. The actor's and the target's
 * labels are copied in, so an entry still reads after either account is deleted.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    actorId: text("actor_id").references(() => users.id, { onDelete: "set null" }),
    /** The actor's name and e-mail when they acted; "Command line" for the role tool. */
    actorLabel: text("actor_label").notNull(),
    action: text("action").$type<AuditAction>().notNull(),
    targetType: text("target_type").$type<AuditTargetType>().notNull(),
    targetId: text("target_id").notNull(),
    /** The target's name or title when it was acted on. */
    targetLabel: text("target_label").notNull().default(""),
    reason: text("reason").notNull().default(""),
    /** Small facts of the action, e.g. `{ from: "none", to: "moderator" }`. */
    details: jsonb("details")
      .$type<Record<string, string | number | boolean | null>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    createdAt: createdAt(),
  },
  (table) => [
    index("audit_log_created_idx").on(table.createdAt.desc()),
    index("audit_log_target_idx").on(table.targetType, table.targetId, table.createdAt.desc()),
  ],
);

/** An admin's title, description and share image for one public page, written into the HTML the server sends. */
export const seoPages = pgTable("seo_pages", {
  /** The page's path, e.g. `/about`. */
  path: text("path").primaryKey(),
  title: text("title").notNull().default(""),
  description: text("description").notNull().default(""),
  imageId: text("image_id").references(() => images.id, { onDelete: "set null" }),
  updatedAt: updatedAt(),
});

/** A real coach's quote for the landing page, entered by a super admin; the section hides without any. */
export const testimonials = pgTable(
  "testimonials",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    /** Who they are, e.g. "U12 coach, Valletta FC". */
    role: text("role").notNull().default(""),
    content: text("content").notNull(),
    /** 1 to 5 stars, or null for none shown. */
    rating: integer("rating"),
    createdAt: createdAt(),
  },
  (table) => [index("testimonials_created_idx").on(table.createdAt.desc())],
);

/**
 * A club: a second owner kind beside the coach. Its members share its library, teams and calendar; what
 * is shared into it belongs to it and stays when its author leaves. Times of its calendar are stored in
 * UTC and read in `time_zone` (an IANA name), so a weekly training keeps its wall-clock time across
 * daylight-saving changes.
 */
export const clubs = pgTable("clubs", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  crestImageId: text("crest_image_id").references(() => images.id, { onDelete: "set null" }),
  /** Kit colours (#rrggbb): the default team colours of drawings made for the club. */
  kitPrimary: text("kit_primary").notNull().default("#1d4ed8"),
  kitSecondary: text("kit_secondary").notNull().default("#ffffff"),
  timeZone: text("time_zone").notNull().default("Europe/London"),
  /** The Monday of the syllabus's week 1, a local date; null until the club sets its season. */
  seasonStartsOn: date("season_starts_on", { mode: "string" }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Who belongs to a club, and as what: admin (head of coaching) > coach > assistant. */
export const clubMembers = pgTable(
  "club_members",
  {
    clubId: text("club_id")
      .notNull()
      .references(() => clubs.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    role: text("role", { enum: ["admin", "coach", "assistant"] }).notNull(),
    joinedAt: timestamp("joined_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.clubId, table.userId] }), index("club_members_user_idx").on(table.userId)],
);

/**
 * An invitation to join a club, by link (and, when `email` is set, sent by e-mail). Only the SHA-256 of
 * its token is kept: the link is shown once. Dead once expired, revoked or used `max_uses` times.
 */
export const clubInvites = pgTable(
  "club_invites",
  {
    id: text("id").primaryKey(),
    clubId: text("club_id")
      .notNull()
      .references(() => clubs.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull().unique(),
    role: text("role", { enum: ["admin", "coach", "assistant"] }).notNull(),
    email: text("email"),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    /** Null: no limit. */
    maxUses: integer("max_uses"),
    useCount: integer("use_count").notNull().default(0),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    createdById: text("created_by_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (table) => [index("club_invites_club_idx").on(table.clubId, table.createdAt.desc())],
);

/**
 * What a member shared into the club: a copy of a session, a library drill or a tactical board, owned by
 * the club from the moment it is shared (the same transaction). `content` holds the copied object as its
 * contract describes it (a session's fields and blocks, a drill's content, a board's diagram); the
 * columns beside it are what the club library filters, sorts and searches on.
 */
export const clubLibraryItems = pgTable(
  "club_library_items",
  {
    id: text("id").primaryKey(),
    clubId: text("club_id")
      .notNull()
      .references(() => clubs.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ["session", "drill", "tactical-drill"] }).notNull(),
    title: text("title").notNull(),
    content: jsonb("content").notNull(),
    ageGroup: text("age_group").$type<AgeGroup>(),
    level: text("level").$type<Level>(),
    phases: text("phases")
      .array()
      .$type<Phase[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    topics: text("topics")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    intensity: text("intensity").$type<Intensity>(),
    totalDurationMinutes: integer("total_duration_minutes").notNull().default(0),
    thumbnail: jsonb("thumbnail").$type<DiagramThumbnailData>(),
    searchText: text("search_text").notNull().default(""),
    search: tsvector("search")
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector(${OWN_LANGUAGE_SEARCH_CONFIG}, coalesce(title, '')), 'A') || setweight(to_tsvector(${OWN_LANGUAGE_SEARCH_CONFIG}, coalesce(search_text, '')), 'B')`,
      ),
    /** The credit: who shared it (gone if their account is deleted) and the author's name as it was. */
    sharedById: text("shared_by_id").references(() => users.id, { onDelete: "set null" }),
    authorName: text("author_name").notNull(),
    /** Set while a club admin pins it among the club's essentials. */
    pinnedAt: timestamp("pinned_at", { withTimezone: true }),
    /** The language it is written in: a session's own, a drill's sharer's. */
    language: text("language").$type<Locale>().notNull().default("en"),
    sharedAt: timestamp("shared_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("club_library_items_club_idx").on(table.clubId, table.kind, table.sharedAt.desc()),
    index("club_library_items_search_idx").using("gin", table.search),
  ],
);

/** A team of a club, with its coaches (members of the club). */
export const teams = pgTable(
  "teams",
  {
    id: text("id").primaryKey(),
    clubId: text("club_id")
      .notNull()
      .references(() => clubs.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    ageGroup: text("age_group").$type<AgeGroup>().notNull(),
    format: text("format", { enum: ["5v5", "7v7", "9v9", "11v11"] }).notNull(),
    /** The season it plays, as the club writes it ("2026/27"). */
    season: text("season").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index("teams_club_idx").on(table.clubId, table.name)],
);

export const teamCoaches = pgTable(
  "team_coaches",
  {
    teamId: text("team_id")
      .notNull()
      .references(() => teams.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
  },
  (table) => [primaryKey({ columns: [table.teamId, table.userId] }), index("team_coaches_user_idx").on(table.userId)],
);

/**
 * A training or match on a team's calendar. A repeating one is a rule plus exceptions: `recurrence` is an
 * RFC 5545 RRULE (weekly until a date) read in the club's time zone from `starts_at`, and
 * `recurrence_ends_at` the start of its last possible occurrence, so a window's events are found by index.
 * A training links to a session: the coach's own (`session_id`) or the club library's (`club_item_id`).
 */
export const calendarEvents = pgTable(
  "calendar_events",
  {
    id: text("id").primaryKey(),
    teamId: text("team_id")
      .notNull()
      .references(() => teams.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ["training", "match"] }).notNull(),
    title: text("title").notNull().default(""),
    /** The first occurrence's start, UTC. */
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    durationMinutes: integer("duration_minutes").notNull(),
    place: text("place").notNull().default(""),
    notes: text("notes").notNull().default(""),
    /** What players bring (shin pads, a white shirt): the team link shows it with the place. */
    bring: text("bring").notNull().default(""),
    recurrence: text("recurrence"),
    /** Null for a one-off event: then its only occurrence is `starts_at`. */
    recurrenceEndsAt: timestamp("recurrence_ends_at", { withTimezone: true }),
    sessionId: text("session_id").references(() => trainingSessions.id, { onDelete: "set null" }),
    clubItemId: text("club_item_id").references(() => clubLibraryItems.id, { onDelete: "set null" }),
    createdById: text("created_by_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index("calendar_events_team_idx").on(table.teamId, table.startsAt)],
);

/** One occurrence of a repeating event moved or cancelled, named by its original start (UTC). */
export const calendarEventExceptions = pgTable(
  "calendar_event_exceptions",
  {
    eventId: text("event_id")
      .notNull()
      .references(() => calendarEvents.id, { onDelete: "cascade" }),
    occurrenceStart: timestamp("occurrence_start", { withTimezone: true }).notNull(),
    isCancelled: boolean("is_cancelled").notNull().default(false),
    /** Where a moved occurrence now starts, UTC; null when it is cancelled. */
    movedTo: timestamp("moved_to", { withTimezone: true }),
  },
  (table) => [primaryKey({ columns: [table.eventId, table.occurrenceStart] })],
);

/** A team's secret iCalendar feed address; only the SHA-256 of its token is kept. */
export const teamCalendarFeeds = pgTable(
  "team_calendar_feeds",
  {
    id: text("id").primaryKey(),
    teamId: text("team_id")
      .notNull()
      .references(() => teams.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull().unique(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index("team_calendar_feeds_team_idx").on(table.teamId)],
);

/**
 * A player of a team's squad. A first name (or nickname) is all a coach must give; no e-mail or phone is
 * kept. Shirt numbers are unique within the team when given.
 */
export const squadPlayers = pgTable(
  "squad_players",
  {
    id: text("id").primaryKey(),
    teamId: text("team_id")
      .notNull()
      .references(() => teams.id, { onDelete: "cascade" }),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull().default(""),
    shirtNumber: integer("shirt_number"),
    position: text("position", { enum: ["goalkeeper", "defender", "midfielder", "forward"] }),
    birthYear: integer("birth_year"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index("squad_players_team_idx").on(table.teamId, table.firstName),
    uniqueIndex("squad_players_team_number_idx")
      .on(table.teamId, table.shirtNumber)
      .where(sql`${table.shirtNumber} is not null`),
  ],
);

/**
 * A player's personal link: on it the player or a parent answers for the team's events, without an account.
 * Only the SHA-256 of its token is kept; revoking keeps the row (its answers stay) and a new link replaces it.
 */
export const squadPlayerLinks = pgTable(
  "squad_player_links",
  {
    id: text("id").primaryKey(),
    playerId: text("player_id")
      .notNull()
      .references(() => squadPlayers.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull().unique(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    /** When the link was last opened: the coach sees how many players saw the plan, nothing more. */
    lastOpenedAt: timestamp("last_opened_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index("squad_player_links_player_idx").on(table.playerId)],
);

/** A player's answer for one occurrence of a team's event (named by its original start, as exceptions are). */
export const availabilityAnswers = pgTable(
  "availability_answers",
  {
    playerId: text("player_id")
      .notNull()
      .references(() => squadPlayers.id, { onDelete: "cascade" }),
    eventId: text("event_id")
      .notNull()
      .references(() => calendarEvents.id, { onDelete: "cascade" }),
    occurrenceStart: timestamp("occurrence_start", { withTimezone: true }).notNull(),
    isAvailable: boolean("is_available").notNull(),
    reason: text("reason").notNull().default(""),
    answeredAt: timestamp("answered_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.playerId, table.eventId, table.occurrenceStart] }),
    index("availability_answers_event_idx").on(table.eventId, table.occurrenceStart),
  ],
);

/**
 * A player's mark in one occurrence's register (named by its original start, as answers are). Marks come
 * from devices that may have been offline: each carries the device's id for it and when it was made, and the
 * later mark of a player wins, so a mark sent twice, or by two devices, is kept once.
 */
export const attendanceMarks = pgTable(
  "attendance_marks",
  {
    playerId: text("player_id")
      .notNull()
      .references(() => squadPlayers.id, { onDelete: "cascade" }),
    eventId: text("event_id")
      .notNull()
      .references(() => calendarEvents.id, { onDelete: "cascade" }),
    occurrenceStart: timestamp("occurrence_start", { withTimezone: true }).notNull(),
    isPresent: boolean("is_present").notNull(),
    /** Minutes after the start the player arrived, and before the end they left: their minutes are the rest. */
    lateMinutes: integer("late_minutes").notNull().default(0),
    leftEarlyMinutes: integer("left_early_minutes").notNull().default(0),
    clientMarkId: text("client_mark_id").notNull(),
    markedAt: timestamp("marked_at", { withTimezone: true }).notNull(),
    markedById: text("marked_by_id").references(() => users.id, { onDelete: "set null" }),
    savedAt: timestamp("saved_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.playerId, table.eventId, table.occurrenceStart] }),
    index("attendance_marks_event_idx").on(table.eventId, table.occurrenceStart),
  ],
);

/** A team's permanent link to its next event; only the SHA-256 of its token is kept (decision 016). */
export const teamLinks = pgTable(
  "team_links",
  {
    id: text("id").primaryKey(),
    teamId: text("team_id")
      .notNull()
      .references(() => teams.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull().unique(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index("team_links_team_idx").on(table.teamId)],
);

/** A personal link opened an occurrence's plan: "seen by 11 of 16", and nothing more about the visit. */
export const planViews = pgTable(
  "plan_views",
  {
    playerId: text("player_id")
      .notNull()
      .references(() => squadPlayers.id, { onDelete: "cascade" }),
    eventId: text("event_id")
      .notNull()
      .references(() => calendarEvents.id, { onDelete: "cascade" }),
    occurrenceStart: timestamp("occurrence_start", { withTimezone: true }).notNull(),
    firstSeenAt: timestamp("first_seen_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.playerId, table.eventId, table.occurrenceStart] }),
    index("plan_views_event_idx").on(table.eventId, table.occurrenceStart),
  ],
);

/** A club's syllabus: for an age group, a theme over a range of the season's weeks (1-based, inclusive). */
export const syllabusThemes = pgTable(
  "syllabus_themes",
  {
    id: text("id").primaryKey(),
    clubId: text("club_id")
      .notNull()
      .references(() => clubs.id, { onDelete: "cascade" }),
    ageGroup: text("age_group").$type<AgeGroup>().notNull(),
    firstWeek: integer("first_week").notNull(),
    lastWeek: integer("last_week").notNull(),
    title: text("title").notNull(),
    phases: text("phases")
      .array()
      .$type<Phase[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    topics: text("topics")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index("syllabus_themes_club_idx").on(table.clubId, table.ageGroup, table.firstWeek)],
);
