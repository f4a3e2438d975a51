import type { ClubLibraryKind, CurrentUser } from "@touchline/contracts";
import type { Database } from "../../db/client.ts";
import { createDrill } from "../drills/create-drill.ts";
import { insertSession } from "../sessions/insert-session.ts";
import { createTacticalDrill } from "../tactical-drills/create-tactical-drill.ts";
import { getClubLibraryItem } from "./get-club-library-item.ts";

/**
 * "Copy to my library": a member's own editable copy of a club item, crediting the club item's title and
 * author as a copy of a public session does. The club's item is unchanged.
 */
export async function copyClubLibraryItem(
  db: Database,
  clubId: string,
  user: CurrentUser,
  id: string,
): Promise<{ kind: ClubLibraryKind; id: string }> {
  return db.transaction(async (tx) => {
    const item = await getClubLibraryItem(tx, clubId, id);
    const { content } = item;
    switch (content.kind) {
      case "session": {
        const copyId = await insertSession(tx, {
          ownerId: user.id,
          content: {
            title: item.title,
            theme: content.theme,
            objectives: content.objectives,
            ageGroup: item.ageGroup,
            level: item.level,
            date: null,
            topics: item.topics,
            phases: item.phases,
            // A shared session always has its intensity; "medium" only guards a hand-edited row.
            intensity: item.intensity ?? "medium",
            blocks: content.blocks,
            coverBlockId: content.coverBlockId,
            language: item.language,
          },
          copiedFrom: { id: null, title: item.title, authorName: item.authorName },
        });
        return { kind: content.kind, id: copyId };
      }
      case "drill": {
        const drill = await createDrill(tx, user.id, { ...content.drill, tags: content.tags });
        return { kind: content.kind, id: drill.id };
      }
      case "tactical-drill": {
        const board = await createTacticalDrill(tx, user.id, { title: item.title, diagram: content.diagram });
        return { kind: content.kind, id: board.id };
      }
    }
  });
}
