import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

/** The landing page's quotes; the admin screen that edits them refreshes this key after a change. */
export const testimonialsQuery = queryOptions({
  queryKey: ["testimonials"] as const,
  queryFn: () => api.get("/api/testimonials"),
  staleTime: 5 * 60_000,
});

/** The real quotes a super admin entered; an empty list (or a failure) hides the section. */
export function useTestimonials({ enabled = true }: { enabled?: boolean } = {}) {
  const query = useQuery({ ...testimonialsQuery, enabled });
  return query.data?.testimonials ?? [];
}
