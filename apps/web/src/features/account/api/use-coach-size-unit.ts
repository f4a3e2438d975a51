import { useQuery } from "@tanstack/react-query";
import type { SizeUnit } from "@touchline/contracts";
import { useSession } from "../../auth/index.ts";
import { api } from "../../../lib/api-client.ts";

/*
 * Apart from the other account hooks: the app shell reads the unit on every page, and this file is all
 * that first load carries of the account feature.
 */

export const ACCOUNT_QUERY_KEY = ["account"] as const;

/**
 * The unit the signed-in coach reads sizes in, from the account (asked once per visit and kept until
 * the coach changes it); metres while it loads, for anyone signed out, and if it cannot be read.
 */
export function useCoachSizeUnit(): SizeUnit {
  const { user } = useSession();
  const account = useQuery({
    queryKey: ACCOUNT_QUERY_KEY,
    queryFn: () => api.get("/api/account"),
    enabled: user !== null,
    staleTime: Infinity,
  });
  return (user && account.data?.account.sizeUnit) || "metres";
}
