import type { LoadBlock } from "@touchline/contracts";
import { inArray, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { clubLibraryItems, trainingSessions } from "../../db/schema.ts";

/** Each block's duration and intensity, and nothing else of the blocks (no diagrams): enough for a load. */
const loadBlocksOf = (blocks: SQL | typeof trainingSessions.blocks) => sql<LoadBlock[]>`(
  select coalesce(jsonb_agg(jsonb_build_object('durationMinutes', block -> 'durationMinutes', 'intensity', block -> 'intensity')), '[]'::jsonb)
  from jsonb_array_elements(coalesce(${blocks}, '[]'::jsonb)) as block
)`;

/** The blocks (minutes and intensity only) of the sessions trainings are planned with, own and club library. */
export async function readSessionBlocks(
  db: Database,
  sessionIds: readonly string[],
  clubItemIds: readonly string[],
): Promise<{ own: Map<string, LoadBlock[]>; club: Map<string, LoadBlock[]> }> {
  const [own, club] = await Promise.all([
    sessionIds.length === 0
      ? []
      : db
          .select({ id: trainingSessions.id, blocks: loadBlocksOf(trainingSessions.blocks) })
          .from(trainingSessions)
          .where(inArray(trainingSessions.id, [...sessionIds])),
    clubItemIds.length === 0
      ? []
      : db
          .select({ id: clubLibraryItems.id, blocks: loadBlocksOf(sql`${clubLibraryItems.content} -> 'blocks'`) })
          .from(clubLibraryItems)
          .where(inArray(clubLibraryItems.id, [...clubItemIds])),
  ]);
  return {
    own: new Map(own.map((row) => [row.id, row.blocks])),
    club: new Map(club.map((row) => [row.id, row.blocks])),
  };
}
