import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import {
  type Pitch,
  PITCH_TEMPLATES,
  PITCH_TEMPLATE_IDS,
  setPitch,
  setTokenSize,
  type TokenSize,
} from "@touchline/diagram";
import { PITCH_TEMPLATE_NAMES } from "../canvas/catalogue-names.ts";
import { metresFrom, metresTo, unitSymbol, useSizeUnit } from "../canvas/size-labels.ts";
import { useEditor, useEditorStore } from "../store/editor-store.ts";
import { CheckboxField, CommitInput, SegmentedField, SelectField } from "./panel-fields.tsx";
import { PanelSection } from "./panel-section.tsx";

/** A size in the coach's unit to a tenth, as the fields show it. */
const tenths = (value: number) => Math.round(value * 10) / 10;

const TOKEN_SIZES: ReadonlyArray<{ value: TokenSize; label: MessageDescriptor }> = [
  { value: "small", label: msg({ message: "Small", context: "token size" }) },
  { value: "medium", label: msg({ message: "Medium", context: "token size" }) },
  { value: "large", label: msg({ message: "Large", context: "token size" }) },
];

export function PitchSettingsPanel() {
  const { t, i18n } = useLingui();
  const store = useEditorStore();
  const pitch = useEditor((state) => state.diagram.pitch);
  const tokenSize = useEditor((state) => state.diagram.tokenSize);
  const update = (patch: Partial<Pitch>) => {
    try {
      store.dispatch({ type: "apply", command: (d) => setPitch(d, patch) });
    } catch {
      // Sizes outside the model's range are refused; the inputs show the limits.
    }
  };
  const unit = useSizeUnit();
  const symbol = unitSymbol(unit);
  // The fields speak the coach's unit; the diagram keeps metres.
  const shown = (metres: number) => String(tenths(metresTo(unit, metres)));
  const size = (value: string, fallback: number) => {
    const typed = Number(value);
    return Number.isFinite(typed) && typed > 0 ? metresFrom(unit, typed) : fallback;
  };
  return (
    <PanelSection title={t({ message: "Pitch", context: "editor panel" })}>
      <SelectField
        label={t({ message: "Template", context: "pitch template" })}
        value={pitch.template}
        options={PITCH_TEMPLATE_IDS.map((id) => ({ value: id, label: i18n._(PITCH_TEMPLATE_NAMES[id]) }))}
        onChange={(template) => {
          const { length, width, showGrid, gridSize } = PITCH_TEMPLATES[template];
          update(template === "custom" ? { template } : { template, length, width, showGrid, gridSize });
        }}
      />
      <div className="grid grid-cols-2 gap-2">
        <CommitInput
          label={t`Length (${symbol})`}
          type="number"
          min={Math.ceil(metresTo(unit, 5))}
          max={Math.floor(metresTo(unit, 120))}
          value={shown(pitch.length)}
          onCommit={(v) => update({ template: "custom", length: size(v, pitch.length) })}
        />
        <CommitInput
          label={t`Width (${symbol})`}
          type="number"
          min={Math.ceil(metresTo(unit, 5))}
          max={Math.floor(metresTo(unit, 90))}
          value={shown(pitch.width)}
          onCommit={(v) => update({ template: "custom", width: size(v, pitch.width) })}
        />
      </div>
      <SelectField
        label={t`Orientation`}
        value={pitch.orientation}
        options={[
          { value: "horizontal", label: t({ message: "Horizontal", context: "pitch orientation" }) },
          { value: "vertical", label: t({ message: "Vertical", context: "pitch orientation" }) },
        ]}
        onChange={(orientation) => update({ orientation })}
      />
      <SelectField
        label={t`Surface`}
        value={pitch.surface}
        options={[
          { value: "striped", label: t`Striped grass` },
          { value: "plain", label: t`Plain grass` },
          { value: "print", label: t`Print (white)` },
        ]}
        onChange={(surface) => update({ surface })}
      />
      {/* How large players, balls and equipment are drawn: kept with the drawing, used by every export. */}
      <SegmentedField
        label={t`Token size`}
        value={tokenSize}
        options={TOKEN_SIZES.map((option) => ({ value: option.value, label: i18n._(option.label) }))}
        onChange={(size) => store.dispatch({ type: "apply", command: (d) => setTokenSize(d, size) })}
      />
      <CheckboxField
        label={t`Show pitch size`}
        checked={pitch.showSize === true}
        onChange={(showSize) => update({ showSize })}
      />
      <CheckboxField label={t`Show grid`} checked={pitch.showGrid} onChange={(showGrid) => update({ showGrid })} />
      <CommitInput
        label={t`Grid size (${symbol})`}
        type="number"
        min={0.5}
        max={Math.floor(metresTo(unit, 50))}
        step={0.5}
        value={shown(pitch.gridSize)}
        onCommit={(v) => update({ gridSize: size(v, pitch.gridSize) })}
      />
    </PanelSection>
  );
}
