import { useLingui } from "@lingui/react/macro";
import { teamColoursOfKit } from "@touchline/diagram";
import { useSearchParams } from "react-router";
import { PageSpinner } from "../../components/ui/spinner.tsx";
import { useClub } from "../../features/clubs/index.ts";
import { SessionBuilder, type StartedForClub } from "../../features/sessions/components/session-builder.tsx";

/** `/create-session`, `?session=id` to edit one, `?club=id` to start one in that club's kit colours. */
export default function CreateSessionPage() {
  const { t } = useLingui();
  const [params] = useSearchParams();
  const sessionId = params.get("session") ?? undefined;
  const clubId = params.get("club");
  return (
    <>
      <title>{sessionId ? t`Edit session – Touchline` : t`Create Session – Touchline`}</title>
      {clubId && !sessionId ? (
        <NewSessionForClub clubId={clubId} />
      ) : (
        <SessionBuilder key={sessionId ?? "new"} sessionId={sessionId} />
      )}
    </>
  );
}

/** Waits for the club to know its kit; a club the coach cannot open leaves an ordinary new session. */
function NewSessionForClub({ clubId }: { clubId: string }) {
  const club = useClub(clubId);
  if (club.isPending) return <PageSpinner />;
  const startedFor: StartedForClub | undefined = club.data
    ? {
        clubName: club.data.club.name,
        teamColours: teamColoursOfKit(club.data.club.kitPrimary, club.data.club.kitSecondary),
      }
    : undefined;
  return <SessionBuilder key={`new-for-${clubId}`} startedFor={startedFor} />;
}
