/**
 * The FAQ: one list used by the FAQ page, the landing page's short FAQ and the site search. Plain data,
 * free of zod. An answer is text in which `[words](/path)` is a link to a page of the app.
 */

export interface FaqEntry {
  /** The entry's anchor on /faq (`/faq#is-touchline-free`). */
  id: string;
  question: string;
  answer: string;
}

export interface FaqGroup {
  id: string;
  title: string;
  entries: readonly FaqEntry[];
}

export const FAQ_GROUPS: readonly FaqGroup[] = [
  {
    id: "getting-started",
    title: "Getting started",
    entries: [
      {
        id: "what-is-touchline",
        question: "What is Touchline?",
        answer:
          "A web app for football coaches to design drills and full training sessions on a drag-and-drop pitch, keep them in a personal library, print them as PDFs and share them with other coaches. It was built by a grassroots coach in Malta and is currently in beta.",
      },
      {
        id: "is-touchline-free",
        question: "Is Touchline free?",
        answer:
          "Yes. Everything you can do in Touchline today is free, and signing up does not ask for a credit card. Touchline is in beta; if paid extras are ever added, we will say so clearly before anything changes for you.",
      },
      {
        id: "create-an-account",
        question: "How do I create an account?",
        answer:
          "Go to [Log In](/login), switch to sign-up, and enter your first name, last name, e-mail address and a password of at least 6 characters.",
      },
      {
        id: "try-without-account",
        question: "Can I try it without signing up?",
        answer:
          "Yes. Open the [tactical board](/tactical-board) and start moving players straight away. You only need a free account to save sessions to your library and to publish them.",
      },
      {
        id: "devices",
        question: "Does it work on a tablet or phone?",
        answer:
          "Yes. Touchline runs in an up-to-date web browser on a computer, tablet or phone, so there is nothing to install, and the pitch works with touch as well as a mouse. A bigger screen is more comfortable for designing full sessions.",
      },
    ],
  },
  {
    id: "pitch-editor",
    title: "The pitch editor",
    entries: [
      {
        id: "add-players",
        question: "How do I add players and equipment?",
        answer:
          "Pick a player, ball or cone from the toolbar and place it on the pitch, then drag it wherever you need it. Home and away players have different colours so both teams are easy to tell apart.",
      },
      {
        id: "draw-movements",
        question: "How do I draw passes, runs and dribbles?",
        answer:
          "Choose the pass, run, dribble or shot tool and draw from where the movement starts to where it ends. Each kind of movement has its own line style, the same conventions coaches use on a whiteboard.",
      },
      {
        id: "undo",
        question: "I made a mistake. Can I undo it?",
        answer:
          "Yes. Press Ctrl+Z to undo, and Ctrl+Shift+Z or Ctrl+Y to redo (Cmd instead of Ctrl on a Mac). The [keyboard shortcuts](/shortcuts) page lists every shortcut the editor understands.",
      },
      {
        id: "animate",
        question: "Can I animate a drill?",
        answer:
          "Yes. Movements can be played back step by step, so players and the ball move on screen the way they should move on the grass.",
      },
    ],
  },
  {
    id: "sessions-and-library",
    title: "Sessions and the library",
    entries: [
      {
        id: "where-sessions-go",
        question: "Where do my sessions go?",
        answer:
          "Every session you save is kept in your personal library, stored with your account, so you can open it from any device after signing in. Find them under [My Sessions](/my-sessions).",
      },
      {
        id: "global-library",
        question: "What is the global library?",
        answer:
          "The [Global Library](/global-library) collects the sessions coaches have chosen to publish. You can browse it for ideas and copy any session into your own library.",
      },
      {
        id: "copy-sessions",
        question: "Can I copy sessions from other coaches?",
        answer:
          "Yes. Any session in the global library can be copied into your own library and adapted: change the drills, the numbers or the timings to suit your group. The original stays exactly as its author published it.",
      },
    ],
  },
  {
    id: "sharing-and-printing",
    title: "Sharing and printing",
    entries: [
      {
        id: "print",
        question: "Can I print my sessions?",
        answer:
          "Yes. Any session can be exported as a PDF with its pitch diagrams, ready to print for training, to keep on your phone for the pitch or to send to your assistant coaches.",
      },
      {
        id: "share",
        question: "How do I share a session with other coaches?",
        answer:
          "Publish it to the global library, where every Touchline coach can find it, or send the PDF to your staff directly. Published sessions show your name as the author.",
      },
      {
        id: "others-change",
        question: "Can other coaches change my published session?",
        answer:
          "No. They can copy it into their own library and change their copy, but your session stays as you published it.",
      },
    ],
  },
  {
    id: "account-and-privacy",
    title: "Account and privacy",
    entries: [
      {
        id: "who-sees-sessions",
        question: "Who can see my sessions?",
        answer:
          "Only you. Sessions stay in your personal library until you choose to publish one. A published session appears in the global library, where other coaches can see it together with your name as its author.",
      },
      {
        id: "forgot-password",
        question: "I forgot my password. What now?",
        answer:
          "Use [Forgot password](/forgot-password) and enter your e-mail address. We will send you a link to choose a new password; if it does not arrive, check your spam folder.",
      },
      {
        id: "data",
        question: "Where is my data stored, and is it tracked?",
        answer:
          "Your account and sessions are stored in Touchline's own database, run with our hosting provider. We do not sell your data, show adverts or use third-party analytics or trackers, and we set only the cookie needed to keep you signed in. The [privacy policy](/privacy) has the details.",
      },
      {
        id: "delete-account",
        question: "What happens if I delete my account?",
        answer: "Your personal data is deleted within 30 days of deleting your account.",
      },
    ],
  },
];

/** The questions the landing page answers, in its order (ids of `FAQ_GROUPS` entries). */
export const LANDING_FAQ_IDS: readonly string[] = [
  "is-touchline-free",
  "try-without-account",
  "print",
  "who-sees-sessions",
  "copy-sessions",
  "devices",
  "data",
];

/** A piece of an answer: words, or words that link to a page of the app. */
export type FaqAnswerPart = { text: string; to?: string };

const LINK = /\[([^\]]+)\]\((\/[^)\s]*)\)/g;

/** An answer cut into text and links, for rendering. */
export function faqAnswerParts(answer: string): FaqAnswerPart[] {
  const parts: FaqAnswerPart[] = [];
  let last = 0;
  for (const match of answer.matchAll(LINK)) {
    if (match.index > last) parts.push({ text: answer.slice(last, match.index) });
    parts.push({ text: match[1]!, to: match[2]! });
    last = match.index + match[0].length;
  }
  if (last < answer.length) parts.push({ text: answer.slice(last) });
  return parts;
}

/** An answer as plain text: links reduced to their words. */
export function faqAnswerText(answer: string): string {
  return answer.replace(LINK, "$1");
}

/** Every entry with its group, in page order. */
export function allFaqEntries(): Array<FaqEntry & { groupTitle: string }> {
  return FAQ_GROUPS.flatMap((group) => group.entries.map((entry) => ({ ...entry, groupTitle: group.title })));
}
