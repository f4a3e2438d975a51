import { useLingui } from "@lingui/react/macro";
import { faqAnswerParts } from "@touchline/contracts";
import { Link } from "react-router";
import { FAQ_ENTRY_MESSAGES } from "../faq-messages.ts";

/** An entry's question in the reader's language (the contracts' English when the table lacks it). */
export function FaqQuestion({ entry }: { entry: { id: string; question: string } }) {
  const { t } = useLingui();
  const messages = FAQ_ENTRY_MESSAGES[entry.id];
  return messages ? t(messages.question) : entry.question;
}

/** An entry's answer in the reader's language, its `[words](/path)` links to the app's pages. */
export function FaqAnswer({ entry, linkClassName }: { entry: { id: string; answer: string }; linkClassName: string }) {
  const { t } = useLingui();
  const messages = FAQ_ENTRY_MESSAGES[entry.id];
  const answer = messages ? t(messages.answer) : entry.answer;
  return faqAnswerParts(answer).map((part, index) =>
    part.to ? (
      <Link key={index} to={part.to} className={linkClassName}>
        {part.text}
      </Link>
    ) : (
      part.text
    ),
  );
}
