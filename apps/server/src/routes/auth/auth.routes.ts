import {
  AcceptedResponseSchema,
  CheckResetTokenRequestSchema,
  ConfirmEmailRequestSchema,
  ForgotPasswordRequestSchema,
  ResetPasswordRequestSchema,
  AuthSessionResponseSchema,
  SignInRequestSchema,
  SignUpRequestSchema,
  SignUpResponseSchema,
  UserResponseSchema,
} from "@touchline/contracts";
import { publicAccess } from "../../auth/access.ts";
import { defineRoute } from "../define-route.ts";
import { errorResponse, jsonBody, jsonResponse } from "../json-route.ts";

const tags = ["auth"];

export const signUpRoute = defineRoute({
  access: publicAccess,
  method: "post",
  path: "/api/auth/sign-up",
  tags,
  summary: "Create an account, confirmed by a link mailed to the address (the same answer whether or not it is taken)",
  request: jsonBody(SignUpRequestSchema),
  responses: {
    202: jsonResponse(
      SignUpResponseSchema,
      "Accepted: a confirmation link, or for a taken address a notice, is on its way; nobody is signed in",
    ),
    400: errorResponse("Invalid input or a weak password"),
    429: errorResponse("Too many attempts"),
  },
});

export const confirmEmailRoute = defineRoute({
  access: publicAccess,
  method: "post",
  path: "/api/auth/confirm-email",
  tags,
  summary: "Follow a sign-up's confirmation link: confirms the address and signs this browser in",
  request: jsonBody(ConfirmEmailRequestSchema),
  responses: {
    200: jsonResponse(UserResponseSchema, "Confirmed and signed in; the session cookie is set"),
    400: errorResponse("Invalid, used or expired confirmation link"),
    403: errorResponse("The account is suspended: no session is created"),
    429: errorResponse("Too many attempts"),
  },
});

export const signInRoute = defineRoute({
  access: publicAccess,
  method: "post",
  path: "/api/auth/sign-in",
  tags,
  summary: "Sign in with e-mail and password",
  request: jsonBody(SignInRequestSchema),
  responses: {
    200: jsonResponse(UserResponseSchema, "Signed in; the session cookie is set"),
    400: errorResponse("Invalid input"),
    401: errorResponse("Wrong e-mail or password"),
    403: errorResponse(
      "The account is suspended, with the reason, or its address is not confirmed yet (told only after the right password)",
    ),
    429: errorResponse("Too many attempts"),
  },
});

export const signOutRoute = defineRoute({
  access: publicAccess,
  method: "post",
  path: "/api/auth/sign-out",
  tags,
  summary: "Sign out of every session of the user",
  responses: { 200: jsonResponse(AcceptedResponseSchema, "Signed out everywhere; the cookie is cleared") },
});

export const sessionRoute = defineRoute({
  access: publicAccess,
  method: "get",
  path: "/api/auth/session",
  tags,
  summary: "The signed-in user, or null",
  responses: { 200: jsonResponse(AuthSessionResponseSchema, "The current user and profile") },
});

export const forgotPasswordRoute = defineRoute({
  access: publicAccess,
  method: "post",
  path: "/api/auth/forgot-password",
  tags,
  summary: "E-mail a password reset link (same answer whether or not the account exists)",
  request: jsonBody(ForgotPasswordRequestSchema),
  responses: {
    202: jsonResponse(AcceptedResponseSchema, "Accepted"),
    400: errorResponse("Invalid input"),
    429: errorResponse("Too many attempts"),
  },
});

export const checkResetTokenRoute = defineRoute({
  access: publicAccess,
  method: "post",
  path: "/api/auth/reset-password/check",
  tags,
  summary: "Whether a reset link is still usable",
  request: jsonBody(CheckResetTokenRequestSchema),
  responses: {
    200: jsonResponse(AcceptedResponseSchema, "The link is valid"),
    400: errorResponse("Invalid or expired reset link"),
  },
});

export const resetPasswordRoute = defineRoute({
  access: publicAccess,
  method: "post",
  path: "/api/auth/reset-password",
  tags,
  summary: "Set a new password with a reset link; ends every other session and signs this browser in",
  request: jsonBody(ResetPasswordRequestSchema),
  responses: {
    200: jsonResponse(UserResponseSchema, "Password updated and signed in"),
    400: errorResponse("Invalid or expired reset link, or a weak password"),
    403: errorResponse("The password was changed, but the account is suspended: no session is created"),
    429: errorResponse("Too many attempts"),
  },
});
