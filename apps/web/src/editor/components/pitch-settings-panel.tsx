import { type Pitch, PITCH_TEMPLATES, PITCH_TEMPLATE_IDS, setPitch } from "@touchline/diagram";
import { useEditor, useEditorStore } from "../store/editor-store.ts";
import { CheckboxField, CommitInput, PanelSection, SelectField } from "./panel-fields.tsx";

const TEMPLATE_OPTIONS = PITCH_TEMPLATE_IDS.map((id) => ({ value: id, label: PITCH_TEMPLATES[id].label }));

export function PitchSettingsPanel() {
  const store = useEditorStore();
  const pitch = useEditor((state) => state.diagram.pitch);
  const update = (patch: Partial<Pitch>) => {
    try {
      store.dispatch({ type: "apply", command: (d) => setPitch(d, patch) });
    } catch {
      // Sizes outside the model's range are refused; the inputs show the limits.
    }
  };
  const size = (value: string, fallback: number) => {
    const metres = Number(value);
    return Number.isFinite(metres) && metres > 0 ? metres : fallback;
  };
  return (
    <PanelSection title="Pitch">
      <SelectField
        label="Template"
        value={pitch.template}
        options={TEMPLATE_OPTIONS}
        onChange={(template) => {
          const { length, width, showGrid, gridSize } = PITCH_TEMPLATES[template];
          update(template === "custom" ? { template } : { template, length, width, showGrid, gridSize });
        }}
      />
      <div className="grid grid-cols-2 gap-2">
        <CommitInput
          label="Length (m)"
          type="number"
          min={5}
          max={120}
          value={String(pitch.length)}
          onCommit={(v) => update({ template: "custom", length: size(v, pitch.length) })}
        />
        <CommitInput
          label="Width (m)"
          type="number"
          min={5}
          max={90}
          value={String(pitch.width)}
          onCommit={(v) => update({ template: "custom", width: size(v, pitch.width) })}
        />
      </div>
      <SelectField
        label="Orientation"
        value={pitch.orientation}
        options={[
          { value: "horizontal", label: "Horizontal" },
          { value: "vertical", label: "Vertical" },
        ]}
        onChange={(orientation) => update({ orientation })}
      />
      <SelectField
        label="Surface"
        value={pitch.surface}
        options={[
          { value: "striped", label: "Striped grass" },
          { value: "plain", label: "Plain grass" },
          { value: "print", label: "Print (white)" },
        ]}
        onChange={(surface) => update({ surface })}
      />
      <CheckboxField label="Show grid" checked={pitch.showGrid} onChange={(showGrid) => update({ showGrid })} />
      <CommitInput
        label="Grid size (m)"
        type="number"
        min={0.5}
        max={50}
        step={0.5}
        value={String(pitch.gridSize)}
        onCommit={(v) => update({ gridSize: size(v, pitch.gridSize) })}
      />
    </PanelSection>
  );
}
