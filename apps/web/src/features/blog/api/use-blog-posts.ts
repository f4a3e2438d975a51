import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { BlogPostListQuery } from "@touchline/contracts";
import { api } from "../../../lib/api-client.ts";

/** Every blog query starts with this key, so a save in the admin area refreshes the public pages too. */
export const BLOG_QUERY_KEY = ["blog"] as const;

/** One page of published posts, newest first; the previous page stays on screen while the next loads. */
export function usePublishedPosts(query: BlogPostListQuery) {
  return useQuery({
    queryKey: [...BLOG_QUERY_KEY, "published", query],
    queryFn: () => api.get("/api/blog/posts", { query }),
    placeholderData: keepPreviousData,
  });
}

/** A published post by slug; a 404 is an answer (the not-found state), not a reason to retry. */
export function usePublishedPost(slug: string) {
  return useQuery({
    queryKey: [...BLOG_QUERY_KEY, "post", slug],
    queryFn: () => api.get("/api/blog/posts/:slug", { param: { slug } }),
    retry: false,
  });
}
