import { z } from "zod";
import { LOCALES } from "./locales.ts";

/** A language a coach may choose for their account (null follows their browser), or a session is written in. */
export const localeSchema = z.enum(LOCALES);
