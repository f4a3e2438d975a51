// What other features use of the static pages: the FAQ's words, which the landing page's short FAQ shows too.
export { FaqAnswer, FaqQuestion } from "./components/faq-answer.tsx";
