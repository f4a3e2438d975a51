import { Trans, useLingui } from "@lingui/react/macro";
import type { SessionResponse } from "@touchline/contracts";
import type { UseQueryResult } from "@tanstack/react-query";
import { useParams } from "react-router";
import { PageLoading } from "../../components/ui/spinner.tsx";
import { useCurrentUser } from "../../features/auth/api/use-current-user.ts";
import { useSession, useSessionByShortId } from "../../features/sessions/api/use-sessions.ts";
import { SessionView } from "../../features/sessions/components/session-view.tsx";
import { ApiError } from "../../lib/api-client.ts";
import { useIsOnline } from "../../lib/use-online-status.ts";
import NotFoundPage from "./not-found-page.tsx";

function SessionPageContent({ result }: { result: UseQueryResult<SessionResponse> }) {
  const { t } = useLingui();
  const { user, isLoading } = useCurrentUser();
  const isOnline = useIsOnline();
  // Offline, a session this device never kept cannot be had: its query waits for the network, or failed.
  const isNotKept =
    !isOnline &&
    ((result.isPending && result.fetchStatus === "paused") ||
      (result.isError && result.error instanceof ApiError && result.error.code === "NETWORK"));
  if (isNotKept) {
    return (
      <>
        <title>{t`Session not on this device – Touchline`}</title>
        <p role="alert" className="mx-auto max-w-3xl px-4 py-12 text-slate-800">
          <Trans>
            This session is not on this device yet. It opens offline once you have opened it (or listed it in My
            Sessions) with a connection.
          </Trans>
        </p>
      </>
    );
  }
  if (result.isPending || isLoading) return <PageLoading />;
  if (result.isError) {
    if (result.error instanceof ApiError && result.error.code === "NOT_FOUND") return <NotFoundPage />;
    return (
      <>
        <title>{t`Session – Touchline`}</title>
        <p role="alert" className="mx-auto max-w-3xl px-4 py-12 text-red-700">
          {result.error.message}
        </p>
      </>
    );
  }
  return <SessionView session={result.data.session} isSignedIn={!!user} />;
}

/** /sessions/:id — public sessions for anyone, private ones for their owner, else the 404 page. */
export default function SessionPage() {
  const { id = "" } = useParams();
  return <SessionPageContent result={useSession(id)} />;
}

/** /s/:shortId — the short share link. */
export function ShortSessionPage() {
  const { shortId = "" } = useParams();
  return <SessionPageContent result={useSessionByShortId(shortId)} />;
}
