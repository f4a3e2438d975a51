import { randomUUID } from "node:crypto";
import type { FeedbackItem, NewFeedback } from "@touchline/contracts";
import type { Database } from "../../db/client.ts";
import { feedback } from "../../db/schema.ts";
import { consumeRateLimit, type RateLimitRule } from "../rate-limits/rate-limit.ts";
import { findFeedbackItem } from "./feedback-row.ts";

/** Plenty for a coach with ideas; it stops a script from flooding the public board. */
export const FEEDBACK_SUBMISSIONS_PER_ACCOUNT: RateLimitRule = {
  name: "feedback:account",
  limit: 20,
  windowSeconds: 60 * 60,
};

/** Posts a signed-in user's feedback; it is visible to everyone at once, with the status `open`. */
export async function createFeedback(db: Database, authorId: string, input: NewFeedback): Promise<FeedbackItem> {
  await consumeRateLimit(db, FEEDBACK_SUBMISSIONS_PER_ACCOUNT, authorId);
  const id = randomUUID();
  await db
    .insert(feedback)
    .values({ id, userId: authorId, title: input.title, description: input.description, category: input.category });
  return findFeedbackItem(db, id, authorId);
}
