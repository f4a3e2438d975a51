import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { AdminUserListQuery, AdminUserResponse, Role } from "@touchline/contracts";
import { api } from "../../../lib/api-client.ts";

/** Every admin-users query starts with this key, so one invalidation reloads the list and the pages. */
const ADMIN_USERS_KEY = ["admin-users"] as const;

export function useAdminUsers(query: AdminUserListQuery) {
  return useQuery({
    queryKey: [...ADMIN_USERS_KEY, "list", query],
    queryFn: () => api.get("/api/admin/users", { query }),
    placeholderData: keepPreviousData,
  });
}

export function useAdminUser(id: string) {
  return useQuery({
    queryKey: [...ADMIN_USERS_KEY, "user", id],
    queryFn: () => api.get("/api/admin/users/:id", { param: { id } }),
  });
}

/** An action on one account; the answer is the account as it is now, which replaces the cached page. */
function useUserAction<T>(send: (id: string, input: T) => Promise<AdminUserResponse>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: T }) => send(id, input),
    onSuccess: (data) => {
      queryClient.setQueryData([...ADMIN_USERS_KEY, "user", data.user.id], data);
      return queryClient.invalidateQueries({ queryKey: [...ADMIN_USERS_KEY, "list"] });
    },
  });
}

export const useChangeUserLevel = () =>
  useUserAction((id, role: Role) => api.post("/api/admin/users/:id/level", { param: { id }, json: { role } }));

export const useSuspendUser = () =>
  useUserAction((id, reason: string) => api.post("/api/admin/users/:id/suspend", { param: { id }, json: { reason } }));

export const useRestoreUser = () =>
  useUserAction((id, _input: void) => api.post("/api/admin/users/:id/restore", { param: { id } }));

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) =>
      api.post("/api/admin/users/:id/delete", { param: { id }, json: { reason } }),
    onSuccess: (_data, { id }) => {
      queryClient.removeQueries({ queryKey: [...ADMIN_USERS_KEY, "user", id] });
      return queryClient.invalidateQueries({ queryKey: [...ADMIN_USERS_KEY, "list"] });
    },
  });
}
