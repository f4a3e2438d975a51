import { useParams } from "react-router";
import { SquadNamesProvider } from "../../features/squads/index.ts";
import { TacticalDrillEditor } from "../../features/tactical-drills/components/tactical-drill-editor.tsx";
import NotFoundPage from "./not-found-page.tsx";

export default function TacticalDrillPage() {
  const { id = "" } = useParams();
  return (
    // A saved tactical drill is a signed-in coach's: its team sheet may name a team from one of their squads.
    <SquadNamesProvider>
      <TacticalDrillEditor id={id} notFound={<NotFoundPage />} />
    </SquadNamesProvider>
  );
}
