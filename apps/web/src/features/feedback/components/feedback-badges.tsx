import { Trans, useLingui } from "@lingui/react/macro";
import type { FeedbackCategory, FeedbackStatus } from "@touchline/contracts";
import type { ReactNode } from "react";
import { cn } from "../../../lib/cn.ts";
import { CATEGORY_NAMES, STATUS_NAMES } from "../lib/feedback-labels.ts";

const CATEGORY_COLOURS: Record<FeedbackCategory, string> = {
  bug: "bg-red-50 text-red-800 ring-red-200",
  feature: "bg-sky-50 text-sky-800 ring-sky-200",
  general: "bg-slate-100 text-slate-800 ring-slate-200",
  success: "bg-emerald-50 text-emerald-800 ring-emerald-200",
};

const STATUS_COLOURS: Record<FeedbackStatus, string> = {
  open: "bg-amber-50 text-amber-900 ring-amber-200",
  in_progress: "bg-indigo-50 text-indigo-800 ring-indigo-200",
  resolved: "bg-brand-50 text-brand-800 ring-brand-200",
  closed: "bg-slate-100 text-slate-700 ring-slate-300",
};

function Badge({ className, children }: { className: string; children: ReactNode }) {
  return (
    <span className={cn("inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-medium ring-1", className)}>
      {children}
    </span>
  );
}

export function CategoryBadge({ category }: { category: FeedbackCategory }) {
  const { t } = useLingui();
  return <Badge className={CATEGORY_COLOURS[category]}>{t(CATEGORY_NAMES[category])}</Badge>;
}

export function StatusBadge({ status }: { status: FeedbackStatus }) {
  const { t } = useLingui();
  return <Badge className={STATUS_COLOURS[status]}>{t(STATUS_NAMES[status])}</Badge>;
}

export function RecentlyUpdatedBadge() {
  return (
    <Badge className="bg-violet-50 text-violet-800 ring-violet-200">
      <Trans>Recently Updated</Trans>
    </Badge>
  );
}
