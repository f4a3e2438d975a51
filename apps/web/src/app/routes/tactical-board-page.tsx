import { useSession } from "../../features/auth/api/use-session.ts";
import { TacticalBoard } from "../../features/tactical-board/components/tactical-board.tsx";

export default function TacticalBoardPage() {
  const { user, isLoading } = useSession();
  // The board does not wait for the session: only the account bits do.
  return (
    <>
      <title>Tactical Board – Touchline</title>
      <TacticalBoard isSignedIn={isLoading ? undefined : !!user} />
    </>
  );
}
