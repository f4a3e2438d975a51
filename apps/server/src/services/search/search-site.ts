import {
  GlobalLibraryQuerySchema,
  SEARCH_PAGE_SIZE,
  type SearchQuerySchema,
  type SearchResponse,
} from "@touchline/contracts";
import type { z } from "zod";
import type { Database } from "../../db/client.ts";
import { listPublicSessions } from "../sessions/list-public-sessions.ts";
import { searchBlogPosts } from "./search-blog-posts.ts";
import { searchFaq } from "./search-faq.ts";

/**
 * `/search?q=`: public sessions (the global library's search and ranking; private sessions never match),
 * published blog posts and the FAQ, each group paged alike. An empty search finds nothing.
 */
export async function searchSite(
  db: Database,
  { q, page }: z.output<typeof SearchQuerySchema>,
): Promise<SearchResponse> {
  const pageSize = SEARCH_PAGE_SIZE;
  const empty = { results: [], total: 0 };
  if (!q) return { q, page, pageSize, sessions: { ...empty, totalIsCapped: false }, posts: empty, faq: empty };
  const [sessions, posts] = await Promise.all([
    listPublicSessions(db, GlobalLibraryQuerySchema.parse({ q, page, pageSize })),
    searchBlogPosts(db, q, page, pageSize),
  ]);
  const faq = searchFaq(q);
  return {
    q,
    page,
    pageSize,
    sessions: { results: sessions.sessions, total: sessions.total, totalIsCapped: sessions.totalIsCapped },
    posts,
    faq: { results: faq.slice((page - 1) * pageSize, page * pageSize), total: faq.length },
  };
}
