import { randomUUID } from "node:crypto";
import {
  type ClubLibraryItem,
  type CurrentUser,
  deriveSessionFacts,
  type ShareToClubRequest,
} from "@touchline/contracts";
import { diagramThumbnail } from "@touchline/diagram";
import type { Database } from "../../db/client.ts";
import { clubLibraryItems } from "../../db/schema.ts";
import { drillValues } from "../drills/drill-row.ts";
import { getDrill } from "../drills/get-drill.ts";
import { findOwnSession } from "../sessions/find-session.ts";
import { sessionSearchText } from "../sessions/insert-session.ts";
import { authorsLanguage } from "../account/authors-language.ts";
import { authorNameOf } from "../sessions/session-row.ts";
import { sessionThumbnail } from "../sessions/session-thumbnail.ts";
import { getTacticalDrill } from "../tactical-drills/get-tactical-drill.ts";
import { clubLibrarySummaryColumns, type StoredClubContent, toClubLibraryItem } from "./club-library-row.ts";

type NewClubItem = Omit<typeof clubLibraryItems.$inferInsert, "id" | "clubId" | "sharedById" | "authorName"> & {
  content: StoredClubContent;
};

/** The club's copy of one of the sharer's own objects; someone else's answers as not found. */
async function copyOf(db: Database, userId: string, { kind, sourceId }: ShareToClubRequest): Promise<NewClubItem> {
  switch (kind) {
    case "session": {
      const session = await findOwnSession(db, sourceId, userId);
      const facts = deriveSessionFacts(session.blocks);
      return {
        kind,
        title: session.title,
        content: {
          kind,
          theme: session.theme,
          objectives: session.objectives,
          blocks: session.blocks,
          coverBlockId: session.coverBlockId,
        },
        ageGroup: session.ageGroup,
        level: session.level,
        phases: session.phases,
        topics: session.topics,
        intensity: session.intensity,
        totalDurationMinutes: facts.totalDurationMinutes,
        thumbnail: sessionThumbnail(session.blocks, session.coverBlockId),
        searchText: [session.theme, sessionSearchText(session)].filter(Boolean).join("\n"),
        language: session.language,
      };
    }
    case "drill": {
      const {
        id: _id,
        tags,
        createdAt: _created,
        updatedAt: _updated,
        ...drill
      } = await getDrill(db, userId, sourceId);
      return {
        kind,
        title: drill.title,
        content: { kind, drill, tags },
        topics: tags,
        intensity: drill.intensity,
        totalDurationMinutes: drill.durationMinutes,
        thumbnail: diagramThumbnail(drill.diagram),
        searchText: drillValues({ ...drill, tags }).searchText,
      };
    }
    case "tactical-drill": {
      const board = await getTacticalDrill(db, userId, sourceId);
      return {
        kind,
        title: board.title,
        content: { kind, diagram: board.diagram },
        thumbnail: diagramThumbnail(board.diagram),
      };
    }
  }
}

/**
 * Shares one of the coach's own sessions, library drills or tactical drills into the club: the club gets a
 * copy, credited to the coach, that belongs to the club from this transaction on. It stays when the coach
 * leaves the club or deletes the original, and it is never public (the global library lists only public
 * sessions).
 */
export async function shareToClub(
  db: Database,
  clubId: string,
  user: CurrentUser,
  request: ShareToClubRequest,
): Promise<ClubLibraryItem> {
  return db.transaction(async (tx) => {
    const copy = await copyOf(tx, user.id, request);
    const [row] = await tx
      .insert(clubLibraryItems)
      .values({
        // A drill or a board is in its sharer's language; a session says its own.
        language: authorsLanguage(tx, user.id),
        ...copy,
        id: randomUUID(),
        clubId,
        sharedById: user.id,
        authorName: authorNameOf(user.firstName, user.lastName),
      })
      .returning({ ...clubLibrarySummaryColumns, content: clubLibraryItems.content });
    return toClubLibraryItem(row!);
  });
}
