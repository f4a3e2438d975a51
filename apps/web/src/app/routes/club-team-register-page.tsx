import { useLingui } from "@lingui/react/macro";
import { useNavigate, useParams } from "react-router";
import { RegisterPanel, RegisterScreen, useTakeRegister } from "../../features/attendance/index.ts";
import { EVENT_KIND_NAMES } from "../../features/club-calendar/index.ts";
import { useSession } from "../../features/sessions/api/use-sessions.ts";
import { OnThePitchMode } from "../../features/sessions/index.ts";
import { PageLoading } from "../../components/ui/spinner.tsx";
import { ApiError } from "../../lib/api-client.ts";
import { useClubOutlet } from "./club-outlet.ts";
import NotFoundPage from "./not-found-page.tsx";
import { formatDayLong, formatTimeRange } from "../../lib/format-date.ts";

/**
 * `/clubs/:clubId/teams/:teamId/register/:eventId/:occurrenceStart`: an occurrence's register on the grass.
 * Planned with a session of the coach's own, it is taken in on-the-pitch mode beside the drills; otherwise
 * (a club library session, none, or one this member cannot open) on its own. Exit goes to the calendar.
 */
export default function ClubTeamRegisterPage() {
  const { t, i18n } = useLingui();
  const { club } = useClubOutlet();
  const { teamId = "", eventId = "", occurrenceStart = "" } = useParams();
  const navigate = useNavigate();
  const taking = useTakeRegister({ clubId: club.id, teamId, eventId, occurrenceStart });
  const { register } = taking;
  const linked = register.data?.linkedSession;
  const ownSession = useSession(linked?.kind === "own" ? linked.id : undefined);
  const exit = () => void navigate(`/clubs/${encodeURIComponent(club.id)}/teams/${encodeURIComponent(teamId)}`);

  if (register.isError && register.error instanceof ApiError && register.error.code === "NOT_FOUND") {
    return <NotFoundPage />;
  }
  // Which way the register opens is known once it and its session are read; offline, a session never
  // opened on this device waits for the network, and the register opens alone.
  const isReading = (query: { isPending: boolean; fetchStatus: string }) =>
    query.isPending && query.fetchStatus === "fetching";
  if (isReading(register) || isReading(ownSession)) return <PageLoading />;
  const session = ownSession.data?.session;
  if (linked?.kind === "own" && session && session.blocks.length > 0) {
    return (
      <OnThePitchMode
        session={session}
        register={{
          present: taking.counts.present,
          total: taking.rows.length,
          panel: <RegisterPanel taking={taking} />,
        }}
        onExit={exit}
      />
    );
  }
  const occurrence = register.data?.occurrence;
  const heading = occurrence ? occurrence.title || t(EVENT_KIND_NAMES[occurrence.kind]) : "";
  const clubName = club.name;
  return (
    <>
      <title>
        {heading
          ? t({ message: `Register – ${heading} – ${clubName} – Touchline`, context: "an event's attendance register" })
          : t({ message: `Register – ${clubName} – Touchline`, context: "an event's attendance register" })}
      </title>
      <RegisterScreen
        taking={taking}
        heading={heading}
        when={
          occurrence
            ? `${formatDayLong(occurrence.date, i18n.locale)}, ${formatTimeRange(occurrence.time, occurrence.durationMinutes)}`
            : ""
        }
        onExit={exit}
      />
    </>
  );
}
