import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";

const STEPS = [
  {
    title: msg`Create your free account`,
    text: msg`Sign up with your e-mail address and your name. It takes a moment and needs no credit card.`,
  },
  {
    title: msg`Design on the pitch`,
    text: msg`Build each drill by dragging players and equipment onto the pitch, and drawing the passes, runs and dribbles. Add as many drills as the session needs.`,
  },
  {
    title: msg`Save, print and share`,
    text: msg`Keep the session in your library, export it as a PDF for training, or publish it to the global library for other coaches.`,
  },
];

export function HowItWorksSection() {
  const { t } = useLingui();
  return (
    <section id="how-it-works" aria-labelledby="how-it-works-heading" className="border-y border-slate-200 bg-white">
      <div className="mx-auto max-w-6xl px-4 py-16 md:py-20">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id="how-it-works-heading" className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
            <Trans>How it works</Trans>
          </h2>
          <p className="mt-4 text-lg text-slate-600">
            <Trans>From blank pitch to printed session in three steps.</Trans>
          </p>
        </div>
        <ol className="mt-12 grid gap-8 md:grid-cols-3">
          {STEPS.map((step, index) => {
            const stepNumber = index + 1;
            return (
              <li key={step.title.id} className="flex gap-4 md:flex-col md:items-center md:text-center">
                <span
                  aria-hidden="true"
                  className="flex size-12 shrink-0 items-center justify-center rounded-full bg-brand-600 text-lg font-bold text-white shadow-sm"
                >
                  {stepNumber}
                </span>
                <div>
                  <h3 className="text-lg font-semibold text-slate-900">
                    <span className="sr-only">{t`Step ${stepNumber}:`} </span>
                    {t(step.title)}
                  </h3>
                  <p className="mt-2 text-sm leading-6 text-slate-600">{t(step.text)}</p>
                </div>
              </li>
            );
          })}
        </ol>
      </div>
    </section>
  );
}
