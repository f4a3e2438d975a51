import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import type { CurrentUser } from "@touchline/contracts";
import { Link } from "react-router";
import { RecentActivity } from "./recent-activity.tsx";

const CARDS = [
  { title: msg`Create Session`, to: "/create-session", text: msg`Plan a new training session drill by drill.` },
  {
    title: msg`My Sessions`,
    to: "/my-sessions",
    text: msg`Open, edit, print and share the sessions you planned.`,
  },
  { title: msg`Tactical Board`, to: "/tactical-board", text: msg`Sketch a tactic or a set piece on a full pitch.` },
  {
    title: msg`Global Library`,
    to: "/global-library",
    text: msg`Find sessions from coaches worldwide and adapt them.`,
  },
  { title: msg`My Library`, to: "/library", text: msg`Your drills and tactical drills, ready to reuse.` },
];

/** The part of the e-mail before the @ sign, as the greeting uses it. */
export function greetingNameOf(email: string): string {
  return email.split("@")[0] ?? email;
}

/** `isNewAccount`: the coach has just confirmed the account, so this is the first visit, not a return. */
export default function WelcomeDashboard({
  user,
  isNewAccount = false,
}: {
  user: CurrentUser;
  isNewAccount?: boolean;
}) {
  const { t } = useLingui();
  const name = greetingNameOf(user.email);
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <title>{t`Dashboard – Touchline`}</title>
      <h1 className="text-3xl font-bold tracking-tight">
        {isNewAccount ? <Trans>Welcome, {name}!</Trans> : <Trans>Welcome back, {name}!</Trans>}
      </h1>
      <p className="mt-2 text-slate-600">
        <Trans>What are we planning today?</Trans>
      </p>
      <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-5">
        {CARDS.map((card) => (
          <li key={card.to}>
            <Link
              to={card.to}
              className="flex h-full flex-col rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 transition hover:-translate-y-0.5 hover:shadow-md hover:ring-brand-500"
            >
              <span className="text-lg font-semibold text-slate-900">{t(card.title)}</span>
              <span className="mt-2 text-sm text-slate-600">{t(card.text)}</span>
            </Link>
          </li>
        ))}
      </ul>
      <RecentActivity />
      <p className="mt-10 text-sm text-slate-600">
        <Trans>
          Need help or found a problem? Write to us through{" "}
          <Link to="/feedback" className="font-medium text-brand-700 hover:underline">
            Contact &amp; Feedback
          </Link>{" "}
          — a coach reads every message.
        </Trans>
      </p>
    </div>
  );
}
