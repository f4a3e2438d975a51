import {
  AcceptedResponseSchema,
  AccountExportSchema,
  AccountResponseSchema,
  ChangeEmailRequestSchema,
  ChangePasswordRequestSchema,
  ConfirmEmailChangeRequestSchema,
  DeleteAccountRequestSchema,
  EmailChangeRequestedResponseSchema,
  PreferencesResponseSchema,
  UpdatePreferencesRequestSchema,
  UpdateProfileRequestSchema,
  UserResponseSchema,
} from "@touchline/contracts";
import { signedIn } from "../../auth/access.ts";
import { noStore } from "../no-store.ts";
import { defineRoute } from "../define-route.ts";
import { errorResponse, jsonBody, jsonResponse } from "../json-route.ts";

const tags = ["account"];
// Everything here is the signed-in coach's own: no cache keeps a copy of any answer.
const notSignedIn = errorResponse("Not signed in");
const tooMany = errorResponse("Too many attempts");

export const getAccountRoute = defineRoute({
  access: signedIn,
  middleware: [noStore],
  method: "get",
  path: "/api/account",
  tags,
  summary: "The signed-in coach's profile and any e-mail change waiting for its link",
  responses: { 200: jsonResponse(AccountResponseSchema, "The account"), 401: notSignedIn },
});

export const updateProfileRoute = defineRoute({
  access: signedIn,
  middleware: [noStore],
  method: "patch",
  path: "/api/account/profile",
  tags,
  summary: "Change first and last name",
  request: jsonBody(UpdateProfileRequestSchema),
  responses: {
    200: jsonResponse(UserResponseSchema, "The renamed user"),
    400: errorResponse("Invalid names; the fields are named"),
    401: notSignedIn,
  },
});

export const updatePreferencesRoute = defineRoute({
  access: signedIn,
  middleware: [noStore],
  method: "put",
  path: "/api/account/preferences",
  tags,
  summary: "Set how sizes are shown on diagrams (metres or yards); diagrams keep storing metres",
  request: jsonBody(UpdatePreferencesRequestSchema),
  responses: {
    200: jsonResponse(PreferencesResponseSchema, "The stored preferences"),
    400: errorResponse("Not a known unit"),
    401: notSignedIn,
  },
});

export const requestEmailChangeRoute = defineRoute({
  access: signedIn,
  middleware: [noStore],
  method: "post",
  path: "/api/account/email",
  tags,
  summary: "Mail a single-use confirmation link (24 h) to a new address; the old one stays until it is followed",
  request: jsonBody(ChangeEmailRequestSchema),
  responses: {
    202: jsonResponse(EmailChangeRequestedResponseSchema, "The link was sent"),
    400: errorResponse("Invalid address, the same address, or a wrong current password"),
    401: notSignedIn,
    409: errorResponse("Another account already uses the address"),
    429: tooMany,
  },
});

export const confirmEmailChangeRoute = defineRoute({
  access: signedIn,
  middleware: [noStore],
  method: "post",
  path: "/api/account/email/confirm",
  tags,
  summary: "Follow an e-mail change link (signed in as the account that asked); switches the address",
  request: jsonBody(ConfirmEmailChangeRequestSchema),
  responses: {
    200: jsonResponse(UserResponseSchema, "The user with the new address"),
    400: errorResponse("Invalid, expired or used link"),
    401: notSignedIn,
    409: errorResponse("The address was taken by another account in the meantime"),
    429: tooMany,
  },
});

export const changePasswordRoute = defineRoute({
  access: signedIn,
  middleware: [noStore],
  method: "post",
  path: "/api/account/password",
  tags,
  summary: "Change the password; every other session ends, this browser gets a fresh session cookie",
  request: jsonBody(ChangePasswordRequestSchema),
  responses: {
    200: jsonResponse(AcceptedResponseSchema, "Password changed"),
    400: errorResponse("Wrong current password, or a weak new one"),
    401: notSignedIn,
    429: tooMany,
  },
});

export const exportAccountRoute = defineRoute({
  access: signedIn,
  middleware: [noStore],
  method: "get",
  path: "/api/account/export",
  tags,
  summary: "Download everything personal as JSON (touchline-export-YYYY-MM-DD.json); no hashes or tokens",
  responses: {
    200: jsonResponse(AccountExportSchema, "The export, as an attachment"),
    401: notSignedIn,
    429: tooMany,
  },
});

export const deleteAccountRoute = defineRoute({
  access: signedIn,
  middleware: [noStore],
  method: "delete",
  path: "/api/account",
  tags,
  summary: "Delete the account and personal data at once (type DELETE and the password); signs out everywhere",
  request: jsonBody(DeleteAccountRequestSchema),
  responses: {
    200: jsonResponse(AcceptedResponseSchema, "Deleted; the cookie is cleared"),
    400: errorResponse("Missing confirmation or a wrong password"),
    401: notSignedIn,
    409: errorResponse("The only super admin cannot delete their account"),
    429: tooMany,
  },
});
