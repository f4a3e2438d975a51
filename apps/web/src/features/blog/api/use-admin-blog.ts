import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { BlogPostInput, BlogPostListQuery, BlogPostListResponse, BlogPostResponse } from "@touchline/contracts";
import { apiFetch, queryString } from "../../../lib/api-client.ts";
import { BLOG_QUERY_KEY } from "./use-blog-posts.ts";

const ADMIN_POSTS_PATH = "/api/admin/blog/posts";

/** Every post, drafts included, most recently changed first. */
export function useAdminPosts(query: BlogPostListQuery) {
  return useQuery({
    queryKey: [...BLOG_QUERY_KEY, "admin", query],
    queryFn: () => apiFetch<BlogPostListResponse>(`${ADMIN_POSTS_PATH}${queryString(query)}`),
    placeholderData: keepPreviousData,
  });
}

/** One post for the editor, drafts included; disabled for a new post. */
export function useAdminPost(id: string | null) {
  return useQuery({
    queryKey: [...BLOG_QUERY_KEY, "admin-post", id],
    queryFn: () => apiFetch<BlogPostResponse>(`${ADMIN_POSTS_PATH}/${encodeURIComponent(id!)}`),
    enabled: id !== null,
    retry: false,
  });
}

/** Creates (no id) or replaces a post; its status in the input publishes or unpublishes it. */
export function useSavePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: BlogPostInput }) =>
      id === null
        ? apiFetch<BlogPostResponse>(ADMIN_POSTS_PATH, { body: input })
        : apiFetch<BlogPostResponse>(`${ADMIN_POSTS_PATH}/${encodeURIComponent(id)}`, { method: "PUT", body: input }),
    onSuccess: ({ post }) => {
      queryClient.setQueryData<BlogPostResponse>([...BLOG_QUERY_KEY, "admin-post", post.id], { post });
      return queryClient.invalidateQueries({
        queryKey: BLOG_QUERY_KEY,
        predicate: (query) => query.queryKey[2] !== post.id,
      });
    },
  });
}

/** Publishes or unpublishes a post as it is, from the list. */
export function useSetPostStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: "publish" | "unpublish" }) =>
      apiFetch<BlogPostResponse>(`${ADMIN_POSTS_PATH}/${encodeURIComponent(id)}/${action}`, { method: "POST" }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: BLOG_QUERY_KEY }),
  });
}

export function useDeletePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiFetch<{ ok: true }>(`${ADMIN_POSTS_PATH}/${encodeURIComponent(id)}`, { method: "DELETE" }),
    onSuccess: (_result, id) => {
      queryClient.removeQueries({ queryKey: [...BLOG_QUERY_KEY, "admin-post", id] });
      return queryClient.invalidateQueries({ queryKey: BLOG_QUERY_KEY });
    },
  });
}
