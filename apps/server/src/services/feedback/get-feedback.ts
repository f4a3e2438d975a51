import type { FeedbackItem } from "@touchline/contracts";
import type { Database } from "../../db/client.ts";
import { findFeedbackItem } from "./feedback-row.ts";

/** One item, public like the list (the admin screen opens one by `?id=`), with the viewer's vote. */
export function getFeedback(db: Database, id: string, viewerId: string | null): Promise<FeedbackItem> {
  return findFeedbackItem(db, id, viewerId);
}
