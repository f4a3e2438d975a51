import { Trans } from "@lingui/react/macro";
import { allFaqEntries, LANDING_FAQ_IDS } from "@touchline/contracts";
import { Link } from "react-router";
import { FaqAnswer, FaqQuestion } from "../../static-pages/index.ts";

const LINK_CLASSES = "font-medium text-brand-700 underline-offset-4 hover:underline";

const ENTRIES = allFaqEntries();
/** The landing page's short FAQ: a few entries of the FAQ page, in the landing page's order. */
const QUESTIONS = LANDING_FAQ_IDS.flatMap((id) => ENTRIES.filter((entry) => entry.id === id));

/** Native details/summary: the accordion works with the keyboard and costs no JavaScript. */
export function FaqSection() {
  return (
    <section id="faq" aria-labelledby="faq-heading" className="border-t border-slate-200 bg-white">
      <div className="mx-auto max-w-3xl px-4 py-16 md:py-20">
        <h2 id="faq-heading" className="text-center text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
          <Trans>Frequently asked questions</Trans>
        </h2>
        <div className="mt-10 divide-y divide-slate-200 overflow-hidden rounded-2xl bg-white ring-1 ring-slate-200">
          {QUESTIONS.map((item) => (
            <details key={item.id} className="group">
              <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 font-medium text-slate-900 hover:bg-slate-50 [&::-webkit-details-marker]:hidden">
                <FaqQuestion entry={item} />
                <span
                  aria-hidden="true"
                  className="text-xl leading-none text-brand-600 transition-transform group-open:rotate-45"
                >
                  +
                </span>
              </summary>
              <p className="px-5 pb-5 leading-7 text-slate-600">
                <FaqAnswer entry={item} linkClassName={LINK_CLASSES} />
              </p>
            </details>
          ))}
        </div>
        <p className="mt-6 text-center text-sm text-slate-600">
          <Trans>
            More answers in{" "}
            <Link to="/faq" className={LINK_CLASSES}>
              FAQ &amp; Help
            </Link>
            .
          </Trans>
        </p>
      </div>
    </section>
  );
}
