import { z } from "zod";
import { AuditEntrySchema, ModerationReasonSchema } from "./audit.ts";
import { RoleSchema } from "./role-schema.ts";
import type { Role } from "./roles.ts";

/** How each level reads in the admin screens' choices and tables. */
export const LEVEL_LABELS: Record<Role, string> = {
  none: "Coach (no level)",
  moderator: "Moderator",
  admin: "Admin",
  super_admin: "Super Admin",
};

/** Active, or suspended by an admin (cannot sign in). */
export const USER_STATUSES = ["active", "suspended"] as const;
export const UserStatusSchema = z.enum(USER_STATUSES);
export type UserStatus = z.infer<typeof UserStatusSchema>;
export const USER_STATUS_LABELS: Record<UserStatus, string> = { active: "Active", suspended: "Suspended" };

/** `newest`: sign-up, newest first. `last_active`: the last day with a signed-in request, never-active last. */
export const ADMIN_USER_SORTS = ["newest", "last_active"] as const;
export const AdminUserSortSchema = z.enum(ADMIN_USER_SORTS);
export type AdminUserSort = z.infer<typeof AdminUserSortSchema>;
export const ADMIN_USER_SORT_LABELS: Record<AdminUserSort, string> = { newest: "Newest", last_active: "Last active" };

export const ADMIN_USERS_PAGE_SIZE = 20;

/** Ids are server-made; the bound only keeps junk in a URL from reaching the database. */
export const AdminUserIdSchema = z.string().min(1).max(64, /*i18n*/ "Not a user id");

export const AdminUserListQuerySchema = z.object({
  /** Part of the name or e-mail, any case. */
  q: z.string().trim().max(200).optional(),
  level: RoleSchema.optional(),
  status: UserStatusSchema.optional(),
  sort: AdminUserSortSchema.default("newest"),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export type AdminUserListQuery = z.input<typeof AdminUserListQuerySchema>;

/** One row of the users list. */
export const AdminUserSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: RoleSchema,
  status: UserStatusSchema,
  createdAt: z.string(),
  /** The last day with a signed-in request; null before the first. */
  lastActiveAt: z.string().nullable(),
});
export type AdminUserSummary = z.infer<typeof AdminUserSummarySchema>;

export const AdminUserListResponseSchema = z.object({
  users: z.array(AdminUserSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminUserListResponse = z.infer<typeof AdminUserListResponseSchema>;

export const AdminUserDetailsSchema = AdminUserSummarySchema.extend({
  firstName: z.string(),
  lastName: z.string(),
  suspendedAt: z.string().nullable(),
  suspensionReason: z.string().nullable(),
  counts: z.object({
    sessions: z.number().int(),
    publicSessions: z.number().int(),
    /** Drills in their library. */
    drills: z.number().int(),
    /** Feedback items they submitted. */
    feedback: z.number().int(),
  }),
});
export type AdminUserDetails = z.infer<typeof AdminUserDetailsSchema>;

/** A user's page: the account, what staff did to it, and how many super admins exist (for the level rules). */
export const AdminUserResponseSchema = z.object({
  user: AdminUserDetailsSchema,
  audit: z.array(AuditEntrySchema),
  /** Unsuspended ones only, as the last-super-admin rule counts them. */
  superAdminCount: z.number().int(),
});
export type AdminUserResponse = z.infer<typeof AdminUserResponseSchema>;

export const ChangeUserLevelRequestSchema = z.object({ role: RoleSchema });

/** Suspend and delete: the reason is kept in the audit log (and sent to a suspended user). */
export const UserActionReasonRequestSchema = z.object({ reason: ModerationReasonSchema });

export const AdminUserDeletedResponseSchema = z.object({ ok: z.literal(true) });
