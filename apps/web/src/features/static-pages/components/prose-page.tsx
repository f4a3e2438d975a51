import { useLingui } from "@lingui/react/macro";
import { type ReactNode } from "react";
import { cn } from "../../../lib/cn.ts";
import { TranslatedDescription } from "../../../lib/translated-description.tsx";

/**
 * Readable long-form text without the typography plugin: styles the plain elements (h2, h3, p, lists,
 * links) that the static pages write, so the pages themselves stay free of repeated class names.
 */
const PROSE_CLASSES = cn(
  "text-slate-700 leading-7",
  "[&_h2]:mt-10 [&_h2]:scroll-mt-24 [&_h2]:text-xl [&_h2]:font-semibold [&_h2]:tracking-tight [&_h2]:text-slate-900",
  "[&_h3]:mt-6 [&_h3]:font-semibold [&_h3]:text-slate-900",
  "[&_p]:mt-4 [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6 [&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:pl-6",
  "[&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-4 [&_a:hover]:text-brand-800",
  "[&_strong]:font-semibold [&_strong]:text-slate-900",
);

/** Long-form text: wrap plain headings, paragraphs and lists in it. */
export function Prose({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={cn(PROSE_CLASSES, className)}>{children}</div>;
}

/**
 * The shared frame of the static pages: document title, one h1, an optional lead, a readable column. The
 * title and description are the reader's language: a page the server draws in another language than English
 * takes them for its head.
 */
export function ProsePage({
  title,
  description,
  lead,
  meta,
  children,
}: {
  /** The page's heading, already in the reader's language; the document title adds " – Touchline". */
  title: string;
  /** The meta description: what search engines and link previews show of the page. */
  description?: string;
  lead?: ReactNode;
  /** A small line under the title, e.g. the "Last updated" date. */
  meta?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useLingui();
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 md:py-14">
      <title>{t`${title} – Touchline`}</title>
      {description ? <TranslatedDescription content={description} /> : null}
      <header className="border-b border-slate-200 pb-6">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
        {meta ? <div className="mt-2 text-sm text-slate-500">{meta}</div> : null}
        {lead ? <p className="mt-4 text-lg leading-8 text-slate-600">{lead}</p> : null}
      </header>
      <div className="pt-2">{children}</div>
    </article>
  );
}
