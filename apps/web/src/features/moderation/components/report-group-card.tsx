import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import type { ReportGroup } from "@touchline/contracts";
import { useId } from "react";
import { Link } from "react-router";
import { formatDayTime } from "../lib/dates.ts";
import { byAuthor, factLine, publishedOn } from "../lib/facts.ts";
import { ReasonCounts } from "./reason-counts.tsx";

export const sessionLabelOf = (i18n: I18n, session: { title: string | null }) =>
  session.title ?? i18n._(msg`A session that is no longer public`);

/** One session of the reports queue: how often and why it was reported, with a link to its reports. */
export function ReportGroupCard({ group, linkTo }: { group: ReportGroup; linkTo: string }) {
  const { t, i18n } = useLingui();
  const titleId = useId();
  const label = sessionLabelOf(i18n, group.session);
  const { reportCount, latestReportedAt } = group;
  const latest = formatDayTime(i18n, latestReportedAt);
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
          {factLine([byAuthor(i18n, group.session.authorName), publishedOn(i18n, group.session.publishedAt)])}
        </p>
        <ReasonCounts reasons={group.reasons} label={t`Reasons for ${label}`} />
        <p className="text-xs text-slate-600">
          <Trans>
            <span className="font-semibold text-slate-800">
              <Plural value={reportCount} one="# report" other="# reports" />
            </span>{" "}
            · latest <time dateTime={latestReportedAt}>{latest}</time>
          </Trans>
        </p>
      </div>
      <Link
        to={linkTo}
        aria-label={t`Open the reports on ${label}`}
        className="inline-flex h-9 shrink-0 items-center justify-center rounded-lg bg-white px-3 text-sm font-medium text-slate-800 ring-1 ring-slate-300 hover:bg-slate-50"
      >
        <Trans context="link: open a session's reports">Open reports</Trans>
      </Link>
    </article>
  );
}
