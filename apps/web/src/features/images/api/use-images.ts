import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { IMAGE_UPLOAD_FIELD, type ImageListQuery } from "@touchline/contracts";
import { api } from "../../../lib/api-client.ts";

const IMAGES_QUERY_KEY = ["admin-images"] as const;

/** The image library, newest first. */
export function useImages(query: ImageListQuery = {}) {
  return useQuery({
    queryKey: [...IMAGES_QUERY_KEY, query],
    queryFn: () => api.get("/api/admin/images", { query }),
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
      return api.post("/api/admin/images", { form });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: IMAGES_QUERY_KEY }),
  });
}

export function useDeleteImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete("/api/admin/images/:id", { param: { id } }),
    // Posts may have lost their cover with it.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: IMAGES_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: ["blog"] }),
      ]),
  });
}
