import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { SeoPageInput, SeoPageListResponse } from "@touchline/contracts";
import { api } from "../../../lib/api-client.ts";

const SEO_QUERY_KEY = ["admin-seo"] as const;

/** Every public page an admin can describe, with what is saved for it and its defaults. */
export function useSeoPages() {
  return useQuery({
    queryKey: SEO_QUERY_KEY,
    queryFn: () => api.get("/api/admin/seo"),
  });
}

export function useSaveSeoPage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SeoPageInput) => api.put("/api/admin/seo", { json: input }),
    onSuccess: ({ page }) =>
      queryClient.setQueryData<SeoPageListResponse>(
        SEO_QUERY_KEY,
        (list) => list && { pages: list.pages.map((item) => (item.path === page.path ? page : item)) },
      ),
  });
}

/** The image library's newest pictures, to pick share images from (the same list the image screen shows). */
export function useLibraryImages() {
  return useQuery({
    queryKey: ["admin-images", { pageSize: 100 }],
    queryFn: () => api.get("/api/admin/images", { query: { pageSize: 100 } }),
  });
}
