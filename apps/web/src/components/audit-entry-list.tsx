import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { type AuditAction, type AuditEntry, ROLES, type Role } from "@touchline/contracts";

/** How each level reads in the admin screens' choices, tables and audit lines (the contracts' LEVEL_LABELS in the reader's language). */
export const LEVEL_NAMES: Record<Role, MessageDescriptor> = {
  none: msg`Coach (no level)`,
  moderator: msg({ message: "Moderator", context: "staff level" }),
  admin: msg({ message: "Admin", context: "staff level" }),
  super_admin: msg({ message: "Super Admin", context: "staff level" }),
};

/** What each staff action reads as (the contracts' AUDIT_ACTION_LABELS in the reader's language). */
const AUDIT_ACTION_NAMES: Record<AuditAction, MessageDescriptor> = {
  "user.level_changed": msg`Changed level`,
  "user.suspended": msg`Suspended account`,
  "user.restored": msg`Restored account`,
  "user.deleted": msg`Deleted account`,
  "session.unpublished": msg`Unpublished session`,
  "session.deleted": msg`Deleted session`,
  "session.reviewed": msg`Reviewed session`,
  "session.review_approved": msg`Approved review request`,
  "session.review_declined": msg`Declined review request`,
  "report.dismissed": msg`Dismissed reports`,
  "feedback.status_changed": msg`Changed feedback status`,
  "message.broadcast": msg`Sent broadcast`,
  "blog.published": msg`Published blog post`,
  "blog.unpublished": msg`Unpublished blog post`,
  "image.deleted": msg`Deleted image`,
  "seo.updated": msg`Changed SEO`,
  "testimonial.saved": msg`Saved testimonial`,
  "testimonial.deleted": msg`Deleted testimonial`,
};

/** A feedback item's statuses as a status change names them ("open → in progress"). */
const FEEDBACK_STATUS_NAMES: Record<string, MessageDescriptor> = {
  open: msg({ message: "open", context: "feedback status, in an audit line" }),
  in_progress: msg({ message: "in progress", context: "feedback status, in an audit line" }),
  resolved: msg({ message: "resolved", context: "feedback status, in an audit line" }),
  closed: msg({ message: "closed", context: "feedback status, in an audit line" }),
};

const DATE_TIME: Intl.DateTimeFormatOptions = {
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
};

const isRole = (value: unknown): value is Role => (ROLES as readonly unknown[]).includes(value);

function readable(i18n: I18n, value: string): string {
  if (isRole(value)) return i18n._(LEVEL_NAMES[value]);
  const status = FEEDBACK_STATUS_NAMES[value];
  return status ? i18n._(status) : value.replaceAll("_", " ");
}

/** "Coach (no level) → Moderator" for a change with `from` and `to` in its details. */
function changeOf(i18n: I18n, entry: AuditEntry): string | null {
  const { from, to } = entry.details;
  return typeof from === "string" && typeof to === "string" ? `${readable(i18n, from)} → ${readable(i18n, to)}` : null;
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
  const { t, i18n } = useLingui();
  if (entries.length === 0) return <p className="text-sm text-slate-600">{emptyText}</p>;
  return (
    <ol aria-label={label} className="divide-y divide-slate-200 rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
      {entries.map((entry) => {
        const change = changeOf(i18n, entry);
        const { targetLabel, reason, actorLabel } = entry;
        const when = i18n.date(entry.createdAt, DATE_TIME);
        return (
          <li key={entry.id} className="px-4 py-3 text-sm">
            <p className="text-slate-900">
              <span className="font-semibold">{i18n._(AUDIT_ACTION_NAMES[entry.action])}</span>
              {showTarget && targetLabel ? (
                <> · {t({ message: `“${targetLabel}”`, comment: "a quoted title or name" })}</>
              ) : null}
              {change ? `: ${change}` : null}
            </p>
            {reason ? (
              <p className="mt-1 whitespace-pre-line break-words text-slate-700">
                <Trans>Reason: {reason}</Trans>
              </p>
            ) : null}
            <p className="mt-1 text-xs text-slate-600">
              <Trans>
                By {actorLabel} · <time dateTime={entry.createdAt}>{when}</time>
              </Trans>
            </p>
          </li>
        );
      })}
    </ol>
  );
}
