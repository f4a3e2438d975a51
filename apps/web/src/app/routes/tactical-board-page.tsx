import { useLingui } from "@lingui/react/macro";
import { useCurrentUser } from "../../features/auth/api/use-current-user.ts";
import { TacticalBoard } from "../../features/tactical-drills/components/tactical-board.tsx";

export default function TacticalBoardPage() {
  const { t } = useLingui();
  const { user, isLoading } = useCurrentUser();
  // The board does not wait for the current user: only the account bits do.
  return (
    <>
      <title>{t`Tactical Board – Touchline`}</title>
      <TacticalBoard isSignedIn={isLoading ? undefined : !!user} />
    </>
  );
}
