import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import type { Role, UserStatus } from "@touchline/contracts";
import { LEVEL_NAMES } from "../../../components/audit-entry-list.tsx";
import { cn } from "../../../lib/cn.ts";
import { USER_STATUS_NAMES } from "../lib/user-names.ts";

/** A day as admins read it ("4 Mar 2026" in the reader's language), or "Never" for a user who was never active. */
export function formatUserDate(i18n: I18n, iso: string | null): string {
  return iso
    ? i18n.date(iso, { day: "numeric", month: "short", year: "numeric" })
    : i18n._(msg({ message: "Never", context: "last active" }));
}

export function UserDate({ iso }: { iso: string | null }) {
  const { i18n } = useLingui();
  return iso ? <time dateTime={iso}>{formatUserDate(i18n, iso)}</time> : <span>{formatUserDate(i18n, null)}</span>;
}

const LEVEL_CLASSES: Record<Role, string> = {
  none: "bg-slate-100 text-slate-700",
  moderator: "bg-sky-100 text-sky-900",
  admin: "bg-violet-100 text-violet-900",
  super_admin: "bg-amber-100 text-amber-900",
};

export function LevelBadge({ role }: { role: Role }) {
  const { i18n } = useLingui();
  return (
    <span
      className={cn("inline-block rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap", LEVEL_CLASSES[role])}
    >
      {i18n._(LEVEL_NAMES[role])}
    </span>
  );
}

export function StatusBadge({ status }: { status: UserStatus }) {
  const { i18n } = useLingui();
  return (
    <span
      className={cn(
        "inline-block rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap",
        status === "suspended" ? "bg-red-100 text-red-800" : "bg-green-100 text-green-900",
      )}
    >
      {i18n._(USER_STATUS_NAMES[status])}
    </span>
  );
}
