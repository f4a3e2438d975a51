import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  Account,
  ChangeEmailRequest,
  ChangePasswordRequest,
  ConfirmEmailChangeRequest,
  DeleteAccountRequest,
  UpdatePreferencesRequest,
  UpdateProfileRequest,
} from "@touchline/contracts";
import { api } from "../../../lib/api-client.ts";
import { ACCOUNT_QUERY_KEY } from "./use-coach-size-unit.ts";

export { ACCOUNT_QUERY_KEY };

/** The profile plus an e-mail change still waiting for its link. */
export function useAccount() {
  return useQuery({
    queryKey: ACCOUNT_QUERY_KEY,
    queryFn: () => api.get("/api/account"),
  });
}

function useInvalidateAccount() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ACCOUNT_QUERY_KEY });
}

export function useUpdateProfile() {
  const invalidate = useInvalidateAccount();
  return useMutation({
    mutationFn: (input: UpdateProfileRequest) => api.patch("/api/account/profile", { json: input }),
    onSuccess: () => invalidate(),
  });
}

export function useRequestEmailChange() {
  const invalidate = useInvalidateAccount();
  return useMutation({
    mutationFn: (input: ChangeEmailRequest) => api.post("/api/account/email", { json: input }),
    onSuccess: () => invalidate(),
  });
}

export function useConfirmEmailChange() {
  const invalidate = useInvalidateAccount();
  return useMutation({
    mutationFn: (input: ConfirmEmailChangeRequest) => api.post("/api/account/email/confirm", { json: input }),
    onSettled: () => invalidate(),
  });
}

export function useChangePassword() {
  return useMutation({
    mutationFn: (input: ChangePasswordRequest) => api.post("/api/account/password", { json: input }),
  });
}

export function useDeleteAccount() {
  return useMutation({
    mutationFn: (input: DeleteAccountRequest) => api.delete("/api/account", { json: input }),
  });
}

export function useUpdatePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdatePreferencesRequest) => api.put("/api/account/preferences", { json: input }),
    // Every diagram on screen follows at once; the account is read again for the rest of the page.
    onSuccess: ({ preferences }) => {
      queryClient.setQueryData(ACCOUNT_QUERY_KEY, (current: { account: Account } | undefined) =>
        current ? { account: { ...current.account, ...preferences } } : current,
      );
      void queryClient.invalidateQueries({ queryKey: ACCOUNT_QUERY_KEY });
    },
  });
}
