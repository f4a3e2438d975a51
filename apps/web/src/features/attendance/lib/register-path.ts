import type { RegisterRef } from "./mark-queue.ts";

/** The register page's address for an occurrence. */
export const registerPath = ({ clubId, teamId, eventId, occurrenceStart }: RegisterRef) =>
  `/clubs/${encodeURIComponent(clubId)}/teams/${encodeURIComponent(teamId)}/register/${encodeURIComponent(
    eventId,
  )}/${encodeURIComponent(occurrenceStart)}`;
