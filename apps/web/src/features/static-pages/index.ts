// What other features use of the static pages: the FAQ's words, which the landing page's short FAQ and the
// site search show too.
export { FaqAnswer, FaqQuestion } from "./components/faq-answer.tsx";
export { faqEntryInLanguage } from "./faq-messages.ts";
