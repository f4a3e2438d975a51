import { allFaqEntries, faqAnswerText, type SearchFaqEntry } from "@touchline/contracts";

/** Lowercase words without accents: "Técnica" and "tecnica" match. */
const wordsOf = (text: string) =>
  text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .match(/[\p{L}\p{N}]+/gu) ?? [];

/** A word's plain stem, so "printing" and "sessions" find "print" and "session". */
const stemOf = (word: string) => {
  const stem = word.replace(/(ing|es|s)$/, "");
  return word.length > 4 && stem.length >= 3 ? stem : word;
};

const ENTRIES = allFaqEntries().map((entry) => {
  const answer = faqAnswerText(entry.answer);
  return {
    result: { id: entry.id, question: entry.question, answer, groupTitle: entry.groupTitle },
    question: wordsOf(entry.question),
    answer: wordsOf(answer),
  };
});

/**
 * FAQ entries that hold every word searched for (each as the start of a word, or its stem), questions
 * that hold them first, then in the page's order. The FAQ is a few dozen entries kept in code.
 */
export function searchFaq(q: string): SearchFaqEntry[] {
  const stems = [...new Set(wordsOf(q))].map(stemOf);
  if (stems.length === 0) return [];
  const has = (words: string[], stem: string) => words.some((word) => word.startsWith(stem));
  return ENTRIES.flatMap((entry, order) => {
    let score = 0;
    for (const stem of stems) {
      if (has(entry.question, stem)) score += 2;
      else if (has(entry.answer, stem)) score += 1;
      else return [];
    }
    return [{ entry, score, order }];
  })
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .map(({ entry }) => entry.result);
}
