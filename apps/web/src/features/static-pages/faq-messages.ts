import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { FAQ_GROUPS, faqAnswerText, type SearchFaqEntry } from "@touchline/contracts";

/*
 * The FAQ's words in the reader's language. The questions and answers live in English in
 * `@touchline/contracts` (faq.ts), where the server's site search reads them; the web shows them through
 * these messages, keyed by the entry's (and the group's) id. Their English is the contracts' text, word for
 * word: faq-messages.test.ts fails when one side changes without the other. An answer's `[words](/path)`
 * is a link to a page of the app in every language (`faqAnswerParts` cuts it out of the translated text).
 */

/** One entry's question and answer. */
export interface FaqEntryMessages {
  question: MessageDescriptor;
  answer: MessageDescriptor;
}

/** The title of each group of questions, by the group's id. */
export const FAQ_GROUP_TITLES: Readonly<Record<string, MessageDescriptor>> = {
  "getting-started": msg`Getting started`,
  "pitch-editor": msg`The pitch editor`,
  "sessions-and-library": msg`Sessions and the library`,
  "sharing-and-printing": msg`Sharing and printing`,
  "account-and-privacy": msg`Account and privacy`,
};

/** The question and answer of each entry, by the entry's id. */
export const FAQ_ENTRY_MESSAGES: Readonly<Record<string, FaqEntryMessages>> = {
  "what-is-touchline": {
    question: msg`What is Touchline?`,
    answer: msg`A web app for football coaches to design drills and full training sessions on a drag-and-drop pitch, keep them in a personal library, print them as PDFs and share them with other coaches. It was built by a grassroots coach in Malta and is currently in beta.`,
  },
  "is-touchline-free": {
    question: msg`Is Touchline free?`,
    answer: msg`Yes. Everything you can do in Touchline today is free, and signing up does not ask for a credit card. Touchline is in beta; if paid extras are ever added, we will say so clearly before anything changes for you.`,
  },
  "create-an-account": {
    question: msg`How do I create an account?`,
    answer: msg({
      comment: "[words](/path) is a link: translate the words, keep the brackets and the path.",
      message:
        "Go to [Log In](/login), switch to sign-up, and enter your first name, last name, e-mail address and a password of at least 6 characters.",
    }),
  },
  "try-without-account": {
    question: msg`Can I try it without signing up?`,
    answer: msg({
      comment: "[words](/path) is a link: translate the words, keep the brackets and the path.",
      message:
        "Yes. Open the [tactical board](/tactical-board) and start moving players straight away. You only need a free account to save sessions to your library and to publish them.",
    }),
  },
  devices: {
    question: msg`Does it work on a tablet or phone?`,
    answer: msg`Yes. Touchline runs in an up-to-date web browser on a computer, tablet or phone, so there is nothing to install, and the pitch works with touch as well as a mouse. A bigger screen is more comfortable for designing full sessions.`,
  },
  "add-players": {
    question: msg`How do I add players and equipment?`,
    answer: msg`Pick a player, ball or cone from the toolbar and place it on the pitch, then drag it wherever you need it. Home and away players have different colours so both teams are easy to tell apart.`,
  },
  "draw-movements": {
    question: msg`How do I draw passes, runs and dribbles?`,
    answer: msg`Choose the pass, run, dribble or shot tool and draw from where the movement starts to where it ends. Each kind of movement has its own line style, the same conventions coaches use on a whiteboard.`,
  },
  undo: {
    question: msg`I made a mistake. Can I undo it?`,
    answer: msg({
      comment: "[words](/path) is a link: translate the words, keep the brackets and the path.",
      message:
        "Yes. Press Ctrl+Z to undo, and Ctrl+Shift+Z or Ctrl+Y to redo (Cmd instead of Ctrl on a Mac). The [keyboard shortcuts](/shortcuts) page lists every shortcut the editor understands.",
    }),
  },
  animate: {
    question: msg`Can I animate a drill?`,
    answer: msg`Yes. Movements can be played back step by step, so players and the ball move on screen the way they should move on the grass.`,
  },
  "where-sessions-go": {
    question: msg`Where do my sessions go?`,
    answer: msg({
      comment: "[words](/path) is a link: translate the words, keep the brackets and the path.",
      message:
        "Every session you save is kept in your personal library, stored with your account, so you can open it from any device after signing in. Find them under [My Sessions](/my-sessions).",
    }),
  },
  "global-library": {
    question: msg`What is the global library?`,
    answer: msg({
      comment: "[words](/path) is a link: translate the words, keep the brackets and the path.",
      message:
        "The [Global Library](/global-library) collects the sessions coaches have chosen to publish. You can browse it for ideas and copy any session into your own library.",
    }),
  },
  "copy-sessions": {
    question: msg`Can I copy sessions from other coaches?`,
    answer: msg`Yes. Any session in the global library can be copied into your own library and adapted: change the drills, the numbers or the timings to suit your group. The original stays exactly as its author published it.`,
  },
  print: {
    question: msg`Can I print my sessions?`,
    answer: msg`Yes. Any session can be exported as a PDF with its pitch diagrams, ready to print for training, to keep on your phone for the pitch or to send to your assistant coaches.`,
  },
  share: {
    question: msg`How do I share a session with other coaches?`,
    answer: msg`Publish it to the global library, where every Touchline coach can find it, or send the PDF to your staff directly. Published sessions show your name as the author.`,
  },
  "others-change": {
    question: msg`Can other coaches change my published session?`,
    answer: msg`No. They can copy it into their own library and change their copy, but your session stays as you published it.`,
  },
  "who-sees-sessions": {
    question: msg`Who can see my sessions?`,
    answer: msg`Only you. Sessions stay in your personal library until you choose to publish one. A published session appears in the global library, where other coaches can see it together with your name as its author.`,
  },
  "forgot-password": {
    question: msg`I forgot my password. What now?`,
    answer: msg({
      comment: "[words](/path) is a link: translate the words, keep the brackets and the path.",
      message:
        "Use [Forgot password](/forgot-password) and enter your e-mail address. We will send you a link to choose a new password; if it does not arrive, check your spam folder.",
    }),
  },
  data: {
    question: msg`Where is my data stored, and is it tracked?`,
    answer: msg({
      comment: "[words](/path) is a link: translate the words, keep the brackets and the path.",
      message:
        "Your account and sessions are stored in Touchline's own database, run with our hosting provider. We do not sell your data, show adverts or use third-party analytics or trackers, and we set only the cookie needed to keep you signed in. The [privacy policy](/privacy) has the details.",
    }),
  },
  "delete-account": {
    question: msg`What happens if I delete my account?`,
    answer: msg`Your personal data is deleted within 30 days of deleting your account.`,
  },
};

/**
 * A FAQ entry the site search found (the server searches the English) in the reader's language: its question,
 * its answer as plain text and its group's title. An entry the table lacks keeps its English.
 */
export function faqEntryInLanguage(i18n: I18n, entry: SearchFaqEntry): SearchFaqEntry {
  const messages = FAQ_ENTRY_MESSAGES[entry.id];
  const group = FAQ_GROUPS.find((candidate) => candidate.entries.some(({ id }) => id === entry.id));
  const groupTitle = group && FAQ_GROUP_TITLES[group.id];
  return {
    id: entry.id,
    question: messages ? i18n._(messages.question) : entry.question,
    answer: messages ? faqAnswerText(i18n._(messages.answer)) : entry.answer,
    groupTitle: groupTitle ? i18n._(groupTitle) : entry.groupTitle,
  };
}
