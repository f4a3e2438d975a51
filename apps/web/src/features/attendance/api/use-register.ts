import { queryOptions, useQuery } from "@tanstack/react-query";
import type { SaveRegisterRequest } from "@touchline/contracts";
import { api } from "../../../lib/api-client.ts";
import type { RegisterRef } from "../lib/mark-queue.ts";

/** Below the team's key, itself below the club's: leaving the club drops its registers with the rest of it. */
export const registerKey = ({ clubId, teamId, eventId, occurrenceStart }: RegisterRef) =>
  ["clubs", clubId, "teams", teamId, "register", eventId, occurrenceStart] as const;

const registerPath = "/api/clubs/:clubId/teams/:teamId/events/:eventId/occurrences/:occurrenceStart/register";

/** One occurrence's register as the server keeps it: the squad with answers and marks. */
export const registerQuery = (ref: RegisterRef) =>
  queryOptions({
    queryKey: registerKey(ref),
    queryFn: () => api.get(registerPath, { param: ref }),
  });

export function useRegister(ref: RegisterRef, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...registerQuery(ref), enabled });
}

/** Sends marks taken on this device; the answer is the whole register as the server now keeps it. */
export const saveRegister = (ref: RegisterRef, request: SaveRegisterRequest) =>
  api.put(registerPath, { param: ref, json: request });
