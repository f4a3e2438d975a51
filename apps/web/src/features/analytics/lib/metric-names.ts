import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { AnalyticsMetric, UserAnalyticsSort } from "@touchline/contracts";

/** Each figure's name on screen (the contracts' ANALYTICS_METRIC_LABELS in the reader's language). */
export const ANALYTICS_METRIC_NAMES: Record<AnalyticsMetric, MessageDescriptor> = {
  signUps: msg`Sign-ups`,
  activeUsers: msg`Active users`,
  sessionsCreated: msg`Sessions created`,
  sessionsPublished: msg`Sessions published`,
  copies: msg({ message: "Copies", context: "sessions copied from another" }),
  feedback: msg`Feedback submitted`,
};

/** What each figure counts (the contracts' ANALYTICS_METRIC_DESCRIPTIONS in the reader's language). */
export const ANALYTICS_METRIC_TEXTS: Record<AnalyticsMetric, MessageDescriptor> = {
  signUps: msg`New accounts that can sign in.`,
  activeUsers: msg`Coaches who made at least one signed-in request; the total counts each coach once.`,
  sessionsCreated: msg`Training sessions created, copies included.`,
  sessionsPublished: msg`Public sessions by the time they were last published: a session published twice counts once, at its latest publication, and an unpublished one not at all.`,
  copies: msg`Sessions copied from another session that still exists.`,
  feedback: msg`Feedback items submitted.`,
};

/** The user activity table's columns (the contracts' USER_ANALYTICS_COLUMN_LABELS in the reader's language). */
export const USER_ANALYTICS_COLUMN_NAMES: Record<UserAnalyticsSort, MessageDescriptor> = {
  name: msg`Name`,
  email: msg`Email`,
  sessionsCreated: msg`Sessions created`,
  publicSessions: msg`Public sessions`,
  drills: msg`Drills`,
  copiesReceived: msg`Copies received`,
  messagesRead: msg`Messages read`,
  lastActive: msg`Last active`,
};

/** A column as the table's caption names its order ("User activity, sorted by sessions created, …"). */
export const USER_ANALYTICS_SORTED_BY: Record<UserAnalyticsSort, MessageDescriptor> = {
  name: msg({ message: "name", context: "user activity sorted by" }),
  email: msg({ message: "email", context: "user activity sorted by" }),
  sessionsCreated: msg({ message: "sessions created", context: "user activity sorted by" }),
  publicSessions: msg({ message: "public sessions", context: "user activity sorted by" }),
  drills: msg({ message: "drills", context: "user activity sorted by" }),
  copiesReceived: msg({ message: "copies received", context: "user activity sorted by" }),
  messagesRead: msg({ message: "messages read", context: "user activity sorted by" }),
  lastActive: msg({ message: "last active", context: "user activity sorted by" }),
};
