import { z } from "zod";
import { ROLES } from "./roles.ts";

export const RoleSchema = z.enum(ROLES);
