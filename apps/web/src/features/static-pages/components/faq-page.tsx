import { Trans, useLingui } from "@lingui/react/macro";
import { FAQ_GROUPS, type FaqGroup } from "@touchline/contracts";
import { useEffect } from "react";
import { Link, useLocation } from "react-router";
import { buttonClasses } from "../../../components/ui/button.tsx";
import { cn } from "../../../lib/cn.ts";
import { FAQ_GROUP_TITLES } from "../faq-messages.ts";
import { FaqAnswer, FaqQuestion } from "./faq-answer.tsx";
import { ProsePage } from "./prose-page.tsx";

const LINK_CLASSES = "font-medium text-brand-700 underline underline-offset-4 hover:text-brand-800";

/** Opens and scrolls to the question a link points at (`/faq#print`, from the site search). */
function useTargetEntry(): string {
  const { hash } = useLocation();
  let target = "";
  try {
    target = decodeURIComponent(hash.slice(1));
  } catch {
    // A malformed address points at nothing.
  }
  useEffect(() => {
    if (target) document.getElementById(target)?.scrollIntoView({ block: "start" });
  }, [target]);
  return target;
}

export default function FaqPage() {
  const { t } = useLingui();
  const target = useTargetEntry();
  const groupTitle = (group: FaqGroup) => {
    const title = FAQ_GROUP_TITLES[group.id];
    return title ? t(title) : group.title;
  };
  return (
    <ProsePage
      title={t`FAQ & Help`}
      description={t`Answers to the questions coaches ask most about Touchline: the pitch editor, sessions, sharing, printing and privacy.`}
      lead={t`Answers to the questions coaches ask most. Select a question to see its answer.`}
    >
      <nav aria-label={t`FAQ topics`} className="mt-6">
        <ul className="flex flex-wrap gap-2">
          {FAQ_GROUPS.map((group) => (
            <li key={group.id}>
              <a
                href={`#${group.id}`}
                className="inline-flex min-h-9 items-center rounded-full bg-white px-3 text-sm font-medium text-slate-700 ring-1 ring-slate-200 hover:bg-brand-50 hover:text-brand-800 pointer-coarse:min-h-11"
              >
                {groupTitle(group)}
              </a>
            </li>
          ))}
        </ul>
      </nav>

      {FAQ_GROUPS.map((group) => (
        <section key={group.id} id={group.id} aria-labelledby={`${group.id}-heading`} className="mt-10">
          <h2 id={`${group.id}-heading`} className="text-xl font-semibold tracking-tight text-slate-900">
            {groupTitle(group)}
          </h2>
          <div className="mt-4 divide-y divide-slate-200 overflow-hidden rounded-2xl bg-white ring-1 ring-slate-200">
            {group.entries.map((item) => (
              <details key={item.id} id={item.id} open={item.id === target || undefined} className="group scroll-mt-24">
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
        </section>
      ))}

      <aside aria-labelledby="still-stuck-heading" className="mt-12 rounded-2xl bg-brand-50 p-6 ring-1 ring-brand-200">
        <h2 id="still-stuck-heading" className="text-lg font-semibold text-slate-900">
          <Trans>Still stuck?</Trans>
        </h2>
        <p className="mt-2 text-slate-700">
          <Trans>
            Tell us what you were trying to do. A coach reads every message, and your question may become the next
            answer on this page.
          </Trans>
        </p>
        <Link to="/feedback" className={cn(buttonClasses(), "mt-4")}>
          <Trans>Contact &amp; Feedback</Trans>
        </Link>
      </aside>
    </ProsePage>
  );
}
