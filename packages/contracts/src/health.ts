import { z } from "zod";

export const HealthResponseSchema = z.object({
  /** "draining": the instance is shutting down and finishing its requests; a load balancer should stop sending any. */
  status: z.enum(["ok", "draining"]),
  database: z.enum(["pglite", "postgres"]),
  version: z.string(),
});
