import { z } from "zod";

/** Every staff action the audit log records. */
export const AUDIT_ACTIONS = [
  "user.level_changed",
  "user.suspended",
  "user.restored",
  "user.deleted",
  "session.unpublished",
  "session.deleted",
  "session.reviewed",
  "session.review_approved",
  "session.review_declined",
  "report.dismissed",
  "feedback.status_changed",
  "message.broadcast",
  "blog.published",
  "blog.unpublished",
  "image.deleted",
  "seo.updated",
  "testimonial.saved",
  "testimonial.deleted",
] as const;
export const AuditActionSchema = z.enum(AUDIT_ACTIONS);
export type AuditAction = z.infer<typeof AuditActionSchema>;

export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  "user.level_changed": "Changed level",
  "user.suspended": "Suspended account",
  "user.restored": "Restored account",
  "user.deleted": "Deleted account",
  "session.unpublished": "Unpublished session",
  "session.deleted": "Deleted session",
  "session.reviewed": "Reviewed session",
  "session.review_approved": "Approved review request",
  "session.review_declined": "Declined review request",
  "report.dismissed": "Dismissed reports",
  "feedback.status_changed": "Changed feedback status",
  "message.broadcast": "Sent broadcast",
  "blog.published": "Published blog post",
  "blog.unpublished": "Unpublished blog post",
  "image.deleted": "Deleted image",
  "seo.updated": "Changed SEO",
  "testimonial.saved": "Saved testimonial",
  "testimonial.deleted": "Deleted testimonial",
};

export const AUDIT_TARGET_TYPES = [
  "user",
  "session",
  "feedback",
  "message",
  "blog_post",
  "image",
  "seo_page",
  "testimonial",
] as const;
export const AuditTargetTypeSchema = z.enum(AUDIT_TARGET_TYPES);
export type AuditTargetType = z.infer<typeof AuditTargetTypeSchema>;

/** One line of the audit log as staff read it. */
export const AuditEntrySchema = z.object({
  id: z.number().int(),
  actorId: z.string().nullable(),
  actorLabel: z.string(),
  action: AuditActionSchema,
  targetType: AuditTargetTypeSchema,
  targetId: z.string(),
  targetLabel: z.string(),
  reason: z.string(),
  details: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

/** How many lines the audit list answers at most in one call. */
export const AUDIT_LIST_MAX = 100;

export const AuditEntryListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(AUDIT_LIST_MAX).default(20),
});

export const AuditEntryListResponseSchema = z.object({ entries: z.array(AuditEntrySchema) });

/** A reason staff give for an action that its subject is told about (unpublish, delete, suspend). */
export const ModerationReasonSchema = z
  .string({ error: /*i18n*/ "Please give a reason" })
  .trim()
  .min(3, /*i18n*/ "Please give a reason (at least 3 characters)")
  .max(1000, /*i18n*/ "A reason is at most 1000 characters");
