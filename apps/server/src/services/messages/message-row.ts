import { audiencesVisibleTo, type CurrentUser, type Message } from "@touchline/contracts";
import { eq, inArray, or, type SQL } from "drizzle-orm";
import { adminMessages } from "../../db/schema.ts";

/** The messages `user` receives: the broadcasts of their audience and those addressed to them alone. */
export function addressedTo(user: Pick<CurrentUser, "id" | "role">): SQL {
  return or(
    inArray(adminMessages.targetAudience, audiencesVisibleTo(user.role)),
    eq(adminMessages.recipientId, user.id),
  )!;
}

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
