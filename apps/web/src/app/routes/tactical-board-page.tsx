import { PageSpinner } from "../../components/ui/spinner.tsx";
import { useSession } from "../../features/auth/api/use-session.ts";
import { TacticalBoard } from "../../features/tactical-board/components/tactical-board.tsx";

export default function TacticalBoardPage() {
  const { user, isLoading } = useSession();
  if (isLoading) return <PageSpinner />;
  return (
    <>
      <title>Tactical Board – Touchline</title>
      <TacticalBoard isSignedIn={!!user} />
    </>
  );
}
