import { useMutation, useQueryClient } from "@tanstack/react-query";
import type {
  CheckResetTokenRequest,
  ForgotPasswordRequest,
  ResetPasswordRequest,
  SignInRequest,
  SignUpRequest,
} from "@touchline/contracts";
import { api } from "../../../lib/api-client.ts";
import { forgetSignedInUser, useSetSessionUser } from "./use-session.ts";

export function useSignIn() {
  const setUser = useSetSessionUser();
  return useMutation({
    mutationFn: (input: SignInRequest) => api.post("/api/auth/sign-in", { json: input }),
    onSuccess: ({ user }) => setUser(user),
  });
}

export function useSignUp() {
  const setUser = useSetSessionUser();
  return useMutation({
    mutationFn: (input: SignUpRequest) => api.post("/api/auth/sign-up", { json: input }),
    onSuccess: ({ user }) => setUser(user),
  });
}

/** Signs out everywhere, then forgets every cached query of the previous user. */
export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post("/api/auth/sign-out"),
    onSettled: () => forgetSignedInUser(queryClient),
  });
}

export function useForgotPassword() {
  return useMutation({
    mutationFn: (input: ForgotPasswordRequest) => api.post("/api/auth/forgot-password", { json: input }),
  });
}

export function useCheckResetToken() {
  return useMutation({
    mutationFn: (input: CheckResetTokenRequest) => api.post("/api/auth/reset-password/check", { json: input }),
  });
}

export function useResetPassword() {
  const setUser = useSetSessionUser();
  return useMutation({
    mutationFn: (input: ResetPasswordRequest) => api.post("/api/auth/reset-password", { json: input }),
    onSuccess: ({ user }) => setUser(user),
  });
}
