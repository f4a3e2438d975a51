import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { TestimonialInput } from "@touchline/contracts";
import { api } from "../../../lib/api-client.ts";

const ADMIN_TESTIMONIALS_KEY = ["admin-testimonials"] as const;
/** The landing page's own list (features/landing), refreshed after every change here. */
const PUBLIC_TESTIMONIALS_KEY = ["testimonials"] as const;

export function useAdminTestimonials(page: number, enabled: boolean) {
  return useQuery({
    queryKey: [...ADMIN_TESTIMONIALS_KEY, page],
    queryFn: () => api.get("/api/admin/testimonials", { query: { page: page > 1 ? page : undefined } }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

function useRefreshTestimonials() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ADMIN_TESTIMONIALS_KEY }),
      queryClient.invalidateQueries({ queryKey: PUBLIC_TESTIMONIALS_KEY }),
    ]);
}

/** Adds a quote (no id) or changes one. */
export function useSaveTestimonial() {
  const refresh = useRefreshTestimonials();
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: TestimonialInput }) =>
      id === null
        ? api.post("/api/admin/testimonials", { json: input })
        : api.put("/api/admin/testimonials/:id", { param: { id }, json: input }),
    onSuccess: refresh,
  });
}

export function useDeleteTestimonial() {
  const refresh = useRefreshTestimonials();
  return useMutation({
    mutationFn: (id: string) => api.delete("/api/admin/testimonials/:id", { param: { id } }),
    onSuccess: refresh,
  });
}
