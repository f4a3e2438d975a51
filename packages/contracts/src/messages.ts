import { z } from "zod";
import { hasLevel, type Role } from "./roles.ts";

// The zod-free live constants, exported from here so the package index needs no new line.
export * from "./message-stream.ts";

export const MESSAGE_TYPES = ["announcement", "update", "tip", "warning"] as const;
export const MessageTypeSchema = z.enum(MESSAGE_TYPES);
export type MessageType = z.infer<typeof MessageTypeSchema>;
export const MESSAGE_TYPE_LABELS: Record<MessageType, string> = {
  announcement: "Announcement",
  update: "Update",
  tip: "Tip",
  warning: "Warning",
};

/** all: everyone; coaches: users without a staff role (`none`); moderators: moderators and above. */
export const TARGET_AUDIENCES = ["all", "coaches", "moderators"] as const;
export const TargetAudienceSchema = z.enum(TARGET_AUDIENCES);
export type TargetAudience = z.infer<typeof TargetAudienceSchema>;
export const TARGET_AUDIENCE_LABELS: Record<TargetAudience, string> = {
  all: "All users",
  coaches: "Coaches",
  moderators: "Moderators and above",
};

/**
 * Who a stored message is for: a broadcast audience, or `user`, one account alone (a moderation notice
 * such as why a session was unpublished). Only the broadcast audiences can be chosen when composing.
 */
export const MESSAGE_AUDIENCES = [...TARGET_AUDIENCES, "user"] as const;
export const MessageAudienceSchema = z.enum(MESSAGE_AUDIENCES);

/** The audiences whose broadcasts a user of `role` receives. */
export function audiencesVisibleTo(role: Role): TargetAudience[] {
  return hasLevel(role, "moderator") ? ["all", "moderators"] : ["all", "coaches"];
}

/** How many broadcasts /messages lists (spec §9): the newest ones the user may see. */
export const MESSAGES_LIST_LIMIT = 20;

export const MessageIdSchema = z.string().min(1).max(64, /*i18n*/ "Not a message id");

export const SendMessageRequestSchema = z.object({
  title: z
    .string({ error: /*i18n*/ "Please give the message a title" })
    .trim()
    .min(1, /*i18n*/ "Please give the message a title")
    .max(200, /*i18n*/ "A title is at most 200 characters"),
  content: z
    .string({ error: /*i18n*/ "Please write the message" })
    .trim()
    .min(1, /*i18n*/ "Please write the message")
    .max(5000, /*i18n*/ "A message is at most 5000 characters"),
  messageType: MessageTypeSchema.default("announcement"),
  targetAudience: TargetAudienceSchema.default("all"),
  isUrgent: z.boolean().default(false),
});
export type SendMessageRequest = z.input<typeof SendMessageRequestSchema>;
export type SendMessageInput = z.output<typeof SendMessageRequestSchema>;

const MessageFieldsSchema = z.object({
  id: z.string(),
  messageType: MessageTypeSchema,
  title: z.string(),
  content: z.string(),
  targetAudience: MessageAudienceSchema,
  isUrgent: z.boolean(),
  createdAt: z.string(),
});

/** A broadcast as its recipient sees it; unread while `readAt` is null. */
export const MessageSchema = MessageFieldsSchema.extend({ readAt: z.string().nullable() });
export type Message = z.infer<typeof MessageSchema>;

export const MessageListResponseSchema = z.object({
  messages: z.array(MessageSchema),
  /** Unread messages among those listed. */
  unreadCount: z.number().int(),
});
export type MessageListResponse = z.infer<typeof MessageListResponseSchema>;

export const UnreadCountResponseSchema = z.object({ unreadCount: z.number().int() });

export const MarkMessageReadResponseSchema = z.object({ readAt: z.string() });
export type MarkMessageReadResponse = z.infer<typeof MarkMessageReadResponseSchema>;

/** A broadcast as the admins see it in the sent list. */
export const SentMessageSchema = MessageFieldsSchema.extend({
  targetAudience: TargetAudienceSchema,
  /** Recipients who have opened it. */
  readCount: z.number().int(),
  /** Accounts in the target audience now (it changes as people sign up or change role). */
  audienceSize: z.number().int(),
});
export type SentMessage = z.infer<typeof SentMessageSchema>;

export const SentMessageResponseSchema = z.object({ message: SentMessageSchema });

export const SentMessageListResponseSchema = z.object({ messages: z.array(SentMessageSchema) });
