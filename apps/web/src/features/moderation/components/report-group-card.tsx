import type { ReportGroup } from "@touchline/contracts";
import { useId } from "react";
import { Link } from "react-router";
import { formatDate, formatDateTime } from "../../../lib/format-date.ts";
import { ReasonCounts } from "./reason-counts.tsx";

export const sessionLabelOf = (session: { title: string | null }) =>
  session.title ?? "A session that is no longer public";

/** One session of the reports queue: how often and why it was reported, with a link to its reports. */
export function ReportGroupCard({ group, linkTo }: { group: ReportGroup; linkTo: string }) {
  const titleId = useId();
  const label = sessionLabelOf(group.session);
  const reports = `${group.reportCount} report${group.reportCount === 1 ? "" : "s"}`;
  return (
    <article
      aria-labelledby={titleId}
      className="flex flex-col gap-3 rounded-2xl bg-white p-4 ring-1 ring-slate-200 sm:flex-row sm:items-start sm:justify-between"
    >
      <div className="flex min-w-0 flex-col gap-2">
        <h3
          id={titleId}
          className={
            group.session.title ? "break-words font-semibold text-slate-900" : "font-semibold italic text-slate-700"
          }
        >
          {label}
        </h3>
        <p className="text-sm text-slate-600">
          by {group.session.authorName}
          {group.session.publishedAt ? ` · published ${formatDate(group.session.publishedAt)}` : ""}
        </p>
        <ReasonCounts reasons={group.reasons} label={`Reasons for ${label}`} />
        <p className="text-xs text-slate-600">
          <span className="font-semibold text-slate-800">{reports}</span> · latest{" "}
          <time dateTime={group.latestReportedAt}>{formatDateTime(group.latestReportedAt)}</time>
        </p>
      </div>
      <Link
        to={linkTo}
        aria-label={`Open the reports on ${label}`}
        className="inline-flex h-9 shrink-0 items-center justify-center rounded-lg bg-white px-3 text-sm font-medium text-slate-800 ring-1 ring-slate-300 hover:bg-slate-50"
      >
        Open reports
      </Link>
    </article>
  );
}
