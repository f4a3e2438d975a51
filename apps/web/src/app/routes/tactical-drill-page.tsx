import { useParams } from "react-router";
import { TacticalDrillEditor } from "../../features/tactical-drills/components/tactical-drill-editor.tsx";
import NotFoundPage from "./not-found-page.tsx";

export default function TacticalDrillPage() {
  const { id = "" } = useParams();
  return <TacticalDrillEditor id={id} notFound={<NotFoundPage />} />;
}
