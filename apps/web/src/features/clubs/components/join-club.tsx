import { CLUB_ROLE_LABELS, type ClubRole, InviteTokenSchema } from "@touchline/contracts";
import { type ReactNode, useEffect, useEffectEvent, useRef, useState } from "react";
import { Link, useNavigate } from "react-router";
import { Button, buttonClasses } from "../../../components/ui/button.tsx";
import { PageSpinner } from "../../../components/ui/spinner.tsx";
import { toast } from "../../../components/ui/toast-store.ts";
import { ApiError } from "../../../lib/api-client.ts";
import { useSetPageLabel } from "../../../lib/page-label.ts";
import { returnAfterSignIn } from "../../../lib/return-after-sign-in.ts";
import { useCurrentUser } from "../../auth/index.ts";
import { useAcceptInvite, useInvitePreview } from "../api/use-club-invites.ts";
import { rememberJoinIntent, takeJoinIntent } from "../lib/join-intent.ts";
import { ClubBadge } from "./club-badge.tsx";

const ROLE_PROMISES: Record<ClubRole, string> = {
  admin: "As a club admin you run the club: its members, teams, syllabus and essentials.",
  coach: "As a coach you share sessions into the club's library and plan your teams' seasons.",
  assistant: "As an assistant you read the club's library and its teams' calendars.",
};

function Card({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto max-w-lg px-4 py-10">
      <div className="flex flex-col items-center gap-5 rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-slate-200 sm:p-8">
        {children}
      </div>
    </div>
  );
}

/** A link that cannot be used: never was, expired, used up or revoked. The server says no more than that. */
function DeadLink() {
  return (
    <Card>
      <title>Invitation link not valid – Touchline</title>
      <h1 className="text-2xl font-bold tracking-tight">This invitation link does not work</h1>
      <p className="text-slate-700">
        It may have expired, been used up or been revoked by the club. Ask the club admin who sent it for a new link.
      </p>
      <Link to="/" className={buttonClasses({ variant: "secondary" })}>
        Go to Touchline
      </Link>
    </Card>
  );
}

const isDeadLinkError = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.status === 410 || error.status === 400);

/**
 * `/join/{token}`, public: what the invitation offers, and the way in. A signed-in coach joins with one
 * press; a visitor signs up or signs in first and comes back here (lib/return-after-sign-in.ts), where
 * the join they chose happens by itself, so a new coach lands in the club after their first sign-in.
 */
export function JoinClub({ token }: { token: string }) {
  if (!InviteTokenSchema.safeParse(token).success) return <DeadLink />;
  return <ValidJoinClub token={token} />;
}

function ValidJoinClub({ token }: { token: string }) {
  const preview = useInvitePreview(token);
  const { user, isLoading: isUserLoading } = useCurrentUser();
  const accept = useAcceptInvite(token);
  const navigate = useNavigate();
  const [failure, setFailure] = useState<unknown>(null);
  const hasJoinedByItself = useRef(false);
  const clubName = preview.data?.invite.clubName;
  useSetPageLabel(clubName ? `Join ${clubName}` : "Invitation");

  const join = async () => {
    setFailure(null);
    try {
      const { club } = await accept.mutateAsync();
      toast({ title: `Welcome to ${club.name}`, description: `You joined as ${CLUB_ROLE_LABELS[club.myRole]}.` });
      await navigate(`/clubs/${encodeURIComponent(club.id)}`, { replace: true });
    } catch (error) {
      setFailure(error);
    }
  };

  // Back from signing in or up after choosing to join here: that choice is honoured without a second press.
  const canJoinByItself = !!user && !!preview.data;
  const joinByItself = useEffectEvent(() => {
    if (hasJoinedByItself.current || !takeJoinIntent(token)) return;
    hasJoinedByItself.current = true;
    void join();
  });
  useEffect(() => {
    if (canJoinByItself) joinByItself();
  }, [canJoinByItself]);

  if (preview.isPending || isUserLoading) return <PageSpinner label="Loading the invitation..." />;
  if (preview.isError)
    return isDeadLinkError(preview.error) ? <DeadLink /> : <ErrorCard message={preview.error.message} />;
  if (failure && isDeadLinkError(failure)) return <DeadLink />;

  const { invite } = preview.data;
  const goSignIn = (mode: "sign-in" | "sign-up") => {
    rememberJoinIntent(token);
    returnAfterSignIn(`/join/${token}`);
    void navigate(mode === "sign-up" ? "/login?mode=sign-up" : "/login");
  };

  return (
    <Card>
      <title>{`Join ${invite.clubName} – Touchline`}</title>
      <ClubBadge club={{ name: invite.clubName, ...invite }} size="lg" />
      <div>
        <p className="text-sm font-semibold uppercase tracking-wide text-brand-800">Invitation</p>
        <h1 className="mt-1 break-words text-2xl font-bold tracking-tight">Join {invite.clubName}</h1>
      </div>
      <p className="text-slate-700">
        You are invited as <strong>{CLUB_ROLE_LABELS[invite.role]}</strong>. {ROLE_PROMISES[invite.role]}
      </p>
      {failure ? (
        <p role="alert" className="text-sm text-red-700">
          {failure instanceof ApiError ? failure.message : "Joining failed. Please try again."}
        </p>
      ) : null}
      {user ? (
        <Button size="lg" className="w-full sm:w-auto" disabled={accept.isPending} onClick={() => void join()}>
          {accept.isPending ? "Joining…" : `Join ${invite.clubName}`}
        </Button>
      ) : (
        <div className="flex w-full flex-col gap-3">
          <Button size="lg" onClick={() => goSignIn("sign-up")}>
            Create an account to join
          </Button>
          <Button size="lg" variant="secondary" onClick={() => goSignIn("sign-in")}>
            Sign in to join
          </Button>
          <p className="text-sm text-slate-600">You join {invite.clubName} right after signing in.</p>
        </div>
      )}
    </Card>
  );
}

function ErrorCard({ message }: { message: string }) {
  return (
    <Card>
      <title>Invitation – Touchline</title>
      <h1 className="text-2xl font-bold tracking-tight">The invitation could not be loaded</h1>
      <p role="alert" className="text-slate-700">
        {message}
      </p>
    </Card>
  );
}
