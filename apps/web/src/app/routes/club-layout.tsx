import { useLingui } from "@lingui/react/macro";
import { Outlet, useParams } from "react-router";
import { PageSpinner } from "../../components/ui/spinner.tsx";
import { type ClubSection, ClubHeader, useClub, useLeaveWhenClubGone } from "../../features/clubs/index.ts";
import { ApiError } from "../../lib/api-client.ts";
import { useSetCrumbLabel } from "../../lib/page-label.ts";
import type { ClubOutletContext } from "./club-outlet.ts";

/**
 * The frame of every page of a club (`/clubs/:clubId` and the routes below it): the club is loaded once,
 * its header and sections drawn, and the page below gets the club (`useClubOutlet`). A club that answers
 * 404 (the coach was removed) sends the coach back to My work.
 */
export default function ClubLayout() {
  const { t } = useLingui();
  const { clubId = "" } = useParams();
  const clubQuery = useClub(clubId);
  useLeaveWhenClubGone(clubId, clubQuery.error);
  const home = `/clubs/${encodeURIComponent(clubId)}`;
  useSetCrumbLabel(home, clubQuery.data?.club.name ?? t`Club`);
  // Not the coach's own library (the crumb's usual name).
  useSetCrumbLabel(`${home}/library`, t({ message: "Library", context: "a club's library" }));

  if (clubQuery.isPending) return <PageSpinner label={t`Loading the club...`} />;
  if (clubQuery.isError && !clubQuery.data) {
    // A 404 is on its way to My work (useLeaveWhenClubGone).
    if (clubQuery.error instanceof ApiError && clubQuery.error.status === 404) return <PageSpinner />;
    return (
      <p role="alert" className="mx-auto max-w-6xl px-4 py-10 text-red-700">
        {clubQuery.error.message}
      </p>
    );
  }
  const { club } = clubQuery.data;
  const sections: ClubSection[] = [
    { label: t`Teams`, to: home, isEnd: true },
    { label: t({ message: "Library", context: "a club's library" }), to: `${home}/library` },
    { label: t`Syllabus`, to: `${home}/syllabus` },
    { label: t`Members`, to: `${home}/members` },
    // Every member reads the settings (the time zone, the season's first day); club admins change them.
    { label: t`Settings`, to: `${home}/settings` },
  ];
  return (
    <>
      <ClubHeader club={club} sections={sections} />
      <div className="mx-auto max-w-6xl px-4 py-8">
        <Outlet context={{ club } satisfies ClubOutletContext} />
      </div>
    </>
  );
}
