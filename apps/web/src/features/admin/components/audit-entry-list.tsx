import { AUDIT_ACTION_LABELS, type AuditEntry } from "@touchline/contracts";

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });

/** Audit lines as staff read them: when, who, what, to what, and the reason given. */
export function AuditEntryList({ entries, emptyText = "Nothing has been done yet." }: { entries: AuditEntry[]; emptyText?: string }) {
  if (entries.length === 0) return <p className="text-sm text-slate-600">{emptyText}</p>;
  return (
    <ol className="divide-y divide-slate-200 rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
      {entries.map((entry) => (
        <li key={entry.id} className="px-4 py-3 text-sm">
          <p>
            <span className="font-medium">{AUDIT_ACTION_LABELS[entry.action]}</span>
            {entry.targetLabel ? <span className="text-slate-700">: {entry.targetLabel}</span> : null}
            {typeof entry.details.from === "string" && typeof entry.details.to === "string" ? (
              <span className="text-slate-700">
                {" "}
                ({entry.details.from} → {entry.details.to})
              </span>
            ) : null}
          </p>
          {entry.reason ? <p className="mt-1 text-slate-700">Reason: {entry.reason}</p> : null}
          <p className="mt-1 text-xs text-slate-600">
            {entry.actorLabel} · <time dateTime={entry.createdAt}>{dateTime.format(new Date(entry.createdAt))}</time>
          </p>
        </li>
      ))}
    </ol>
  );
}
