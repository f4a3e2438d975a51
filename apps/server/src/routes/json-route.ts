import type { z } from "zod";
import { ErrorResponseSchema } from "@touchline/contracts";

/** OpenAPI helpers so route contracts stay one line per body and response. */
export const jsonBody = <T extends z.ZodType>(schema: T) => ({
  body: { content: { "application/json": { schema } }, required: true },
});

export const jsonResponse = <T extends z.ZodType>(schema: T, description: string) => ({
  content: { "application/json": { schema } },
  description,
});

export const errorResponse = (description: string) => jsonResponse(ErrorResponseSchema, description);
