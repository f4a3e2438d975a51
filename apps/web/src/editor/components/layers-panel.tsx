import { Trans, useLingui } from "@lingui/react/macro";
import { objectsInOrder, reorderObjects, setHidden, setLocked } from "@touchline/diagram";
import { cn } from "../../lib/cn.ts";
import { describeObject } from "../canvas/describe-object.ts";
import type { DiagramCommand } from "../store/editor-reducer.ts";
import { useEditor, useEditorStore } from "../store/editor-store.ts";
import { PanelSection } from "./panel-section.tsx";
import { EditorIcon } from "./editor-icons.tsx";

/** Every object, front first: select, hide, lock and move up or down the stack. */
export function LayersPanel() {
  const { t, i18n } = useLingui();
  const store = useEditorStore();
  const diagram = useEditor((state) => state.diagram);
  const selection = useEditor((state) => state.ui.selection);
  const record = (command: DiagramCommand) => store.dispatch({ type: "apply", command });
  const objects = objectsInOrder(diagram).reverse();
  if (objects.length === 0) {
    return (
      <PanelSection title={t({ message: "Layers", context: "editor panel" })}>
        <p className="text-sm text-slate-500">
          <Trans>Nothing on the pitch yet.</Trans>
        </p>
      </PanelSection>
    );
  }
  return (
    <PanelSection title={t({ message: "Layers", context: "editor panel" })}>
      <ul className="flex max-h-80 flex-col gap-1 overflow-y-auto" aria-label={t`Objects, front first`}>
        {objects.map((object) => {
          const name = describeObject(i18n, object);
          const isSelected = selection.includes(object.id);
          return (
            <li
              key={object.id}
              className={cn("flex items-center gap-1 rounded-md px-1", isSelected && "bg-sky-50 ring-1 ring-sky-300")}
            >
              <button
                type="button"
                className={cn(
                  "min-h-9 flex-1 truncate text-left text-sm pointer-coarse:min-h-11",
                  object.hidden && "text-slate-500 line-through",
                )}
                aria-pressed={isSelected}
                onClick={() => store.dispatch({ type: "setUi", patch: { selection: [object.id] } })}
              >
                {name}
              </button>
              <IconToggle
                label={object.hidden ? t`Show ${name}` : t`Hide ${name}`}
                isOn={object.hidden}
                onClick={() => record((d) => setHidden(d, { ids: [object.id], hidden: !object.hidden }))}
              >
                {object.hidden ? "◌" : "◉"}
              </IconToggle>
              <IconToggle
                label={object.locked ? t`Unlock ${name}` : t`Lock ${name}`}
                isOn={object.locked}
                onClick={() => record((d) => setLocked(d, { ids: [object.id], locked: !object.locked }))}
              >
                <EditorIcon name={object.locked ? "lock" : "unlock"} />
              </IconToggle>
              <IconToggle
                label={t`Move ${name} up`}
                isOn={false}
                onClick={() => record((d) => reorderObjects(d, { ids: [object.id], to: "forward" }))}
              >
                ↑
              </IconToggle>
              <IconToggle
                label={t`Move ${name} down`}
                isOn={false}
                onClick={() => record((d) => reorderObjects(d, { ids: [object.id], to: "backward" }))}
              >
                ↓
              </IconToggle>
            </li>
          );
        })}
      </ul>
    </PanelSection>
  );
}

function IconToggle({
  label,
  isOn,
  onClick,
  children,
}: {
  label: string;
  isOn: boolean;
  onClick(): void;
  children: React.ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-pressed={isOn}
      onClick={onClick}
      className="flex size-9 items-center justify-center rounded-md text-sm text-slate-600 hover:bg-slate-100 pointer-coarse:size-11"
    >
      <span aria-hidden="true">{children}</span>
    </button>
  );
}
