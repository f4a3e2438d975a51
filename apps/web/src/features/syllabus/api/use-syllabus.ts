import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { SyllabusThemeInput } from "@touchline/contracts";
import { api } from "../../../lib/api-client.ts";

/** Under the club's key, so leaving the club drops it with the rest of the club's answers. */
const syllabusKey = (clubId: string) => ["clubs", clubId, "syllabus"] as const;

export function useSyllabus(clubId: string) {
  return useQuery({
    queryKey: syllabusKey(clubId),
    queryFn: () => api.get("/api/clubs/:clubId/syllabus", { param: { clubId } }),
  });
}

/** Per team, how many of its trainings in themed weeks follow the theme. */
export function useSyllabusCoverage(clubId: string) {
  return useQuery({
    queryKey: [...syllabusKey(clubId), "coverage"],
    queryFn: () => api.get("/api/clubs/:clubId/syllabus/coverage", { param: { clubId } }),
  });
}

/** Adds a theme (`themeId` null) or replaces one. */
export function useSaveSyllabusTheme(clubId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ themeId, theme }: { themeId: string | null; theme: SyllabusThemeInput }) =>
      themeId
        ? api.put("/api/clubs/:clubId/syllabus/:themeId", { param: { clubId, themeId }, json: theme })
        : api.post("/api/clubs/:clubId/syllabus", { param: { clubId }, json: theme }),
    // The calendars show each week's theme: they are asked again too.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["clubs", clubId] }),
  });
}

export function useDeleteSyllabusTheme(clubId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (themeId: string) => api.delete("/api/clubs/:clubId/syllabus/:themeId", { param: { clubId, themeId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["clubs", clubId] }),
  });
}
