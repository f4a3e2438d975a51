import type { Message } from "@touchline/contracts";
import { adminMessages } from "../../db/schema.ts";

/** The columns a broadcast is read with, for every list. */
export const messageColumns = {
  id: adminMessages.id,
  messageType: adminMessages.messageType,
  title: adminMessages.title,
  content: adminMessages.content,
  targetAudience: adminMessages.targetAudience,
  isUrgent: adminMessages.isUrgent,
  createdAt: adminMessages.createdAt,
};

type MessageRow = {
  [K in keyof typeof messageColumns]: (typeof messageColumns)[K]["_"]["data"];
};

export function toMessageFields(row: MessageRow): Omit<Message, "readAt"> {
  return { ...row, createdAt: row.createdAt.toISOString() };
}
