/**
 * Admin levels, lowest first: a guard allows a user whose level is at least the required one.
 * This file stays free of zod so the app shell can use it without loading the schema library.
 */
export const ROLES = ["none", "moderator", "admin", "super_admin"] as const;

export type Role = (typeof ROLES)[number];

export function roleLevel(role: Role): number {
  return ROLES.indexOf(role);
}

export function hasLevel(role: Role, minimum: Role): boolean {
  return roleLevel(role) >= roleLevel(minimum);
}

/** What each level may do, as the spec names it (§6). */
export function permissionsOf(role: Role) {
  return {
    isModerator: hasLevel(role, "moderator"),
    isAdmin: hasLevel(role, "admin"),
    isSuperAdmin: role === "super_admin",
    canManageSessions: hasLevel(role, "moderator"),
    canManageUsers: hasLevel(role, "admin"),
    canViewAnalytics: hasLevel(role, "admin"),
    canManageSystem: role === "super_admin",
  };
}

/** The label of the level badge; `none` shows no badge. */
export const ROLE_BADGE_LABELS: Record<Role, string | null> = {
  none: null,
  moderator: "moderator",
  admin: "admin",
  super_admin: "Super Admin",
};
