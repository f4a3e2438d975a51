import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import type { RecentActivityItem } from "@touchline/contracts";
import { Link } from "react-router";
import { formatDateTime } from "../../../lib/format-date.ts";
import { useRecentActivity } from "../api/use-recent-activity.ts";

function describe(i18n: I18n, item: RecentActivityItem): { text: string; to: string } {
  switch (item.kind) {
    case "session":
      return { text: i18n._(msg`You saved the session`), to: `/sessions/${item.id}` };
    case "drill":
      return { text: i18n._(msg`You saved the drill`), to: "/library" };
    case "tactical-drill":
      return { text: i18n._(msg`You saved the tactical drill`), to: `/tactical-drill/${item.id}` };
    case "copy":
      return { text: i18n._(msg`A coach copied your session`), to: `/sessions/${item.id}` };
  }
}

/** The coach's latest saves and the copies others made of their public sessions. */
export function RecentActivity() {
  const { i18n } = useLingui();
  const activity = useRecentActivity();
  return (
    <section aria-labelledby="recent-activity-heading" className="mt-10">
      <h2 id="recent-activity-heading" className="text-xl font-semibold">
        <Trans>Recent activity</Trans>
      </h2>
      {activity.isPending ? (
        <p className="mt-3 text-sm text-slate-600">
          <Trans>Loading...</Trans>
        </p>
      ) : activity.isError ? (
        <p role="alert" className="mt-3 text-sm text-red-700">
          {activity.error.message}
        </p>
      ) : activity.data.items.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">
          <Trans>Nothing yet: what you create and save shows up here.</Trans>
        </p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-200 rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
          {activity.data.items.map((item) => {
            const { text, to } = describe(i18n, item);
            return (
              <li
                key={`${item.kind}-${item.id}-${item.at}`}
                className="flex flex-wrap items-baseline justify-between gap-2 px-4 py-3 text-sm"
              >
                <span>
                  {text}{" "}
                  <Link to={to} className="font-medium text-brand-700 hover:underline">
                    {item.title}
                  </Link>
                </span>
                <time dateTime={item.at} className="text-xs text-slate-600">
                  {formatDateTime(item.at, i18n.locale)}
                </time>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
