/** Query keys of the messages feature; invalidating `all` refreshes the list and the bell together. */
export const messageKeys = {
  all: ["messages"] as const,
  list: ["messages", "list"] as const,
  unreadCount: ["messages", "unread-count"] as const,
  sent: ["admin", "messages"] as const,
};
