import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  AcceptedResponse,
  AccountResponse,
  ChangeEmailRequest,
  ChangePasswordRequest,
  ConfirmEmailChangeRequest,
  DeleteAccountRequest,
  EmailChangeRequestedResponse,
  UpdateProfileRequest,
  UserResponse,
} from "@touchline/contracts";
import { apiFetch } from "../../../lib/api-client.ts";

export const ACCOUNT_QUERY_KEY = ["account"] as const;

/** The profile plus an e-mail change still waiting for its link. */
export function useAccount() {
  return useQuery({
    queryKey: ACCOUNT_QUERY_KEY,
    queryFn: () => apiFetch<AccountResponse>("/api/account"),
  });
}

function useInvalidateAccount() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ACCOUNT_QUERY_KEY });
}

export function useUpdateProfile() {
  const invalidate = useInvalidateAccount();
  return useMutation({
    mutationFn: (input: UpdateProfileRequest) =>
      apiFetch<UserResponse>("/api/account/profile", { method: "PATCH", body: input }),
    onSuccess: () => invalidate(),
  });
}

export function useRequestEmailChange() {
  const invalidate = useInvalidateAccount();
  return useMutation({
    mutationFn: (input: ChangeEmailRequest) =>
      apiFetch<EmailChangeRequestedResponse>("/api/account/email", { body: input }),
    onSuccess: () => invalidate(),
  });
}

export function useConfirmEmailChange() {
  const invalidate = useInvalidateAccount();
  return useMutation({
    mutationFn: (input: ConfirmEmailChangeRequest) =>
      apiFetch<UserResponse>("/api/account/email/confirm", { body: input }),
    onSettled: () => invalidate(),
  });
}

export function useChangePassword() {
  return useMutation({
    mutationFn: (input: ChangePasswordRequest) => apiFetch<AcceptedResponse>("/api/account/password", { body: input }),
  });
}

export function useDeleteAccount() {
  return useMutation({
    mutationFn: (input: DeleteAccountRequest) =>
      apiFetch<AcceptedResponse>("/api/account", { method: "DELETE", body: input }),
  });
}
