import { LEVEL_LABELS, type Role, USER_STATUS_LABELS, type UserStatus } from "@touchline/contracts";
import { cn } from "../../../lib/cn.ts";
import { formatDate } from "../../../lib/format-date.ts";

/** A day as admins read it ("4 Mar 2026"), or "Never" for a user who was never active. */
export function formatUserDate(iso: string | null): string {
  return iso ? formatDate(iso) : "Never";
}

export function UserDate({ iso }: { iso: string | null }) {
  return iso ? <time dateTime={iso}>{formatUserDate(iso)}</time> : <span>Never</span>;
}

const LEVEL_CLASSES: Record<Role, string> = {
  none: "bg-slate-100 text-slate-700",
  moderator: "bg-sky-100 text-sky-900",
  admin: "bg-violet-100 text-violet-900",
  super_admin: "bg-amber-100 text-amber-900",
};

export function LevelBadge({ role }: { role: Role }) {
  return (
    <span
      className={cn("inline-block rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap", LEVEL_CLASSES[role])}
    >
      {LEVEL_LABELS[role]}
    </span>
  );
}

export function StatusBadge({ status }: { status: UserStatus }) {
  return (
    <span
      className={cn(
        "inline-block rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap",
        status === "suspended" ? "bg-red-100 text-red-800" : "bg-green-100 text-green-900",
      )}
    >
      {USER_STATUS_LABELS[status]}
    </span>
  );
}
