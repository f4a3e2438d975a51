import type { ErrorHandler } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ErrorResponse } from "@touchline/contracts";
import type { AppEnv } from "./app-context.ts";
import { AppError } from "../lib/app-error.ts";
import { loggableError } from "../lib/describe-error.ts";

function toAppError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof HTTPException) {
    switch (error.status) {
      // Hono's validator raises 400 only for a body it cannot parse.
      case 400:
        return new AppError("INVALID_JSON", "The request body is not valid JSON.");
      case 403:
        return new AppError("FORBIDDEN", "This request was refused because it came from another site.");
      case 404:
        return new AppError("NOT_FOUND", "Not found.");
      case 413:
        return new AppError("PAYLOAD_TOO_LARGE", "The request body is too large.");
      // The JSON validator's answer to a body sent as another type (e.g. text/plain).
      case 415:
        return new AppError("INVALID_JSON", "Send the request body as JSON (Content-Type: application/json).");
    }
  }
  return new AppError("INTERNAL", "Something went wrong on our side. Please try again.");
}

/** The one place errors become responses: `{ error: { code, message } }`, never a stack trace or SQL. */
export const handleError: ErrorHandler = (error, c) => {
  const appError = toAppError(error);
  if (appError.code === "INTERNAL") {
    // Outside createApp (a bare router in a test) there is no app log: the console gets it whole.
    const { deps, requestId } = c.var as Partial<AppEnv["Variables"]>;
    const log = deps?.logger;
    const where = { requestId, method: c.req.method, route: c.req.routePath };
    if (log) log.error({ ...where, err: loggableError(error) }, "unexpected error");
    else console.error("[error]", c.req.method, c.req.path, loggableError(error));
  }
  if (appError.retryAfterSeconds) c.header("Retry-After", String(appError.retryAfterSeconds));
  const body: ErrorResponse = {
    error: { code: appError.code, message: appError.message, ...(appError.fields ? { fields: appError.fields } : {}) },
  };
  return c.json(body, appError.status);
};
