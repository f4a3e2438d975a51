import { useMutation, useQueryClient } from "@tanstack/react-query";
import type {
  CheckResetTokenRequest,
  ConfirmEmailRequest,
  ForgotPasswordRequest,
  ResetPasswordRequest,
  SignInRequest,
  SignUpRequest,
} from "@touchline/contracts";
import { api } from "../../../lib/api-client.ts";
import { signOutNowOrLater } from "./pending-sign-out.ts";
import { forgetSignedInUser, useSignedIn } from "./use-current-user.ts";

export function useSignIn() {
  const setUser = useSignedIn();
  return useMutation({
    mutationFn: (input: SignInRequest) => api.post("/api/auth/sign-in", { json: input }),
    onSuccess: ({ user }) => setUser(user),
  });
}

/** Signs up; nobody is signed in until the link mailed to the address is followed (`useConfirmEmail`). */
export function useSignUp() {
  return useMutation({
    mutationFn: (input: SignUpRequest) => api.post("/api/auth/sign-up", { json: input }),
  });
}

/** Follows a sign-up's confirmation link with that sign-up's password: the address is confirmed and this browser signed in. */
export function useConfirmEmail() {
  const setUser = useSignedIn();
  return useMutation({
    mutationFn: (input: ConfirmEmailRequest) => api.post("/api/auth/confirm-email", { json: input }),
    onSuccess: ({ user }) => setUser(user),
  });
}

/** Signs out everywhere (now, or when the server is reachable again), then forgets the previous user. */
export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    // Offline too: the device forgets the coach at once and the server is told when it can be reached.
    networkMode: "always",
    mutationFn: signOutNowOrLater,
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
  const setUser = useSignedIn();
  return useMutation({
    mutationFn: (input: ResetPasswordRequest) => api.post("/api/auth/reset-password", { json: input }),
    onSuccess: ({ user }) => setUser(user),
  });
}
