import type { DiagramThumbnailData, SessionBlock } from "@touchline/contracts";
import { diagramThumbnail, migrateDiagram } from "@touchline/diagram";

/** The block that pictures a session: the one chosen as cover, else the first; undefined without blocks. */
export function coverBlock<B extends Pick<SessionBlock, "id">>(
  blocks: readonly B[],
  coverBlockId: string | null,
): B | undefined {
  return blocks.find((block) => block.id === coverBlockId) ?? blocks[0];
}

/**
 * The session's picture for lists: its cover block's diagram, simplified. Stored blocks may be of an
 * older diagram version (a copy of an old session), so the diagram is upgraded first.
 */
export function sessionThumbnail(
  blocks: readonly Pick<SessionBlock, "id" | "diagram">[],
  coverBlockId: string | null,
): DiagramThumbnailData | null {
  const cover = coverBlock(blocks, coverBlockId);
  return cover ? diagramThumbnail(migrateDiagram(cover.diagram)) : null;
}
