import { countPlayers, deriveEquipment, formatEquipment } from "@touchline/diagram";
import { useEditor } from "../store/editor-store.ts";
import { PanelSection } from "./panel-section.tsx";

/** Player counts and the equipment list, worked out from the drawing so nobody types them twice. */
export function DerivedFactsPanel() {
  const diagram = useEditor((state) => state.diagram);
  const players = countPlayers(diagram);
  const equipment = formatEquipment(deriveEquipment(diagram));
  return (
    <PanelSection title="Players and equipment">
      <dl className="grid grid-cols-3 gap-2 text-center">
        <Fact label="Home" value={players.home} />
        <Fact label="Away" value={players.away} />
        <Fact label="Total" value={players.total} />
      </dl>
      <p className="text-sm text-slate-700" aria-label="Equipment list">
        {equipment || "No equipment yet."}
      </p>
    </PanelSection>
  );
}

function Fact({ label, value }: { label: string; value: number }) {
  return (
    <div className="rounded-lg bg-slate-50 p-2 ring-1 ring-slate-200">
      <dt className="text-xs text-slate-500">{label}</dt>
      <dd className="text-lg font-bold">{value}</dd>
    </div>
  );
}
