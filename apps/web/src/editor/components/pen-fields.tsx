import { useLingui } from "@lingui/react/macro";
import { type ObjectOfKind, type ObjectPropsPatch, setObjectProps } from "@touchline/diagram";
import type { DiagramCommand } from "../store/editor-reducer.ts";
import { ColourField, RangeField } from "./panel-fields.tsx";

/** The thinnest and thickest pen marks the schema allows, in metres. */
const PEN_WIDTH = { min: 0.05, max: 3, step: 0.05 };

/** A pen mark's colour and thickness in the properties panel; a slide of the thickness is one undo step. */
export function PenFields({
  object,
  setProps,
  slide,
  commitSlide,
}: {
  object: ObjectOfKind<"pen">;
  setProps(object: ObjectOfKind<"pen">, props: ObjectPropsPatch): void;
  slide(command: DiagramCommand): void;
  commitSlide(): void;
}) {
  const { t, i18n } = useLingui();
  return (
    <>
      <ColourField label={t`Colour`} value={object.colour} onChange={(colour) => setProps(object, { colour })} />
      <RangeField
        label={t`Thickness`}
        value={object.width}
        min={PEN_WIDTH.min}
        max={PEN_WIDTH.max}
        step={PEN_WIDTH.step}
        format={(value) => `${i18n.number(Math.round(value * 100) / 100)} m`}
        onChange={(width) => slide((d) => setObjectProps(d, { ids: [object.id], props: { width } }))}
        onCommit={commitSlide}
      />
    </>
  );
}
