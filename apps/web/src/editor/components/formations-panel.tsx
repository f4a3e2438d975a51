import { Trans, useLingui } from "@lingui/react/macro";
import { applyFormation, FORMATION_IDS, type FormationId, type Team } from "@touchline/diagram";
import { useState } from "react";
import { Button } from "../../components/ui/button.tsx";
import { useEditorStore } from "../store/editor-store.ts";
import { SelectField } from "./panel-fields.tsx";
import { PanelSection } from "./panel-section.tsx";
import { TeamSheetPanel } from "./team-sheet-panel.tsx";

/** Lines a team up in a preset shape; the number keys do the same (Shift for the away team). */
export function FormationsPanel() {
  const { t } = useLingui();
  const store = useEditorStore();
  const options = FORMATION_IDS.map((formation, index) => {
    const key = index + 1;
    return { value: formation, label: t`${formation} (key ${key})` };
  });
  const [choice, setChoice] = useState<Record<Team, FormationId>>({ home: "4-4-2", away: "4-3-3" });
  const apply = (team: Team) =>
    store.dispatch({
      type: "apply",
      command: (d) => applyFormation(d, { team, formation: choice[team] }),
    });
  return (
    <>
      <PanelSection title={t`Formations`}>
        {(["home", "away"] as const).map((team) => (
          // The button wraps under the choice when the panel is narrow (a drawer, a tablet): never clipped.
          <div key={team} className="flex flex-wrap items-end gap-2">
            <div className="min-w-36 flex-1">
              <SelectField
                label={team === "home" ? t`Home formation` : t`Away formation`}
                value={choice[team]}
                options={options}
                onChange={(formation) => setChoice((current) => ({ ...current, [team]: formation }))}
              />
            </div>
            <Button size="sm" variant="secondary" className="shrink-0" onClick={() => apply(team)}>
              {team === "home" ? <Trans>Line up home</Trans> : <Trans>Line up away</Trans>}
            </Button>
          </div>
        ))}
      </PanelSection>
      <TeamSheetPanel />
    </>
  );
}
