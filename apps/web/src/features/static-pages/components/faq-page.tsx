import { FAQ_GROUPS, faqAnswerParts } from "@touchline/contracts";
import { useEffect } from "react";
import { Link, useLocation } from "react-router";
import { buttonClasses } from "../../../components/ui/button.tsx";
import { cn } from "../../../lib/cn.ts";
import { ProsePage } from "./prose-page.tsx";

const LINK_CLASSES = "font-medium text-brand-700 underline underline-offset-4 hover:text-brand-800";

/** An answer's text with its links to other pages of the app. */
function FaqAnswer({ answer }: { answer: string }) {
  return faqAnswerParts(answer).map((part, index) =>
    part.to ? (
      <Link key={index} to={part.to} className={LINK_CLASSES}>
        {part.text}
      </Link>
    ) : (
      part.text
    ),
  );
}

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
  const target = useTargetEntry();
  return (
    <ProsePage
      title="FAQ & Help"
      lead="Answers to the questions coaches ask most. Select a question to see its answer."
    >
      <nav aria-label="FAQ topics" className="mt-6">
        <ul className="flex flex-wrap gap-2">
          {FAQ_GROUPS.map((group) => (
            <li key={group.id}>
              <a
                href={`#${group.id}`}
                className="inline-flex min-h-9 items-center rounded-full bg-white px-3 text-sm font-medium text-slate-700 ring-1 ring-slate-200 hover:bg-brand-50 hover:text-brand-800 pointer-coarse:min-h-11"
              >
                {group.title}
              </a>
            </li>
          ))}
        </ul>
      </nav>

      {FAQ_GROUPS.map((group) => (
        <section key={group.id} id={group.id} aria-labelledby={`${group.id}-heading`} className="mt-10">
          <h2 id={`${group.id}-heading`} className="text-xl font-semibold tracking-tight text-slate-900">
            {group.title}
          </h2>
          <div className="mt-4 divide-y divide-slate-200 overflow-hidden rounded-2xl bg-white ring-1 ring-slate-200">
            {group.entries.map((item) => (
              <details key={item.id} id={item.id} open={item.id === target || undefined} className="group scroll-mt-24">
                <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 font-medium text-slate-900 hover:bg-slate-50 [&::-webkit-details-marker]:hidden">
                  {item.question}
                  <span
                    aria-hidden="true"
                    className="text-xl leading-none text-brand-600 transition-transform group-open:rotate-45"
                  >
                    +
                  </span>
                </summary>
                <p className="px-5 pb-5 leading-7 text-slate-600">
                  <FaqAnswer answer={item.answer} />
                </p>
              </details>
            ))}
          </div>
        </section>
      ))}

      <aside aria-labelledby="still-stuck-heading" className="mt-12 rounded-2xl bg-brand-50 p-6 ring-1 ring-brand-200">
        <h2 id="still-stuck-heading" className="text-lg font-semibold text-slate-900">
          Still stuck?
        </h2>
        <p className="mt-2 text-slate-700">
          Tell us what you were trying to do. A coach reads every message, and your question may become the next answer
          on this page.
        </p>
        <Link to="/feedback" className={cn(buttonClasses(), "mt-4")}>
          Contact &amp; Feedback
        </Link>
      </aside>
    </ProsePage>
  );
}
