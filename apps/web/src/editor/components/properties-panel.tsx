import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import {
  attachBall,
  type DiagramObject,
  detachBall,
  isArea,
  isEquipment,
  isLine,
  isPerson,
  isTeamPerson,
  type Kit,
  type ObjectPropsPatch,
  resizeObject,
  rotateObjects,
  setHidden,
  setLocked,
  setObjectProps,
  TEAM_COLOURS,
  DIAGRAM_LIMITS,
  type TeamPerson,
} from "@touchline/diagram";
import { Button } from "../../components/ui/button.tsx";
import { findAction } from "../actions/editor-actions.ts";
import { catalogueName, TEAM_COLOUR_NAMES, TEAM_NAMES } from "../canvas/catalogue-names.ts";
import { metresFrom, metresTo, unitSymbol, useSizeUnit } from "../canvas/size-labels.ts";
import type { DiagramCommand } from "../store/editor-reducer.ts";
import { shallowEqual, useEditor, useEditorStore } from "../store/editor-store.ts";
import { useActionContext, useIsActionAvailable } from "./action-context.ts";
import {
  CheckboxField,
  ColourField,
  CommitInput,
  RangeField,
  SegmentedField,
  SelectField,
  TeamColourField,
} from "./panel-fields.tsx";
import { NoSelectionProperties, PanelSection } from "./panel-section.tsx";
import { PenFields } from "./pen-fields.tsx";

/** The team colours as a select's options, named in the reader's language. */
export function teamColourOptions(i18n: I18n) {
  return TEAM_COLOURS.map((colour) => ({ value: colour.id, label: i18n._(TEAM_COLOUR_NAMES[colour.id]) }));
}

const KIT_PATTERNS: ReadonlyArray<{ value: Kit["pattern"]; label: MessageDescriptor }> = [
  { value: "plain", label: msg({ message: "Plain", context: "kit pattern" }) },
  { value: "stripes", label: msg({ message: "Stripes", context: "kit pattern" }) },
  { value: "hoops", label: msg({ message: "Hoops", context: "kit pattern" }) },
];

/** The shirt patterns as options, named in the reader's language. */
export function kitPatternOptions(i18n: I18n): ReadonlyArray<{ value: Kit["pattern"]; label: string }> {
  return KIT_PATTERNS.map((pattern) => ({ value: pattern.value, label: i18n._(pattern.label) }));
}

/** A person's kit, or the plain shirt they wear without one; the second colour contrasts with the main one. */
export function kitOf(person: Pick<TeamPerson, "colour" | "kit">): Kit {
  return person.kit ?? { pattern: "plain", secondColour: person.colour === "white" ? "black" : "white" };
}
const round = (value: number, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;

/** The panel shows no position, so objects equal but for x and y count as the same: a drag does not re-render it. */
function sameApartFromPosition(a: DiagramObject, b: DiagramObject): boolean {
  if (a === b) return true;
  const keys = Object.keys(a) as Array<keyof DiagramObject>;
  return (
    keys.length === Object.keys(b).length &&
    keys.every((key) => key === "x" || key === "y" || Object.is(a[key], b[key]))
  );
}

const sameSelection = (a: readonly DiagramObject[], b: readonly DiagramObject[]) =>
  a.length === b.length && a.every((object, index) => sameApartFromPosition(object, b[index]!));

/** Edits the selected object's properties; every change is an undoable diagram command. */
export function PropertiesPanel() {
  const { t, i18n } = useLingui();
  const store = useEditorStore();
  const context = useActionContext();
  // Only the selected objects, and not their positions: moving anything must not re-render the panel.
  const selected = useEditor(
    (state) => state.ui.selection.flatMap((id) => (state.diagram.objects[id] ? [state.diagram.objects[id]] : [])),
    sameSelection,
  );
  const frameIndex = useEditor((state) => state.ui.frameIndex);
  const canDuplicate = useIsActionAvailable("duplicate");
  const canDelete = useIsActionAvailable("delete");
  const canAttachBall = useIsActionAvailable("attach-ball");

  const record = (command: DiagramCommand) => {
    try {
      store.dispatch({ type: "apply", command });
    } catch {
      // The inputs keep values in range; a value the model still refuses simply does not apply.
    }
  };
  const slide = (command: DiagramCommand) => {
    store.dispatch({ type: "beginGesture" });
    store.dispatch({ type: "updateGesture", command });
  };
  const commitSlide = () => store.dispatch({ type: "commitGesture" });
  const setProps = (object: DiagramObject, props: ObjectPropsPatch) =>
    record((d) => setObjectProps(d, { ids: [object.id], props }));

  if (selected.length === 0) return <NoSelectionProperties />;

  const ids = selected.map((object) => object.id);
  const isAllLocked = selected.every((object) => object.locked);
  const isAllHidden = selected.every((object) => object.hidden);
  const common = (
    <div className="flex flex-col gap-2">
      <CheckboxField
        label={t`Locked`}
        checked={isAllLocked}
        onChange={(locked) => record((d) => setLocked(d, { ids, locked }))}
      />
      <CheckboxField
        label={t`Hidden`}
        checked={isAllHidden}
        onChange={(hidden) => record((d) => setHidden(d, { ids, hidden }))}
      />
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          variant="secondary"
          disabled={!canDuplicate}
          onClick={() => findAction("duplicate").perform(context)}
        >
          <Trans>Duplicate</Trans>
        </Button>
        <Button size="sm" variant="danger" disabled={!canDelete} onClick={() => findAction("delete").perform(context)}>
          <Trans>Delete</Trans>
        </Button>
        {canAttachBall ? (
          <Button size="sm" variant="secondary" onClick={() => findAction("attach-ball").perform(context)}>
            <Trans>Attach ball to player</Trans>
          </Button>
        ) : null}
      </div>
    </div>
  );

  if (selected.length > 1) {
    const count = selected.length;
    return (
      <PanelSection title={t({ message: "Properties", context: "editor panel" })}>
        <p className="text-sm text-slate-600">
          <Plural value={count} one="# object selected." other="# objects selected." />
        </p>
        {common}
      </PanelSection>
    );
  }

  const object = selected[0]!;
  const kind = catalogueName(i18n, object.kind);
  return (
    <PanelSection title={t`Properties: ${kind}`}>
      <KindFields object={object} setProps={setProps} record={record} slide={slide} commitSlide={commitSlide} />
      {!isLine(object) ? (
        <CommitInput
          label={t`Rotation (degrees)`}
          type="number"
          min={0}
          max={359}
          value={String(round(object.rotation, 0))}
          onCommit={(value) => record((d) => rotateObjects(d, { ids, to: Number(value) || 0, frameIndex }))}
        />
      ) : null}
      {common}
    </PanelSection>
  );
}

interface KindFieldsProps {
  object: DiagramObject;
  setProps(object: DiagramObject, props: ObjectPropsPatch): void;
  record(command: DiagramCommand): void;
  slide(command: DiagramCommand): void;
  commitSlide(): void;
}

function KindFields({ object, setProps, record, slide, commitSlide }: KindFieldsProps) {
  const { t, i18n } = useLingui();
  const sizeUnit = useSizeUnit();
  const symbol = unitSymbol(sizeUnit);
  const percent = (value: number) => i18n.number(Math.round(value * 100) / 100, { style: "percent" });
  const metres = (value: number) => `${i18n.number(round(value, 2))} m`;
  if (isPerson(object)) {
    return (
      <>
        {isTeamPerson(object) ? (
          <SelectField
            label={t`Team`}
            value={object.team}
            options={[
              { value: "home", label: i18n._(TEAM_NAMES.home) },
              { value: "away", label: i18n._(TEAM_NAMES.away) },
            ]}
            onChange={(team) => setProps(object, { team })}
          />
        ) : null}
        <SelectField
          label={t`Colour`}
          value={object.colour}
          options={teamColourOptions(i18n)}
          onChange={(colour) => setProps(object, { colour })}
        />
        <CommitInput
          label={t`Number or label`}
          value={object.label}
          maxLength={3}
          onCommit={(label) => setProps(object, { label })}
        />
        {isTeamPerson(object) ? <TeamPersonFields person={object} setProps={setProps} /> : null}
        <CheckboxField
          label={t`Show facing direction`}
          checked={object.hasFacing}
          onChange={(hasFacing) => setProps(object, { hasFacing })}
        />
      </>
    );
  }
  if (isEquipment(object)) {
    return (
      <>
        <ColourField label={t`Colour`} value={object.colour} onChange={(colour) => setProps(object, { colour })} />
        <RangeField
          label={t({ message: "Size", context: "how large a piece of equipment is drawn" })}
          value={object.scale}
          min={0.25}
          max={4}
          step={0.05}
          format={percent}
          onChange={(scale) => slide((d) => setObjectProps(d, { ids: [object.id], props: { scale } }))}
          onCommit={commitSlide}
        />
        {object.kind === "ball" ? (
          <BallCarrierField ballId={object.id} carrierId={object.attachedTo} record={record} />
        ) : null}
      </>
    );
  }
  if (isLine(object)) {
    return (
      <>
        <ColourField label={t`Colour`} value={object.colour} onChange={(colour) => setProps(object, { colour })} />
        <RangeField
          label={t`Thickness`}
          value={object.width}
          min={0.05}
          max={1.5}
          step={0.05}
          format={metres}
          onChange={(width) => slide((d) => setObjectProps(d, { ids: [object.id], props: { width } }))}
          onCommit={commitSlide}
        />
        <CheckboxField
          label={t`Arrow at the start`}
          checked={object.arrowStart}
          onChange={(arrowStart) => setProps(object, { arrowStart })}
        />
        <CheckboxField
          label={t`Arrow at the end`}
          checked={object.arrowEnd}
          onChange={(arrowEnd) => setProps(object, { arrowEnd })}
        />
        {object.control ? (
          <Button size="sm" variant="secondary" onClick={() => setProps(object, { control: undefined })}>
            <Trans>Straighten</Trans>
          </Button>
        ) : (
          <p className="text-xs text-slate-500">
            <Trans>Drag the middle handle to bend the line.</Trans>
          </p>
        )}
      </>
    );
  }
  if (isArea(object)) {
    return (
      <>
        <ColourField label={t`Fill colour`} value={object.fill} onChange={(fill) => setProps(object, { fill })} />
        <RangeField
          label={t`Fill opacity`}
          value={object.fillOpacity}
          min={0}
          max={1}
          step={0.05}
          format={percent}
          onChange={(fillOpacity) => slide((d) => setObjectProps(d, { ids: [object.id], props: { fillOpacity } }))}
          onCommit={commitSlide}
        />
        <SelectField
          label={t`Border`}
          value={object.border}
          options={[
            { value: "solid", label: t({ message: "Solid", context: "border style" }) },
            { value: "dashed", label: t({ message: "Dashed", context: "border style" }) },
            { value: "none", label: t({ message: "None", context: "border style" }) },
          ]}
          onChange={(border) => setProps(object, { border })}
        />
        <ColourField
          label={t`Border colour`}
          value={object.stroke}
          onChange={(stroke) => setProps(object, { stroke })}
        />
        {object.kind !== "polygon" ? (
          <>
            <div className="grid grid-cols-2 gap-2">
              <CommitInput
                label={t`Width (${symbol})`}
                type="number"
                min={round(metresTo(sizeUnit, 0.1))}
                max={round(metresTo(sizeUnit, 500))}
                step={0.5}
                value={String(round(metresTo(sizeUnit, object.width)))}
                onCommit={(value) =>
                  record((d) =>
                    resizeObject(d, {
                      id: object.id,
                      width: metresFrom(sizeUnit, Number(value)) || object.width,
                      height: object.height,
                    }),
                  )
                }
              />
              <CommitInput
                label={t`Height (${symbol})`}
                type="number"
                min={round(metresTo(sizeUnit, 0.1))}
                max={round(metresTo(sizeUnit, 500))}
                step={0.5}
                value={String(round(metresTo(sizeUnit, object.height)))}
                onCommit={(value) =>
                  record((d) =>
                    resizeObject(d, {
                      id: object.id,
                      width: object.width,
                      height: metresFrom(sizeUnit, Number(value)) || object.height,
                    }),
                  )
                }
              />
            </div>
            <CheckboxField
              label={t`Show size`}
              checked={object.showSize === true}
              onChange={(showSize) => setProps(object, { showSize })}
            />
          </>
        ) : null}
      </>
    );
  }
  if (object.kind === "text") {
    return (
      <>
        <CommitInput
          label={t({ message: "Text", context: "the words of a text label" })}
          value={object.text}
          maxLength={200}
          onCommit={(text) => setProps(object, { text })}
        />
        <CommitInput
          label={t`Text size (m)`}
          type="number"
          min={0.3}
          max={20}
          step={0.1}
          value={String(object.fontSize)}
          onCommit={(value) => setProps(object, { fontSize: Number(value) || object.fontSize })}
        />
        <ColourField label={t`Colour`} value={object.colour} onChange={(colour) => setProps(object, { colour })} />
      </>
    );
  }
  if (object.kind === "marker") {
    return (
      <>
        <CommitInput
          label={t`Step number`}
          type="number"
          min={1}
          max={99}
          value={String(object.number)}
          onCommit={(value) => setProps(object, { number: Math.min(99, Math.max(1, Math.round(Number(value) || 1))) })}
        />
        <ColourField label={t`Colour`} value={object.colour} onChange={(colour) => setProps(object, { colour })} />
      </>
    );
  }
  if (object.kind === "pen")
    return <PenFields object={object} setProps={setProps} slide={slide} commitSlide={commitSlide} />;
  return null;
}

/** A player's or goalkeeper's name and shirt pattern; each change is one undo step. */
function TeamPersonFields({
  person,
  setProps,
}: {
  person: TeamPerson;
  setProps(object: DiagramObject, props: ObjectPropsPatch): void;
}) {
  const { t, i18n } = useLingui();
  const kit = kitOf(person);
  return (
    <>
      <CommitInput
        label={t({ message: "Name", context: "a player's name" })}
        value={person.name ?? ""}
        maxLength={DIAGRAM_LIMITS.maxNameLength}
        onCommit={(name) => setProps(person, { name: name.trim() || undefined })}
      />
      <SegmentedField
        label={t`Kit pattern`}
        value={kit.pattern}
        options={kitPatternOptions(i18n)}
        onChange={(pattern) => setProps(person, { kit: { ...kit, pattern } })}
      />
      {kit.pattern !== "plain" ? (
        <TeamColourField
          label={t`Second colour`}
          value={kit.secondColour}
          onChange={(secondColour) => setProps(person, { kit: { ...kit, secondColour } })}
        />
      ) : null}
    </>
  );
}

function BallCarrierField({
  ballId,
  carrierId,
  record,
}: {
  ballId: string;
  carrierId: string | undefined;
  record(command: DiagramCommand): void;
}) {
  const { t, i18n } = useLingui();
  const people = useEditor((state) => Object.values(state.diagram.objects).filter(isPerson), shallowEqual);
  return (
    <SelectField
      label={t`Carried by`}
      value={carrierId ?? ""}
      options={[
        { value: "", label: t`Nobody (loose ball)` },
        ...people.map((person) => ({
          value: person.id,
          label: `${catalogueName(i18n, person.kind)} ${person.label}`.trim(),
        })),
      ]}
      onChange={(carrier) =>
        record((d) => (carrier ? attachBall(d, { ballId, carrierId: carrier }) : detachBall(d, { ballId })))
      }
    />
  );
}
