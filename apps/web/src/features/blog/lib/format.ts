import { PSEUDO_LOCALE, SOURCE_LOCALE } from "@touchline/contracts";

/** A plain-text description from Markdown, for a meta tag when a post has no excerpt: about 160 characters. */
export function describeMarkdown(markdown: string, maxLength = 160): string {
  const text = markdown
    .replace(/```[\s\S]*?```/g, " ")
    .replace(/!\[[^\]]*\]\([^)]*\)/g, " ")
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/[#>*_`~-]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  if (text.length <= maxLength) return text;
  const cut = text.slice(0, maxLength - 1);
  return `${cut.slice(0, cut.lastIndexOf(" ") > 80 ? cut.lastIndexOf(" ") : cut.length)}…`;
}

/**
 * "12 March 2026": a post's dates in the reader's language (`locale`, Lingui's active one). English is
 * written as in Britain, and so is the pseudo-language made from it, the same on the server and in the browser.
 */
export function formatPostDate(iso: string, locale: string): string {
  const isEnglish = locale === SOURCE_LOCALE || locale === PSEUDO_LOCALE;
  return new Date(iso).toLocaleDateString(isEnglish ? "en-GB" : locale, {
    day: "numeric",
    month: "long",
    year: "numeric",
  });
}
