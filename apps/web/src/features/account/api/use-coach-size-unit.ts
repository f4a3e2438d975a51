import { useQuery } from "@tanstack/react-query";
import { type Account, DEFAULT_SIZE_UNIT, type SizeUnit } from "@touchline/contracts";
import { useCurrentUser } from "../../auth/index.ts";
import { api } from "../../../lib/api-client.ts";

/*
 * Apart from the other account hooks: the app shell reads the unit and the language on every page, and
 * this file is all that first load carries of the account feature.
 */

export const ACCOUNT_QUERY_KEY = ["account"] as const;

/**
 * The signed-in coach's account (asked once per visit and kept until the coach changes it): undefined until
 * it is known, and for anyone signed out.
 */
export function useStoredAccount(): Account | undefined {
  const { user } = useCurrentUser();
  const account = useQuery({
    queryKey: ACCOUNT_QUERY_KEY,
    queryFn: () => api.get("/api/account"),
    enabled: user !== null,
    staleTime: Infinity,
  });
  return user ? account.data?.account : undefined;
}

/** The unit stored in the signed-in coach's account: undefined until it is known, and for anyone signed out. */
export const useStoredSizeUnit = (): SizeUnit | undefined => useStoredAccount()?.sizeUnit;

/** The unit every drawing writes sizes in: the coach's, or metres while it loads, signed out, or unreadable. */
export function useCoachSizeUnit(): SizeUnit {
  return useStoredSizeUnit() ?? DEFAULT_SIZE_UNIT;
}
