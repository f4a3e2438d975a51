import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

/** How often the health screen asks again while it is open. */
export const HEALTH_REFRESH_MS = 10_000;

export function useSystemHealth() {
  return useQuery({
    queryKey: ["admin", "system-health"],
    queryFn: () => api.get("/api/admin/system-health"),
    refetchInterval: HEALTH_REFRESH_MS,
    // A health screen left in a background tab keeps its last figures instead of polling.
    refetchIntervalInBackground: false,
  });
}
