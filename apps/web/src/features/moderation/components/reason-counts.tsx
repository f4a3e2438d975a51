import { useLingui } from "@lingui/react/macro";
import type { ReasonCount } from "@touchline/contracts";
import { REPORT_REASON_NAMES } from "../lib/report-names.ts";

/** A group's reasons, most frequent first: "Spam or advertising × 2". */
export function ReasonCounts({ reasons, label }: { reasons: readonly ReasonCount[]; label: string }) {
  const { t, i18n } = useLingui();
  return (
    <ul aria-label={label} className="flex flex-wrap gap-2">
      {reasons.map(({ reason, count }) => {
        const reasonName = i18n._(REPORT_REASON_NAMES[reason]);
        const times = i18n.number(count);
        return (
          <li
            key={reason}
            className="rounded-full bg-amber-50 px-2.5 py-0.5 text-xs font-medium text-amber-900 ring-1 ring-amber-200"
          >
            {t`${reasonName} × ${times}`}
          </li>
        );
      })}
    </ul>
  );
}
