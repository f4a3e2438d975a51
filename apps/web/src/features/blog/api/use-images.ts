import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  IMAGE_UPLOAD_FIELD,
  type ImageListQuery,
  type ImageListResponse,
  type ImageResponse,
} from "@touchline/contracts";
import { apiFetch, queryString } from "../../../lib/api-client.ts";

const IMAGES_QUERY_KEY = ["admin-images"] as const;

/** The image library, newest first. */
export function useImages(query: ImageListQuery = {}) {
  return useQuery({
    queryKey: [...IMAGES_QUERY_KEY, query],
    queryFn: () => apiFetch<ImageListResponse>(`/api/admin/images${queryString(query)}`),
    placeholderData: keepPreviousData,
  });
}

/** Uploads one file as multipart/form-data; the server decides whether it is a picture. */
export function useUploadImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append(IMAGE_UPLOAD_FIELD, file);
      return apiFetch<ImageResponse>("/api/admin/images", { body: form });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: IMAGES_QUERY_KEY }),
  });
}

export function useDeleteImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiFetch<{ ok: true }>(`/api/admin/images/${encodeURIComponent(id)}`, { method: "DELETE" }),
    // Posts may have lost their cover with it.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: IMAGES_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: ["blog"] }),
      ]),
  });
}
