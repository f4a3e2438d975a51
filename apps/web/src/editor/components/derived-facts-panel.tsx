import { useLingui } from "@lingui/react/macro";
import { countPlayers, deriveEquipment } from "@touchline/diagram";
import { formatEquipmentList, TEAM_NAMES } from "../canvas/catalogue-names.ts";
import { useEditor } from "../store/editor-store.ts";
import { PanelSection } from "./panel-section.tsx";

/** Player counts and the equipment list, worked out from the drawing so nobody types them twice. */
export function DerivedFactsPanel() {
  const { t, i18n } = useLingui();
  const diagram = useEditor((state) => state.diagram);
  const players = countPlayers(diagram);
  const equipment = formatEquipmentList(i18n, deriveEquipment(diagram));
  return (
    <PanelSection title={t`Players and equipment`}>
      <dl className="grid grid-cols-3 gap-2 text-center">
        <Fact label={i18n._(TEAM_NAMES.home)} value={players.home} />
        <Fact label={i18n._(TEAM_NAMES.away)} value={players.away} />
        <Fact label={t({ message: "Total", context: "players of both teams" })} value={players.total} />
      </dl>
      <p className="text-sm text-slate-700" aria-label={t`Equipment list`}>
        {equipment || t`No equipment yet.`}
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
