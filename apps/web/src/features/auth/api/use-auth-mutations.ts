import { useMutation, useQueryClient } from "@tanstack/react-query";
import type {
  AcceptedResponse,
  CheckResetTokenRequest,
  ForgotPasswordRequest,
  ResetPasswordRequest,
  SignInRequest,
  SignUpRequest,
  UserResponse,
} from "@touchline/contracts";
import { apiFetch } from "../../../lib/api-client.ts";
import { SESSION_QUERY_KEY, useSetSessionUser } from "./use-session.ts";

export function useSignIn() {
  const setUser = useSetSessionUser();
  return useMutation({
    mutationFn: (input: SignInRequest) => apiFetch<UserResponse>("/api/auth/sign-in", { body: input }),
    onSuccess: ({ user }) => setUser(user),
  });
}

export function useSignUp() {
  const setUser = useSetSessionUser();
  return useMutation({
    mutationFn: (input: SignUpRequest) => apiFetch<UserResponse>("/api/auth/sign-up", { body: input }),
    onSuccess: ({ user }) => setUser(user),
  });
}

/** Signs out everywhere, then forgets every cached query of the previous user. */
export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch<AcceptedResponse>("/api/auth/sign-out", { method: "POST" }),
    onSettled: () => {
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== SESSION_QUERY_KEY[0] });
      queryClient.setQueryData(SESSION_QUERY_KEY, { user: null });
    },
  });
}

export function useForgotPassword() {
  return useMutation({
    mutationFn: (input: ForgotPasswordRequest) =>
      apiFetch<AcceptedResponse>("/api/auth/forgot-password", { body: input }),
  });
}

export function useCheckResetToken() {
  return useMutation({
    mutationFn: (input: CheckResetTokenRequest) =>
      apiFetch<AcceptedResponse>("/api/auth/reset-password/check", { body: input }),
  });
}

export function useResetPassword() {
  const setUser = useSetSessionUser();
  return useMutation({
    mutationFn: (input: ResetPasswordRequest) => apiFetch<UserResponse>("/api/auth/reset-password", { body: input }),
    onSuccess: ({ user }) => setUser(user),
  });
}
