import { AUDIT_ACTION_LABELS, type AuditEntry, LEVEL_LABELS, ROLES, type Role } from "@touchline/contracts";
import { formatDateTime } from "../lib/format-date.ts";

const isRole = (value: unknown): value is Role => (ROLES as readonly unknown[]).includes(value);
const readable = (value: string) => (isRole(value) ? LEVEL_LABELS[value] : value.replaceAll("_", " "));

/** "Coach (no level) → Moderator" for a change with `from` and `to` in its details. */
function changeOf(entry: AuditEntry): string | null {
  const { from, to } = entry.details;
  return typeof from === "string" && typeof to === "string" ? `${readable(from)} → ${readable(to)}` : null;
}

/**
 * Audit lines as staff read them: what was done, to what, the reason given, who and when. Used by the
 * dashboard's recent activity, the moderation dashboard and a user's history.
 */
export function AuditEntryList({
  entries,
  label,
  emptyText,
  showTarget = true,
}: {
  entries: AuditEntry[];
  label: string;
  emptyText: string;
  showTarget?: boolean;
}) {
  if (entries.length === 0) return <p className="text-sm text-slate-600">{emptyText}</p>;
  return (
    <ol aria-label={label} className="divide-y divide-slate-200 rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
      {entries.map((entry) => {
        const change = changeOf(entry);
        return (
          <li key={entry.id} className="px-4 py-3 text-sm">
            <p className="text-slate-900">
              <span className="font-semibold">{AUDIT_ACTION_LABELS[entry.action]}</span>
              {showTarget && entry.targetLabel ? <> · “{entry.targetLabel}”</> : null}
              {change ? `: ${change}` : null}
            </p>
            {entry.reason ? (
              <p className="mt-1 whitespace-pre-line break-words text-slate-700">Reason: {entry.reason}</p>
            ) : null}
            <p className="mt-1 text-xs text-slate-600">
              By {entry.actorLabel} · <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>
            </p>
          </li>
        );
      })}
    </ol>
  );
}
