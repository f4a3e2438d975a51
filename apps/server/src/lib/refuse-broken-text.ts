import { BROKEN_TEXT_MESSAGE, findBrokenText, isJsonNestedDeeperThan, MAX_JSON_DEPTH } from "@touchline/contracts";
import type { MiddlewareHandler } from "hono";
import { AppError } from "./app-error.ts";

/**
 * Refuses a request whose path parameters, query or JSON body hold U+0000 or a lone surrogate
 * (`hasBrokenText`, in the contracts) with 400 VALIDATION_FAILED, so no such text reaches a query and
 * becomes a 500. `defineRoute` runs it on every route, after the access check and before the input is
 * validated; the body is read only on routes whose contract takes JSON (`hasJsonBody`), so a route that
 * reads its own body (an upload, behind its own size limit) gets it untouched. A body that is not JSON is
 * left to the validator, which answers INVALID_JSON. A body nested deeper than `MAX_JSON_DEPTH` is refused
 * from its text, before it is parsed or walked: the walk is linear, but a body is not worth reading that deep.
 */
export function refuseBrokenText({ hasJsonBody }: { hasJsonBody: boolean }): MiddlewareHandler {
  // Not async unless there is a body to read: most requests only pass through (each async layer costs,
  // app/every-request.ts).
  return (c, next) => {
    const field = findBrokenText(c.req.param()) ?? findBrokenTextInQuery(c.req.queries());
    if (field !== null) refuse(field);
    if (!hasJsonBody) return next();
    return findBrokenTextInBody(c.req).then((bodyField) => {
      if (bodyField !== null) refuse(bodyField);
      return next();
    });
  };
}

function refuse(field: string): never {
  const name = field || "body";
  const message = `${name} ${BROKEN_TEXT_MESSAGE}`;
  throw new AppError("VALIDATION_FAILED", message, { [name]: message });
}

/** The query parameter's name, not `q.0`: a repeated parameter is one field. */
function findBrokenTextInQuery(query: Record<string, string[]>): string | null {
  const found = findBrokenText(query);
  return found === null ? null : (found.split(".")[0] ?? found);
}

async function findBrokenTextInBody(request: Parameters<MiddlewareHandler>[0]["req"]): Promise<string | null> {
  if (!/^application\/([a-z0-9.+-]+\+)?json\b/i.test(request.header("content-type") ?? "")) return null;
  // Cached by Hono: the validator (or the auth library) parses the same text again.
  const text = await request.text();
  if (isJsonNestedDeeperThan(text, MAX_JSON_DEPTH)) {
    const message = `The request body is nested more than ${MAX_JSON_DEPTH} levels deep`;
    throw new AppError("VALIDATION_FAILED", message, { body: message });
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return null;
  }
  return findBrokenText(body);
}
