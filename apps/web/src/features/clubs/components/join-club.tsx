import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { type ClubRole, InviteTokenSchema } from "@touchline/contracts";
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
import { CLUB_ROLE_NAMES } from "../lib/club-role-names.ts";
import { rememberJoinIntent, takeJoinIntent } from "../lib/join-intent.ts";
import { ClubBadge } from "./club-badge.tsx";

const ROLE_PROMISES: Record<ClubRole, MessageDescriptor> = {
  admin: msg`As a club admin you run the club: its members, teams, syllabus and essentials.`,
  coach: msg`As a coach you share sessions into the club's library and plan your teams' seasons.`,
  assistant: msg`As an assistant you read the club's library and its teams' calendars.`,
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
  const { t } = useLingui();
  return (
    <Card>
      <title>{t`Invitation link not valid – Touchline`}</title>
      <h1 className="text-2xl font-bold tracking-tight">
        <Trans>This invitation link does not work</Trans>
      </h1>
      <p className="text-slate-700">
        <Trans>
          It may have expired, been used up or been revoked by the club. Ask the club admin who sent it for a new link.
        </Trans>
      </p>
      <Link to="/" className={buttonClasses({ variant: "secondary" })}>
        <Trans>Go to Touchline</Trans>
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
  const { t } = useLingui();
  const preview = useInvitePreview(token);
  const { user, isLoading: isUserLoading } = useCurrentUser();
  const accept = useAcceptInvite(token);
  const navigate = useNavigate();
  const [failure, setFailure] = useState<unknown>(null);
  const hasJoinedByItself = useRef(false);
  const clubName = preview.data?.invite.clubName;
  useSetPageLabel(clubName ? t`Join ${clubName}` : t`Invitation`);

  const join = async () => {
    setFailure(null);
    try {
      const { club } = await accept.mutateAsync();
      const joinedClubName = club.name;
      const role = t(CLUB_ROLE_NAMES[club.myRole]);
      toast({ title: t`Welcome to ${joinedClubName}`, description: t`You joined as ${role}.` });
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

  if (preview.isPending || isUserLoading) return <PageSpinner label={t`Loading the invitation...`} />;
  if (preview.isError)
    return isDeadLinkError(preview.error) ? <DeadLink /> : <ErrorCard message={preview.error.message} />;
  if (failure && isDeadLinkError(failure)) return <DeadLink />;

  const { invite } = preview.data;
  const invitingClub = invite.clubName;
  const role = t(CLUB_ROLE_NAMES[invite.role]);
  const goSignIn = (mode: "sign-in" | "sign-up") => {
    rememberJoinIntent(token);
    returnAfterSignIn(`/join/${token}`);
    void navigate(mode === "sign-up" ? "/login?mode=sign-up" : "/login");
  };

  return (
    <Card>
      <title>{t`Join ${invitingClub} – Touchline`}</title>
      <ClubBadge club={{ name: invite.clubName, ...invite }} size="lg" />
      <div>
        <p className="text-sm font-semibold uppercase tracking-wide text-brand-800">
          <Trans>Invitation</Trans>
        </p>
        <h1 className="mt-1 break-words text-2xl font-bold tracking-tight">
          <Trans>Join {invitingClub}</Trans>
        </h1>
      </div>
      <p className="text-slate-700">
        <Trans>
          You are invited as <strong>{role}</strong>.
        </Trans>{" "}
        {t(ROLE_PROMISES[invite.role])}
      </p>
      {failure ? (
        <p role="alert" className="text-sm text-red-700">
          {failure instanceof ApiError ? failure.message : t`Joining failed. Please try again.`}
        </p>
      ) : null}
      {user ? (
        <Button size="lg" className="w-full sm:w-auto" disabled={accept.isPending} onClick={() => void join()}>
          {accept.isPending ? <Trans>Joining…</Trans> : <Trans>Join {invitingClub}</Trans>}
        </Button>
      ) : (
        <div className="flex w-full flex-col gap-3">
          <Button size="lg" onClick={() => goSignIn("sign-up")}>
            <Trans>Create an account to join</Trans>
          </Button>
          <Button size="lg" variant="secondary" onClick={() => goSignIn("sign-in")}>
            <Trans>Sign in to join</Trans>
          </Button>
          <p className="text-sm text-slate-600">
            <Trans>You join {invitingClub} right after signing in.</Trans>
          </p>
        </div>
      )}
    </Card>
  );
}

function ErrorCard({ message }: { message: string }) {
  const { t } = useLingui();
  return (
    <Card>
      <title>{t`Invitation – Touchline`}</title>
      <h1 className="text-2xl font-bold tracking-tight">
        <Trans>The invitation could not be loaded</Trans>
      </h1>
      <p role="alert" className="text-slate-700">
        {message}
      </p>
    </Card>
  );
}
