import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { AdminUserListQuery, AdminUserListResponse, AdminUserResponse, Role } from "@touchline/contracts";
import { apiFetch, queryString } from "../../../lib/api-client.ts";

/** Every admin-users query starts with this key, so one invalidation reloads the list and the pages. */
const ADMIN_USERS_KEY = ["admin-users"] as const;

export function useAdminUsers(query: AdminUserListQuery) {
  return useQuery({
    queryKey: [...ADMIN_USERS_KEY, "list", query],
    queryFn: () => apiFetch<AdminUserListResponse>(`/api/admin/users${queryString(query)}`),
    placeholderData: keepPreviousData,
  });
}

const userPath = (id: string, action = "") => `/api/admin/users/${encodeURIComponent(id)}${action ? `/${action}` : ""}`;

export function useAdminUser(id: string) {
  return useQuery({
    queryKey: [...ADMIN_USERS_KEY, "user", id],
    queryFn: () => apiFetch<AdminUserResponse>(userPath(id)),
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
  useUserAction((id, role: Role) => apiFetch<AdminUserResponse>(userPath(id, "level"), { body: { role } }));

export const useSuspendUser = () =>
  useUserAction((id, reason: string) => apiFetch<AdminUserResponse>(userPath(id, "suspend"), { body: { reason } }));

export const useRestoreUser = () =>
  useUserAction((id, _input: void) => apiFetch<AdminUserResponse>(userPath(id, "restore"), { method: "POST" }));

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) =>
      apiFetch<{ ok: true }>(userPath(id, "delete"), { body: { reason } }),
    onSuccess: (_data, { id }) => {
      queryClient.removeQueries({ queryKey: [...ADMIN_USERS_KEY, "user", id] });
      return queryClient.invalidateQueries({ queryKey: [...ADMIN_USERS_KEY, "list"] });
    },
  });
}
