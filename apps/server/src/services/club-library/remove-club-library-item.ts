import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { clubLibraryItems } from "../../db/schema.ts";
import { clubLibraryItemNotFound } from "./club-library-row.ts";

/** A club admin removes an item; trainings it was linked to keep their time and lose the link. */
export async function removeClubLibraryItem(db: Database, clubId: string, id: string): Promise<void> {
  const removed = await db
    .delete(clubLibraryItems)
    .where(and(eq(clubLibraryItems.id, id), eq(clubLibraryItems.clubId, clubId)))
    .returning({ id: clubLibraryItems.id });
  if (removed.length === 0) throw clubLibraryItemNotFound();
}
