import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { AdminUserSort, LevelRuleRefusal, UserStatus } from "@touchline/contracts";

/** An account's status on screen (the contracts' USER_STATUS_LABELS in the reader's language). */
export const USER_STATUS_NAMES: Record<UserStatus, MessageDescriptor> = {
  active: msg({ message: "Active", context: "account status" }),
  suspended: msg({ message: "Suspended", context: "account status" }),
};

/** The users list's orders (the contracts' ADMIN_USER_SORT_LABELS in the reader's language). */
export const USER_SORT_NAMES: Record<AdminUserSort, MessageDescriptor> = {
  newest: msg({ message: "Newest", context: "sort order of accounts" }),
  last_active: msg({ message: "Last active", context: "sort order of accounts" }),
};

/** Why the level rules refuse an action (the contracts' LEVEL_RULE_MESSAGES in the reader's language). */
export const LEVEL_RULE_TEXTS: Record<LevelRuleRefusal, MessageDescriptor> = {
  SELF: msg`You cannot change, suspend or delete your own account here.`,
  ABOVE_OWN_LEVEL: msg`Nobody can grant a level above their own.`,
  STAFF_ONLY_BY_SUPER_ADMIN: msg`Only a super admin can grant or remove the admin and super admin levels, or act on an admin's account.`,
  LAST_SUPER_ADMIN: msg`This is the last super admin: make someone else super admin first.`,
  NOT_ADMIN: msg`Only admins can manage accounts.`,
};
