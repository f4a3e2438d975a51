import { useLingui } from "@lingui/react/macro";
import type { Diagram } from "@touchline/diagram";
import { useRef, useState } from "react";
import { toast } from "../../components/ui/toast-store.ts";
import { AnimationExport } from "./animation-export-button.tsx";
import { type MenuEntry, ToolbarMenu } from "./toolbar-menu.tsx";
import { useSizeUnit } from "../canvas/size-labels.ts";
import { committedDiagram, type EditorStore } from "../store/editor-store.ts";

type Exporter = typeof import("../export/export-diagram.ts");

// The export code (SVG serialisation, PNG rasterising) loads only when a coach exports or imports.
const loadExporter = (): Promise<Exporter> => import("../export/export-diagram.ts");

/**
 * The editor header's Export menu: the board as PNG, SVG or JSON, its animation as a GIF or video, a JSON
 * file loaded into it (a fresh undo history), and what the page adds (`moreEntries`: New board). Each item
 * says in full what it does.
 */
export function ExportMenu({
  store,
  title,
  moreEntries = [],
  canImport = true,
  animationLabel,
}: {
  store: EditorStore;
  title: string;
  moreEntries?: readonly MenuEntry[];
  /** Whether the menu offers Import JSON (a drawing of the session builder's does not: no file of its own). */
  canImport?: boolean;
  animationLabel?: string;
}) {
  const { t } = useLingui();
  const getDiagram = () => committedDiagram(store.getState());
  const sizeUnit = useSizeUnit();
  const fileInput = useRef<HTMLInputElement>(null);
  const [isBusy, setIsBusy] = useState(false);
  const [animated, setAnimated] = useState<Diagram | null>(null);

  const run = async (task: (exporter: Exporter) => Promise<void> | void) => {
    setIsBusy(true);
    try {
      await task(await loadExporter());
    } catch (error) {
      toast({
        title: t`Export failed`,
        description: error instanceof Error ? error.message : t`Please try again.`,
        variant: "destructive",
      });
    } finally {
      setIsBusy(false);
    }
  };

  const entries: (MenuEntry | "separator")[] = [
    {
      label: t`Export PNG`,
      icon: "export",
      disabled: isBusy,
      onSelect: () => void run((e) => e.exportPng(getDiagram(), title, sizeUnit)),
    },
    {
      label: t`Export SVG`,
      icon: "export",
      disabled: isBusy,
      onSelect: () => void run((e) => e.exportSvg(getDiagram(), title, sizeUnit)),
    },
    {
      label: t`Export JSON`,
      icon: "export",
      disabled: isBusy,
      onSelect: () => void run((e) => e.exportJson(getDiagram(), title)),
    },
    {
      label: animationLabel ?? t`Export video or GIF`,
      icon: "play",
      disabled: isBusy,
      onSelect: () => setAnimated(getDiagram()),
    },
  ];
  if (canImport || moreEntries.length > 0) entries.push("separator");
  if (canImport)
    entries.push({
      label: t`Import JSON`,
      disabled: isBusy,
      // After the menu has closed and given focus back, or the file chooser's return would land nowhere.
      onSelect: () => requestAnimationFrame(() => fileInput.current?.click()),
    });
  entries.push(...moreEntries);

  return (
    <>
      <ToolbarMenu
        label={t({ message: "Export", context: "menu of exports" })}
        text={t({ message: "Export", context: "menu of exports" })}
        icon="export"
        entries={entries}
      />
      {animated ? <AnimationExport diagram={animated} title={title} onClose={() => setAnimated(null)} /> : null}
      {canImport ? (
        <input
          ref={fileInput}
          type="file"
          accept="application/json,.json"
          aria-label={t`Import a diagram file`}
          className="sr-only"
          tabIndex={-1}
          onChange={async (event) => {
            const file = event.target.files?.[0];
            event.target.value = "";
            if (!file) return;
            const result = await (await loadExporter()).importDiagramFile(file);
            if (!result.ok) {
              toast({ title: t`Import failed`, description: result.error, variant: "destructive" });
              return;
            }
            store.dispatch({ type: "load", diagram: result.diagram });
            const fileName = file.name;
            toast({
              title: t`Board imported`,
              description: t`${fileName} is on the pitch. Undo history starts afresh.`,
            });
          }}
        />
      ) : null}
    </>
  );
}
