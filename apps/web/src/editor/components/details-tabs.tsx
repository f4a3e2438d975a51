import type { DetailsTabName } from "./details-panel.tsx";
import { DerivedFactsPanel } from "./derived-facts-panel.tsx";
import { FormationsPanel } from "./formations-panel.tsx";
import { LayersPanel } from "./layers-panel.tsx";
import { PitchSettingsPanel } from "./pitch-settings-panel.tsx";
import { PropertiesPanel } from "./properties-panel.tsx";

/** What a tab of the details panel shows: loaded after the editor's first paint (see DetailsPanel). */
export function DetailsTab({ tab }: { tab: DetailsTabName }) {
  switch (tab) {
    case "properties":
      return <PropertiesPanel />;
    case "pitch":
      return <PitchSettingsPanel />;
    case "layers":
      return <LayersPanel />;
    case "team-sheet":
      return (
        <>
          <DerivedFactsPanel />
          <FormationsPanel />
        </>
      );
  }
}
