import { useLingui } from "@lingui/react/macro";
import { Outlet, useParams } from "react-router";
import { SectionNav } from "../../components/ui/section-nav.tsx";
import { type ClubOutletContext, useClubOutlet } from "./club-outlet.ts";

/**
 * The frame of a team's pages (`/clubs/:clubId/teams/:teamId` and below): its sections, the calendar, the
 * squad and the players' load, each at an address of its own so a coach can share "the squad" or "the
 * calendar". The club, loaded by the club's frame, is handed on to the page below.
 */
export default function ClubTeamLayout() {
  const { t } = useLingui();
  const { club } = useClubOutlet();
  const { teamId = "" } = useParams();
  const home = `/clubs/${encodeURIComponent(club.id)}/teams/${encodeURIComponent(teamId)}`;
  return (
    <div className="flex flex-col gap-6">
      <SectionNav
        label={t`Team sections`}
        className="border-b border-slate-200"
        sections={[
          { label: t`Calendar`, to: home, isEnd: true },
          { label: t`Squad`, to: `${home}/squad` },
          { label: t({ message: "Load", context: "the players' training load" }), to: `${home}/load` },
        ]}
      />
      <Outlet context={{ club } satisfies ClubOutletContext} />
    </div>
  );
}
