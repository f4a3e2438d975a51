/**
 * The live-messages constants. Free of zod, like roles.ts: the app shell's bell uses them, and the
 * schema library must not be pulled into the first page load for three numbers.
 */

/** After a change, listeners refetch once this long after the last event (spec §4, §9). */
export const MESSAGES_REFETCH_DEBOUNCE_MS = 200;
/** The server writes a comment on every open stream this often so proxies keep it open (spec §9). */
export const MESSAGE_STREAM_HEARTBEAT_MS = 25_000;
/** The client waits this long before each reconnection attempt, the last value repeating (spec §9). */
export const MESSAGE_STREAM_RECONNECT_DELAYS_MS = [1_000, 2_000, 5_000, 10_000] as const;

/**
 * Events on `GET /api/messages/stream`. They carry no data: each tells the client which lists to fetch
 * again through the normal API, which applies the audience rules.
 */
export const MESSAGE_STREAM_EVENTS = {
  /** Sent once the stream is subscribed, and on every reconnection: anything may have been missed. */
  ready: "ready",
  /** The user's list or unread count changed (a broadcast for them was sent, or they read one). */
  unreadChanged: "unread-changed",
  /** Read counts of sent broadcasts changed (sent to admins only). */
  readCountsChanged: "read-counts-changed",
  /**
   * The stream's last event when the account opened more streams than one instance holds for it: this,
   * its oldest, gave way. Reconnecting at once would push out the next oldest, and so on round the tabs,
   * so the client waits until its page is looked at again.
   */
  replaced: "replaced",
} as const;
export type MessageStreamEvent = (typeof MESSAGE_STREAM_EVENTS)[keyof typeof MESSAGE_STREAM_EVENTS];
