import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";

interface Benefit {
  title: MessageDescriptor;
  text: MessageDescriptor;
  /** Path data for a 24 × 24 stroked icon. */
  icon: string;
}

const BENEFITS: Benefit[] = [
  {
    title: msg`Drag-and-drop pitch`,
    text: msg`Place players, balls, cones and goals on a proper pitch, then draw passes, runs and dribbles with a click. No drawing skills needed.`,
    icon: "M12 3v18M3 12h18M12 3 9 6M12 3l3 3M12 21l-3-3M12 21l3-3M3 12l3-3M3 12l3 3M21 12l-3-3M21 12l-3 3",
  },
  {
    title: msg`Animated movements`,
    text: msg`Show how a drill unfolds step by step. Players and the ball move on screen, so everyone understands the pattern before the first whistle.`,
    icon: "M21 12a9 9 0 1 1-18 0a9 9 0 1 1 18 0M10 8.5l5 3.5-5 3.5z",
  },
  {
    title: msg`PDF export`,
    text: msg`Turn a session into a tidy PDF with its pitch diagrams. Print it for the clipboard or send it to your assistant coaches.`,
    icon: "M7 3h7l5 5v13H7zM14 3v5h5M9.5 13h5M9.5 16.5h5",
  },
  {
    title: msg`Your library in the cloud`,
    text: msg`Every session you save is kept in your personal library. Open it on the laptop at home or the tablet at the pitch.`,
    icon: "M7 18a4 4 0 0 1-.5-7.97A5.5 5.5 0 0 1 17.3 9 4.5 4.5 0 0 1 17 18z",
  },
  {
    title: msg`Global library`,
    text: msg`Browse sessions that coaches around the world have chosen to share. Copy one into your library and adapt it to your group.`,
    icon: "M21 12a9 9 0 1 1-18 0a9 9 0 1 1 18 0M3 12h18M12 3a14 14 0 0 1 0 18a14 14 0 0 1 0-18",
  },
  {
    title: msg`Tactical board, no sign-up`,
    text: msg`Need to explain a set piece at half-time? Open the tactical board and start moving players. No account, no waiting.`,
    icon: "M6 4h12a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2zM12 4v16M15 12a3 3 0 1 1-6 0a3 3 0 1 1 6 0",
  },
];

export function BenefitsSection() {
  const { t } = useLingui();
  return (
    <section id="benefits" aria-labelledby="benefits-heading" className="mx-auto max-w-6xl px-4 py-16 md:py-20">
      <div className="mx-auto max-w-2xl text-center">
        <h2 id="benefits-heading" className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
          <Trans>Why coaches choose Touchline</Trans>
        </h2>
        <p className="mt-4 text-lg text-slate-600">
          <Trans>
            Everything you need to get from an idea in your head to a session on the grass — and nothing you don&apos;t.
          </Trans>
        </p>
      </div>
      <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {BENEFITS.map((benefit) => (
          <li key={benefit.icon} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
            <span className="flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700 ring-1 ring-brand-100">
              <svg
                aria-hidden="true"
                viewBox="0 0 24 24"
                className="size-6"
                fill="none"
                stroke="currentColor"
                strokeWidth={1.8}
                strokeLinecap="round"
                strokeLinejoin="round"
              >
                <path d={benefit.icon} />
              </svg>
            </span>
            <h3 className="mt-4 text-lg font-semibold text-slate-900">{t(benefit.title)}</h3>
            <p className="mt-2 text-sm leading-6 text-slate-600">{t(benefit.text)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
