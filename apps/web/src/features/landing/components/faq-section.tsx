import { type ReactNode } from "react";
import { Link } from "react-router";

const LINK_CLASSES = "font-medium text-brand-700 underline-offset-4 hover:underline";

const QUESTIONS: Array<{ question: string; answer: ReactNode }> = [
  {
    question: "Is Touchline free?",
    answer:
      "Yes. Everything on this page is free to use, and signing up does not ask for a credit card. Touchline is in beta; if paid extras are ever added, we will say so clearly before anything changes for you.",
  },
  {
    question: "Do I need an account to use the tactical board?",
    answer: (
      <>
        No. Open the <Link to="/tactical-board" className={LINK_CLASSES}>tactical board</Link> and start moving players
        straight away. You only need a free account to save sessions to your library and to publish them.
      </>
    ),
  },
  {
    question: "Can I print my sessions?",
    answer:
      "Yes. Any session can be exported as a PDF with its pitch diagrams, ready to print for training or to send to your assistant coaches.",
  },
  {
    question: "Who can see my sessions?",
    answer:
      "Only you. Sessions stay in your personal library until you choose to publish one. A published session appears in the global library, where other coaches can see it together with your name as its author.",
  },
  {
    question: "Can I copy sessions from other coaches?",
    answer:
      "Yes. Any session in the global library can be copied into your own library and adapted: change the drills, the numbers or the timings to suit your group. The original stays as its author published it.",
  },
  {
    question: "Does it work on a tablet?",
    answer:
      "Yes. Touchline runs in the browser, so there is nothing to install, and the pitch works with touch as well as a mouse. A phone works too, although a bigger screen is more comfortable for designing full sessions.",
  },
  {
    question: "Where is my data kept?",
    answer: (
      <>
        Your account and sessions are stored in Touchline&apos;s own database, on servers run with our hosting provider.
        We do not sell your data, show adverts or use third-party trackers. The{" "}
        <Link to="/privacy" className={LINK_CLASSES}>privacy policy</Link> has the details.
      </>
    ),
  },
];

/** Native details/summary: the accordion works with the keyboard and costs no JavaScript. */
export function FaqSection() {
  return (
    <section id="faq" aria-labelledby="faq-heading" className="border-t border-slate-200 bg-white">
      <div className="mx-auto max-w-3xl px-4 py-16 md:py-20">
        <h2 id="faq-heading" className="text-center text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
          Frequently asked questions
        </h2>
        <div className="mt-10 divide-y divide-slate-200 overflow-hidden rounded-2xl bg-white ring-1 ring-slate-200">
          {QUESTIONS.map((item) => (
            <details key={item.question} className="group">
              <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 font-medium text-slate-900 hover:bg-slate-50 [&::-webkit-details-marker]:hidden">
                {item.question}
                <span
                  aria-hidden="true"
                  className="text-xl leading-none text-brand-600 transition-transform group-open:rotate-45"
                >
                  +
                </span>
              </summary>
              <p className="px-5 pb-5 leading-7 text-slate-600">{item.answer}</p>
            </details>
          ))}
        </div>
        <p className="mt-6 text-center text-sm text-slate-600">
          More answers in{" "}
          <Link to="/faq" className={LINK_CLASSES}>
            FAQ &amp; Help
          </Link>
          .
        </p>
      </div>
    </section>
  );
}
