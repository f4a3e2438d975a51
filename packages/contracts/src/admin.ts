import { z } from "zod";
import { RoleSchema } from "./role-schema.ts";

export const AdminOverviewResponseSchema = z.object({
  users: z.number().int(),
  usersByRole: z.record(RoleSchema, z.number().int()),
  /** Training sessions, all and public. */
  sessions: z.number().int(),
  publicSessions: z.number().int(),
  /** Feedback not yet picked up, and session reports waiting for a moderator. */
  openFeedback: z.number().int(),
  openReports: z.number().int(),
});
export type AdminOverviewResponse = z.infer<typeof AdminOverviewResponseSchema>;
