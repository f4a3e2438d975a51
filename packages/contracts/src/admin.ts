import { z } from "zod";
import { RoleSchema } from "./role-schema.ts";

export const AdminOverviewResponseSchema = z.object({
  users: z.number().int(),
  usersByRole: z.record(RoleSchema, z.number().int()),
});
export type AdminOverviewResponse = z.infer<typeof AdminOverviewResponseSchema>;
