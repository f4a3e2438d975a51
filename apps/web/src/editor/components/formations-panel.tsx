import { applyFormation, FORMATION_IDS, type FormationId, type Team } from "@touchline/diagram";
import { useState } from "react";
import { Button } from "../../components/ui/button.tsx";
import { useEditorStore } from "../store/editor-store.ts";
import { SelectField } from "./panel-fields.tsx";
import { PanelSection } from "./panel-section.tsx";
import { TeamSheetPanel } from "./team-sheet-panel.tsx";

const OPTIONS = FORMATION_IDS.map((id, index) => ({ value: id, label: `${id} (key ${index + 1})` }));

/** Lines a team up in a preset shape; the number keys do the same (Shift for the away team). */
export function FormationsPanel() {
  const store = useEditorStore();
  const [choice, setChoice] = useState<Record<Team, FormationId>>({ home: "4-4-2", away: "4-3-3" });
  const apply = (team: Team) =>
    store.dispatch({
      type: "apply",
      command: (d) => applyFormation(d, { team, formation: choice[team] }),
    });
  return (
    <>
      <PanelSection title="Formations">
        {(["home", "away"] as const).map((team) => (
          // The button wraps under the choice when the panel is narrow (a drawer, a tablet): never clipped.
          <div key={team} className="flex flex-wrap items-end gap-2">
            <div className="min-w-36 flex-1">
              <SelectField
                label={team === "home" ? "Home formation" : "Away formation"}
                value={choice[team]}
                options={OPTIONS}
                onChange={(formation) => setChoice((current) => ({ ...current, [team]: formation }))}
              />
            </div>
            <Button size="sm" variant="secondary" className="shrink-0" onClick={() => apply(team)}>
              Line up {team}
            </Button>
          </div>
        ))}
      </PanelSection>
      <TeamSheetPanel />
    </>
  );
}
