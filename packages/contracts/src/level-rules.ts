/**
 * Who may change, suspend or delete whose account: the one statement of the rules, used by the server
 * (which enforces them), the command-line role tool and the admin screens (which only hide what the
 * server would refuse). Zod-free, like `roles.ts`.
 */
import { hasLevel, type Role, roleLevel } from "./roles.ts";

/** The person acting: an account, or the operator at the command line (who has every level). */
export type LevelActor = { kind: "user"; id: string; role: Role } | { kind: "command-line" };

export interface LevelTarget {
  id: string;
  role: Role;
  /** A suspended super admin cannot sign in, so acting on them takes away nobody who can run the site. */
  status: "active" | "suspended";
}

export type LevelRuleRefusal =
  "SELF" | "ABOVE_OWN_LEVEL" | "STAFF_ONLY_BY_SUPER_ADMIN" | "LAST_SUPER_ADMIN" | "NOT_ADMIN";

export const LEVEL_RULE_MESSAGES: Record<LevelRuleRefusal, string> = {
  SELF: "You cannot change, suspend or delete your own account here.",
  ABOVE_OWN_LEVEL: "Nobody can grant a level above their own.",
  STAFF_ONLY_BY_SUPER_ADMIN:
    "Only a super admin can grant or remove the admin and super admin levels, or act on an admin's account.",
  LAST_SUPER_ADMIN: "This is the last super admin: make someone else super admin first.",
  NOT_ADMIN: "Only admins can manage accounts.",
};

export type LevelRuleVerdict = { allowed: true } | { allowed: false; refusal: LevelRuleRefusal; message: string };

const ALLOWED: LevelRuleVerdict = { allowed: true };
const refuse = (refusal: LevelRuleRefusal): LevelRuleVerdict => ({
  allowed: false,
  refusal,
  message: LEVEL_RULE_MESSAGES[refusal],
});

const actorRole = (actor: LevelActor): Role => (actor.kind === "command-line" ? "super_admin" : actor.role);

/** The admin-level-and-above levels that only a super admin hands out or takes away. */
const isStaffLevel = (role: Role) => hasLevel(role, "admin");

/**
 * Would acting on `target` take away the last super admin who can still sign in? Suspended ones do not
 * count: two super admins suspending each other must leave one who can act, not two suspended.
 */
const isLastActiveSuperAdmin = (target: LevelTarget, superAdminCount: number) =>
  target.role === "super_admin" && target.status === "active" && superAdminCount <= 1;

/**
 * May `actor` act on `target`'s account at all (suspend, restore, delete, or as the first step of a
 * level change)? `superAdminCount` is how many unsuspended super admins there are now, the target
 * included if it is one.
 */
export function checkAccountAction(actor: LevelActor, target: LevelTarget, superAdminCount: number): LevelRuleVerdict {
  if (actor.kind === "user" && actor.id === target.id) return refuse("SELF");
  if (!hasLevel(actorRole(actor), "admin")) return refuse("NOT_ADMIN");
  if (isStaffLevel(target.role) && actorRole(actor) !== "super_admin") return refuse("STAFF_ONLY_BY_SUPER_ADMIN");
  if (isLastActiveSuperAdmin(target, superAdminCount)) return refuse("LAST_SUPER_ADMIN");
  return ALLOWED;
}

/** May `actor` move `target` to level `to`? A change to the same level is allowed (and changes nothing). */
export function checkLevelChange(
  actor: LevelActor,
  target: LevelTarget,
  to: Role,
  superAdminCount: number,
): LevelRuleVerdict {
  if (actor.kind === "user" && actor.id === target.id) return refuse("SELF");
  if (!hasLevel(actorRole(actor), "admin")) return refuse("NOT_ADMIN");
  if (target.role === to) return ALLOWED;
  if (roleLevel(to) > roleLevel(actorRole(actor))) return refuse("ABOVE_OWN_LEVEL");
  if ((isStaffLevel(to) || isStaffLevel(target.role)) && actorRole(actor) !== "super_admin")
    return refuse("STAFF_ONLY_BY_SUPER_ADMIN");
  if (isLastActiveSuperAdmin(target, superAdminCount)) return refuse("LAST_SUPER_ADMIN");
  return ALLOWED;
}

/** The levels `actor` could move `target` to, for a form's choices (the current level included). */
export function grantableLevels(
  actor: LevelActor,
  target: LevelTarget,
  superAdminCount: number,
  levels: readonly Role[],
): Role[] {
  return levels.filter((to) => checkLevelChange(actor, target, to, superAdminCount).allowed);
}
