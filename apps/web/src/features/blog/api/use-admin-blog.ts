import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { BlogPostInput, BlogPostListQuery, BlogPostResponse } from "@touchline/contracts";
import { api } from "../../../lib/api-client.ts";
import { BLOG_QUERY_KEY } from "./use-blog-posts.ts";

/** Every post, drafts included, most recently changed first. */
export function useAdminPosts(query: BlogPostListQuery) {
  return useQuery({
    queryKey: [...BLOG_QUERY_KEY, "admin", query],
    queryFn: () => api.get("/api/admin/blog/posts", { query }),
    placeholderData: keepPreviousData,
  });
}

/** One post for the editor, drafts included; disabled for a new post. */
export function useAdminPost(id: string | null) {
  return useQuery({
    queryKey: [...BLOG_QUERY_KEY, "admin-post", id],
    queryFn: () => api.get("/api/admin/blog/posts/:id", { param: { id: id! } }),
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
        ? api.post("/api/admin/blog/posts", { json: input })
        : api.put("/api/admin/blog/posts/:id", { param: { id }, json: input }),
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
      api.post(action === "publish" ? "/api/admin/blog/posts/:id/publish" : "/api/admin/blog/posts/:id/unpublish", {
        param: { id },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: BLOG_QUERY_KEY }),
  });
}

export function useDeletePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete("/api/admin/blog/posts/:id", { param: { id } }),
    onSuccess: (_result, id) => {
      queryClient.removeQueries({ queryKey: [...BLOG_QUERY_KEY, "admin-post", id] });
      return queryClient.invalidateQueries({ queryKey: BLOG_QUERY_KEY });
    },
  });
}
