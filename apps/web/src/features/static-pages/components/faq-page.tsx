import { type ReactNode } from "react";
import { Link } from "react-router";
import { buttonClasses } from "../../../components/ui/button.tsx";
import { cn } from "../../../lib/cn.ts";
import { ProsePage } from "./prose-page.tsx";

const LINK_CLASSES = "font-medium text-brand-700 underline underline-offset-4 hover:text-brand-800";

interface FaqGroup {
  id: string;
  title: string;
  questions: Array<{ question: string; answer: ReactNode }>;
}

const FAQ_GROUPS: FaqGroup[] = [
  {
    id: "getting-started",
    title: "Getting started",
    questions: [
      {
        question: "What is Touchline?",
        answer:
          "A web app for football coaches to design drills and full training sessions on a drag-and-drop pitch, keep them in a personal library, print them as PDFs and share them with other coaches. It was built by a grassroots coach in Malta and is currently in beta.",
      },
      {
        question: "Is it free?",
        answer:
          "Yes. Everything you can do in Touchline today is free, and signing up does not ask for a credit card. If paid extras are ever added, we will announce them clearly before anything changes for you.",
      },
      {
        question: "How do I create an account?",
        answer: (
          <>
            Go to <Link to="/login" className={LINK_CLASSES}>Log In</Link>, switch to sign-up, and enter your first name,
            last name, e-mail address and a password of at least 6 characters.
          </>
        ),
      },
      {
        question: "Can I try it without signing up?",
        answer: (
          <>
            Yes. The <Link to="/tactical-board" className={LINK_CLASSES}>tactical board</Link> works without an account.
            You need an account to save sessions to your library and to publish them.
          </>
        ),
      },
      {
        question: "Do I need to install anything?",
        answer:
          "No. Touchline runs in an up-to-date web browser on a computer, tablet or phone.",
      },
    ],
  },
  {
    id: "pitch-editor",
    title: "The pitch editor",
    questions: [
      {
        question: "How do I add players and equipment?",
        answer:
          "Pick a player, ball or cone from the toolbar and place it on the pitch, then drag it wherever you need it. Home and away players have different colours so both teams are easy to tell apart.",
      },
      {
        question: "How do I draw passes, runs and dribbles?",
        answer:
          "Choose the pass, run, dribble or shot tool and draw from where the movement starts to where it ends. Each kind of movement has its own line style, the same conventions coaches use on a whiteboard.",
      },
      {
        question: "I made a mistake. Can I undo it?",
        answer: (
          <>
            Yes. Press Ctrl+Z to undo, and Ctrl+Shift+Z or Ctrl+Y to redo (Cmd instead of Ctrl on a Mac). The{" "}
            <Link to="/shortcuts" className={LINK_CLASSES}>keyboard shortcuts</Link> page lists every shortcut the
            editor understands.
          </>
        ),
      },
      {
        question: "Can I animate a drill?",
        answer:
          "Yes. Movements can be played back step by step, so players and the ball move on screen the way they should move on the grass.",
      },
    ],
  },
  {
    id: "sessions-and-library",
    title: "Sessions and the library",
    questions: [
      {
        question: "Where do my sessions go?",
        answer: (
          <>
            Every session you save is kept in your personal library, stored with your account, so you can open it from
            any device after signing in. Find them under{" "}
            <Link to="/my-sessions" className={LINK_CLASSES}>My Sessions</Link>.
          </>
        ),
      },
      {
        question: "What is the global library?",
        answer: (
          <>
            The <Link to="/global-library" className={LINK_CLASSES}>Global Library</Link> collects the sessions coaches
            have chosen to publish. You can browse it for ideas and copy any session into your own library.
          </>
        ),
      },
      {
        question: "Can I change a session I copied?",
        answer:
          "Yes. A copy is yours to adapt: change the drills, the numbers or the timings to suit your group. The original stays exactly as its author published it.",
      },
    ],
  },
  {
    id: "sharing-and-printing",
    title: "Sharing and printing",
    questions: [
      {
        question: "How do I print a session?",
        answer:
          "Export the session as a PDF and print it, or keep the PDF on your phone for the pitch. The PDF includes the pitch diagrams.",
      },
      {
        question: "How do I share a session with other coaches?",
        answer:
          "Publish it to the global library, where every Touchline coach can find it, or send the PDF to your staff directly. Published sessions show your name as the author.",
      },
      {
        question: "Can other coaches change my published session?",
        answer:
          "No. They can copy it into their own library and change their copy, but your session stays as you published it.",
      },
    ],
  },
  {
    id: "account-and-privacy",
    title: "Account and privacy",
    questions: [
      {
        question: "Who can see my sessions?",
        answer:
          "Only you, until you choose to publish a session. Published sessions are visible to other coaches together with your name.",
      },
      {
        question: "I forgot my password. What now?",
        answer: (
          <>
            Use <Link to="/forgot-password" className={LINK_CLASSES}>Forgot password</Link> and enter your e-mail address.
            We will send you a link to choose a new password; if it does not arrive, check your spam folder.
          </>
        ),
      },
      {
        question: "Where is my data stored, and is it tracked?",
        answer: (
          <>
            Your data is stored in Touchline&apos;s own database, run with our hosting provider. We use no third-party
            analytics or trackers, and only the cookie needed to keep you signed in. See the{" "}
            <Link to="/privacy" className={LINK_CLASSES}>privacy policy</Link>.
          </>
        ),
      },
      {
        question: "What happens if I delete my account?",
        answer: "Your personal data is deleted within 30 days of deleting your account.",
      },
    ],
  },
];

export default function FaqPage() {
  return (
    <ProsePage title="FAQ & Help" lead="Answers to the questions coaches ask most. Select a question to see its answer.">
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
            {group.questions.map((item) => (
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
