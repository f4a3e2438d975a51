import {
  type InfiniteData,
  keepPreviousData,
  type QueryKey,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import type {
  FeedbackItem,
  FeedbackListFilters,
  FeedbackListResponse,
  FeedbackResponse,
  FeedbackStatus,
  NewFeedback,
} from "@touchline/contracts";
import { useMemo } from "react";
import { api } from "../../../lib/api-client.ts";
import { type VoteRequest, withVoteApplied } from "../lib/vote-intent.ts";

/** Every feedback query starts with this key, so one invalidation reloads lists, items and own votes. */
const FEEDBACK_KEY = ["feedback"] as const;

/**
 * The list with the signed-in user's own votes, a page at a time ('Load more' fetches the next). The
 * answer depends on who asks, so the viewer is part of the key, and nothing is fetched while the session
 * is still unknown (`undefined`). `items` holds the pages loaded so far, each item once (an item that
 * moved to a later page between two loads, say by a vote, is shown where it was first seen).
 */
export function useFeedbackList(filters: FeedbackListFilters, viewerId: string | null | undefined) {
  const query = useInfiniteQuery({
    queryKey: [...FEEDBACK_KEY, "list", viewerId, filters],
    queryFn: ({ pageParam }) => api.get("/api/feedback", { query: { ...filters, page: pageParam } }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.pageSize < last.total ? last.page + 1 : undefined),
    placeholderData: keepPreviousData,
    enabled: viewerId !== undefined,
  });
  const items = useMemo(() => {
    const seen = new Set<string>();
    return (query.data?.pages ?? [])
      .flatMap((page) => page.items)
      .filter((item) => (seen.has(item.id) ? false : (seen.add(item.id), true)));
  }, [query.data]);
  return { ...query, items, total: query.data?.pages.at(-1)?.total ?? 0 };
}

export function useFeedbackItem(id: string | null, viewerId: string | null | undefined) {
  return useQuery({
    queryKey: [...FEEDBACK_KEY, "item", viewerId, id],
    queryFn: () => api.get("/api/feedback/:id", { param: { id: id! } }),
    enabled: id !== null && viewerId !== undefined,
  });
}

export function useSubmitFeedback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: NewFeedback) => api.post("/api/feedback", { json: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: FEEDBACK_KEY }),
  });
}

/** Replaces `id` wherever it is cached (every list and the single item) and returns what was there. */
function patchCachedItem(
  queryClient: ReturnType<typeof useQueryClient>,
  id: string,
  patch: (item: FeedbackItem) => FeedbackItem,
) {
  const previous: Array<[QueryKey, unknown]> = queryClient.getQueriesData({ queryKey: FEEDBACK_KEY });
  const patchPage = (page: FeedbackListResponse) => ({
    ...page,
    items: page.items.map((item) => (item.id === id ? patch(item) : item)),
  });
  queryClient.setQueriesData<InfiniteData<FeedbackListResponse> | FeedbackResponse>(
    { queryKey: FEEDBACK_KEY },
    (data) => {
      if (!data) return data;
      if ("pages" in data) return { ...data, pages: data.pages.map(patchPage) };
      return data.item.id === id ? { item: patch(data.item) } : data;
    },
  );
  return previous;
}

/**
 * Sends one vote request, showing its result at once; the final counts and votes come from the server
 * (every feedback query is reloaded afterwards, and a failure puts the cache back as it was).
 */
export function useVoteFeedback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, request }: { id: string; request: VoteRequest }) =>
      request.kind === "remove"
        ? api.delete("/api/feedback/:id/vote", { param: { id } })
        : api.put("/api/feedback/:id/vote", { param: { id }, json: { voteType: request.voteType } }),
    onMutate: async ({ id, request }) => {
      await queryClient.cancelQueries({ queryKey: FEEDBACK_KEY });
      return { previous: patchCachedItem(queryClient, id, (item) => withVoteApplied(item, request)) };
    },
    onError: (_error, _variables, context) => {
      for (const [key, data] of context?.previous ?? []) queryClient.setQueryData(key, data);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: FEEDBACK_KEY }),
  });
}

export function useUpdateFeedbackStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: FeedbackStatus }) =>
      api.patch("/api/feedback/:id", { param: { id }, json: { status } }),
    onSuccess: ({ item }) => {
      patchCachedItem(queryClient, item.id, () => item);
      return queryClient.invalidateQueries({ queryKey: FEEDBACK_KEY });
    },
  });
}
