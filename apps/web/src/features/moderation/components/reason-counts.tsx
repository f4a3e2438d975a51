import { REPORT_REASON_LABELS, type ReasonCount } from "@touchline/contracts";

/** A group's reasons, most frequent first: "Spam or advertising × 2". */
export function ReasonCounts({ reasons, label }: { reasons: readonly ReasonCount[]; label: string }) {
  return (
    <ul aria-label={label} className="flex flex-wrap gap-2">
      {reasons.map(({ reason, count }) => (
        <li
          key={reason}
          className="rounded-full bg-amber-50 px-2.5 py-0.5 text-xs font-medium text-amber-900 ring-1 ring-amber-200"
        >
          {REPORT_REASON_LABELS[reason]} × {count}
        </li>
      ))}
    </ul>
  );
}
