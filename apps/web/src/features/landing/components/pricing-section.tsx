import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "react-router";
import { buttonClasses } from "../../../components/ui/button.tsx";
import { cn } from "../../../lib/cn.ts";

/** A plan as the pricing cards display it (spec §3, display-only). */
export interface PricingPlan {
  name: MessageDescriptor;
  /** As displayed, currency included, e.g. "$0". */
  price: string;
  period: MessageDescriptor;
  description: MessageDescriptor;
  features: MessageDescriptor[];
  cta: MessageDescriptor;
  isPopular: boolean;
}

// Both plans are placeholders: the spec keeps this section hidden until pricing is decided.
const PLANS: PricingPlan[] = [
  {
    name: msg`Free`,
    price: "$0",
    period: msg`month`,
    description: msg`Everything a coach needs to plan, save and print sessions.`,
    features: [
      msg`Drag-and-drop pitch`,
      msg`Personal library`,
      msg`PDF export`,
      msg`Global library access`,
      msg`Tactical board`,
    ],
    cta: msg`Get Started Free`,
    isPopular: true,
  },
  {
    name: msg`Pro`,
    price: "—",
    period: msg`month`,
    description: msg`For clubs and academies. Not available yet.`,
    features: [msg`Everything in Free`, msg`Details to be announced`],
    cta: msg`Coming soon`,
    isPopular: false,
  },
];

export function PricingSection() {
  const { t } = useLingui();
  return (
    <section id="pricing" hidden aria-labelledby="pricing-heading" className="mx-auto max-w-6xl px-4 py-16 md:py-20">
      <h2 id="pricing-heading" className="text-center text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
        <Trans>Simple pricing</Trans>
      </h2>
      <ul className="mx-auto mt-12 grid max-w-3xl gap-5 md:grid-cols-2">
        {PLANS.map((plan) => (
          <li
            key={plan.name.id}
            className={cn(
              "flex flex-col rounded-2xl bg-white p-6 shadow-sm ring-1",
              plan.isPopular ? "ring-2 ring-brand-500" : "ring-slate-200",
            )}
          >
            <h3 className="text-lg font-semibold text-slate-900">{t(plan.name)}</h3>
            <p className="mt-2">
              <span className="text-4xl font-extrabold text-slate-900">{plan.price}</span>
              <span className="text-slate-500"> / {t(plan.period)}</span>
            </p>
            <p className="mt-2 text-sm text-slate-600">{t(plan.description)}</p>
            <ul className="mt-4 flex-1 space-y-2 text-sm text-slate-700">
              {plan.features.map((feature) => (
                <li key={feature.id}>✓ {t(feature)}</li>
              ))}
            </ul>
            {plan.isPopular ? (
              <Link to="/login" className={cn(buttonClasses(), "mt-6")}>
                {t(plan.cta)}
              </Link>
            ) : (
              <p className="mt-6 text-center text-sm font-medium text-slate-500">{t(plan.cta)}</p>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
