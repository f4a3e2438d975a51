import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

export function useRecentActivity() {
  return useQuery({
    queryKey: ["dashboard", "recent-activity"],
    queryFn: () => api.get("/api/dashboard/recent-activity"),
  });
}
