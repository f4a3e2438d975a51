import { randomUUID } from "node:crypto";
import type { FeedbackItem, NewFeedback } from "@touchline/contracts";
import type { Database } from "../../db/client.ts";
import { feedback } from "../../db/schema.ts";
import { findFeedbackItem } from "./feedback-row.ts";

/** Posts a signed-in user's feedback; it is visible to everyone at once, with the status `open`. */
export async function createFeedback(db: Database, authorId: string, input: NewFeedback): Promise<FeedbackItem> {
  const id = randomUUID();
  await db.insert(feedback).values({ id, userId: authorId, title: input.title, description: input.description, category: input.category });
  return findFeedbackItem(db, id, authorId);
}
