import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { MAX_SEARCH_QUERY_LENGTH, type SearchResponse } from "@touchline/contracts";
import { type FormEvent, type ReactNode, useId, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { Button } from "../../../components/ui/button.tsx";
import { Pagination } from "../../../components/ui/pagination.tsx";
import { PageSpinner } from "../../../components/ui/spinner.tsx";
import { DiagramThumbnail } from "../../../editor/canvas/diagram-thumbnail.tsx";
import { formatLongDate } from "../../../lib/format-date.ts";
import { formatMatchCount } from "../../../lib/format-match-count.ts";
import { faqEntryInLanguage } from "../../static-pages/index.ts";
import { useSiteSearch } from "../api/use-search.ts";

function ResultGroup({
  title,
  total,
  totalIsCapped = false,
  children,
}: {
  title: string;
  total: number;
  totalIsCapped?: boolean;
  children: ReactNode;
}) {
  const { i18n } = useLingui();
  const headingId = useId();
  if (total === 0) return null;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h2 id={headingId} className="text-xl font-semibold tracking-tight text-slate-900">
        {title}{" "}
        <span className="text-base font-normal text-slate-600">
          ({formatMatchCount(total, totalIsCapped, i18n.locale)})
        </span>
      </h2>
      <ul className="flex flex-col divide-y divide-slate-200 overflow-hidden rounded-2xl bg-white ring-1 ring-slate-200">
        {children}
      </ul>
    </section>
  );
}

function Result({
  to,
  title,
  detail,
  text,
  picture,
}: {
  to: string;
  title: string;
  detail?: string;
  text?: string;
  /** A small picture beside the text (a session's diagram). */
  picture?: ReactNode;
}) {
  return (
    <li className="flex gap-4 px-5 py-4">
      {picture}
      <div className="min-w-0 flex-1">
        <Link to={to} className="font-semibold text-brand-700 underline-offset-4 hover:underline">
          {title}
        </Link>
        {detail ? <p className="mt-0.5 text-sm text-slate-600">{detail}</p> : null}
        {text ? <p className="mt-1 line-clamp-2 text-slate-700">{text}</p> : null}
      </div>
    </li>
  );
}

function Results({ data }: { data: SearchResponse }) {
  const { t, i18n } = useLingui();
  return (
    <div className="flex flex-col gap-8">
      <ResultGroup title={t`Sessions`} total={data.sessions.total} totalIsCapped={data.sessions.totalIsCapped}>
        {data.sessions.results.map((session) => {
          const { authorName, drillCount, totalDurationMinutes: minutes } = session;
          return (
            <Result
              key={session.id}
              to={`/sessions/${session.id}`}
              title={session.title}
              detail={[
                authorName && t`By ${authorName}`,
                t`${plural(drillCount, { one: "# drill", other: "# drills" })}`,
                t({ message: `${minutes} min`, comment: "a session's length in minutes" }),
              ]
                .filter(Boolean)
                .join(" · ")}
              text={session.theme}
              picture={
                <DiagramThumbnail
                  thumbnail={session.thumbnail}
                  title={session.title}
                  className="w-28 shrink-0 sm:w-36"
                />
              }
            />
          );
        })}
      </ResultGroup>
      <ResultGroup title={t`Blog posts`} total={data.posts.total}>
        {data.posts.results.map((post) => (
          <Result
            key={post.slug}
            to={`/blog/${post.slug}`}
            title={post.title}
            detail={post.publishedAt ? formatLongDate(post.publishedAt, i18n.locale) : undefined}
            text={post.excerpt}
          />
        ))}
      </ResultGroup>
      <ResultGroup title={t`FAQ`} total={data.faq.total}>
        {data.faq.results
          .map((found) => faqEntryInLanguage(i18n, found))
          .map((entry) => (
            <Result
              key={entry.id}
              to={`/faq#${entry.id}`}
              title={entry.question}
              detail={entry.groupTitle}
              text={entry.answer}
            />
          ))}
      </ResultGroup>
    </div>
  );
}

/** `/search?q=`: public sessions, blog posts and the FAQ in one search; the words and page live in the address. */
export function SiteSearch() {
  const { t, i18n } = useLingui();
  const [params, setParams] = useSearchParams();
  const q = (params.get("q") ?? "").trim().slice(0, MAX_SEARCH_QUERY_LENGTH);
  const page = Math.max(1, Number(params.get("page")) || 1);
  const [draft, setDraft] = useState(q);
  const [shownQ, setShownQ] = useState(q);
  // The box follows the address when it changes from outside (back, a link).
  if (shownQ !== q) {
    setShownQ(q);
    setDraft(q);
  }
  const search = useSiteSearch(q, page);
  const inputId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = draft.trim();
    setParams(next ? { q: next } : {});
  };
  const goTo = (next: number) => {
    setParams(next > 1 ? { q, page: String(next) } : { q });
    window.scrollTo({ top: 0 });
  };

  const data = search.data;
  const pages = data
    ? Math.max(
        1,
        ...[data.sessions.total, data.posts.total, data.faq.total].map((total) => Math.ceil(total / data.pageSize)),
        // Past the sessions' count cap, one more page while this one is full.
        data.sessions.totalIsCapped && data.sessions.results.length === data.pageSize ? page + 1 : 0,
      )
    : 1;
  const isEmpty = data ? data.sessions.total + data.posts.total + data.faq.total === 0 : false;
  const foundLine = (found: SearchResponse) => {
    const sessionCount = found.sessions.total;
    const postCount = found.posts.total;
    const answerCount = found.faq.total;
    if (!found.sessions.totalIsCapped) {
      return t`${plural(sessionCount, { one: "# session", other: "# sessions" })}, ${plural(postCount, { one: "# blog post", other: "# blog posts" })} and ${plural(answerCount, { one: "# FAQ answer", other: "# FAQ answers" })} found`;
    }
    // Counted up to its cap: "1,000+ sessions".
    const sessionsCounted = formatMatchCount(sessionCount, true, i18n.locale);
    return t`${sessionsCounted} sessions, ${plural(postCount, { one: "# blog post", other: "# blog posts" })} and ${plural(answerCount, { one: "# FAQ answer", other: "# FAQ answers" })} found`;
  };

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-8">
      <title>{q ? t`Search: ${q} – Touchline` : t`Search – Touchline`}</title>
      <h1 className="text-3xl font-bold tracking-tight">
        <Trans>Search</Trans>
      </h1>
      <form role="search" onSubmit={submit} className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <div className="flex flex-1 flex-col gap-1.5">
          <label htmlFor={inputId} className="text-sm font-medium text-slate-800">
            <Trans>Search sessions, blog posts and the FAQ</Trans>
          </label>
          <input
            id={inputId}
            type="search"
            value={draft}
            maxLength={MAX_SEARCH_QUERY_LENGTH}
            onChange={(event) => setDraft(event.target.value)}
            placeholder={t`e.g. rondo, pressing, print`}
            className="h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 shadow-xs placeholder:text-slate-500 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-200"
          />
        </div>
        <Button type="submit">
          <Trans context="search button">Search</Trans>
        </Button>
      </form>
      {!q ? (
        <p className="rounded-2xl bg-white p-8 text-center text-slate-600 ring-1 ring-slate-200">
          <Trans>Type a word to search public sessions, blog posts and the FAQ.</Trans>
        </p>
      ) : search.isPending ? (
        <PageSpinner />
      ) : search.isError ? (
        <p role="alert" className="text-red-700">
          {search.error.message}
        </p>
      ) : isEmpty ? (
        <div role="status" className="rounded-2xl bg-white p-8 text-center ring-1 ring-slate-200">
          <p className="font-semibold text-slate-900">
            <Trans>No results for “{q}”</Trans>
          </p>
          <p className="mt-1 text-slate-600">
            <Trans>
              Try fewer or different words, or browse the{" "}
              <Link to="/blog" className="font-medium text-brand-700 hover:underline">
                blog
              </Link>{" "}
              and the{" "}
              <Link to="/faq" className="font-medium text-brand-700 hover:underline">
                FAQ
              </Link>
              .
            </Trans>
          </p>
        </div>
      ) : data ? (
        <>
          <p role="status" className="sr-only">
            {foundLine(data)}
          </p>
          <Results data={data} />
          <Pagination page={page} pages={pages} morePages={data.sessions.totalIsCapped} onPageChange={goTo} />
        </>
      ) : null}
    </div>
  );
}
