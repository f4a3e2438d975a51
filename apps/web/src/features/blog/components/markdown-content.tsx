import { Trans, useLingui } from "@lingui/react/macro";
import type { ComponentPropsWithoutRef } from "react";
import Markdown, { type Components } from "react-markdown";
import { Link } from "react-router";
import { cn } from "../../../lib/cn.ts";
import { markdownUrlTransform } from "../lib/safe-url.ts";
import { LazyImage } from "../../images/index.ts";

/** Long-form text without the typography plugin: the plain elements Markdown produces, styled once. */
const PROSE_CLASSES = cn(
  "break-words text-slate-700 leading-7",
  "[&_h2]:mt-10 [&_h2]:text-2xl [&_h2]:font-semibold [&_h2]:tracking-tight [&_h2]:text-slate-900",
  "[&_h3]:mt-8 [&_h3]:text-xl [&_h3]:font-semibold [&_h3]:text-slate-900",
  "[&_h4]:mt-6 [&_h4]:font-semibold [&_h4]:text-slate-900",
  "[&_p]:mt-4 [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6 [&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:pl-6",
  "[&_li>p]:mt-1",
  "[&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-4 [&_a:hover]:text-brand-800",
  "[&_strong]:font-semibold [&_strong]:text-slate-900",
  "[&_blockquote]:mt-6 [&_blockquote]:border-l-4 [&_blockquote]:border-brand-500 [&_blockquote]:pl-4 [&_blockquote]:italic [&_blockquote]:text-slate-600",
  "[&_code]:rounded [&_code]:bg-slate-100 [&_code]:px-1 [&_code]:py-0.5 [&_code]:text-sm",
  "[&_pre]:mt-4 [&_pre]:overflow-x-auto [&_pre]:rounded-lg [&_pre]:bg-slate-900 [&_pre]:p-4 [&_pre]:text-slate-100 [&_pre_code]:bg-transparent [&_pre_code]:p-0",
  "[&_hr]:my-8 [&_hr]:border-slate-200",
  "[&>*:first-child]:mt-0",
);

function MarkdownLink({ href, children, node: _node, ...props }: ComponentPropsWithoutRef<"a"> & { node?: unknown }) {
  // A URL the transform refused arrives without href: the text stays, the link goes.
  if (!href) return <span>{children}</span>;
  if (href.startsWith("/") && !href.startsWith("//") && !href.startsWith("/api/")) {
    return (
      <Link to={href} {...props}>
        {children}
      </Link>
    );
  }
  const isExternal = /^https?:/i.test(href);
  return (
    // eslint-disable-next-line lingui/no-unlocalized-strings -- link types (rel), not words
    <a href={href} {...props} {...(isExternal ? { target: "_blank", rel: "noopener noreferrer" } : {})}>
      {children}
    </a>
  );
}

function MarkdownImage({ src, alt }: ComponentPropsWithoutRef<"img"> & { node?: unknown }) {
  const { t } = useLingui();
  if (typeof src !== "string" || !src) {
    // The description is the post's own words; "not shown" stands in when it has none.
    const description = alt || t({ message: "not shown", context: "an image left out of a blog post" });
    return (
      <span className="text-sm italic text-slate-500">
        <Trans>[image: {description}]</Trans>
      </span>
    );
  }
  return <LazyImage src={src} alt={alt ?? ""} className="mt-4 h-auto max-w-full rounded-lg" />;
}

const COMPONENTS: Components = {
  // The page's title is its only h1; a # heading in the body is a section heading.
  h1: ({ node: _node, ...props }) => <h2 {...props} />,
  a: MarkdownLink,
  img: MarkdownImage,
};

/**
 * Renders a post's Markdown safely: raw HTML in it is shown as text, never turned into elements (no
 * rehype-raw), and every URL passes `markdownUrlTransform` (no javascript: links, images only from
 * our own library). The same component draws the public post and the editor's live preview.
 */
export function MarkdownContent({ markdown, className }: { markdown: string; className?: string }) {
  return (
    <div className={cn(PROSE_CLASSES, className)}>
      <Markdown urlTransform={markdownUrlTransform} components={COMPONENTS}>
        {markdown}
      </Markdown>
    </div>
  );
}
