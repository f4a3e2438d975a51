import { useRef, useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { toast } from "../../../components/ui/toast-store.ts";
import { AnimationExportButton } from "../../../editor/components/animation-export-button.tsx";
import { useSizeUnit } from "../../../editor/canvas/size-labels.ts";
import { committedDiagram, type EditorStore } from "../../../editor/store/editor-store.ts";

type Exporter = typeof import("../../../editor/export/export-diagram.ts");

// The export code (SVG serialisation, PNG rasterising) loads only when a coach exports or imports.
const loadExporter = (): Promise<Exporter> => import("../../../editor/export/export-diagram.ts");

/** Export the board's store as PNG, SVG, JSON or its animation as a GIF or video, and load a JSON file into it (a fresh undo history). */
export function BoardFileActions({ store, title }: { store: EditorStore; title: string }) {
  const getDiagram = () => committedDiagram(store.getState());
  const sizeUnit = useSizeUnit();
  const fileInput = useRef<HTMLInputElement>(null);
  const [isBusy, setIsBusy] = useState(false);

  const run = async (task: (exporter: Exporter) => Promise<void> | void) => {
    setIsBusy(true);
    try {
      await task(await loadExporter());
    } catch (error) {
      toast({
        title: "Export failed",
        description: error instanceof Error ? error.message : "Please try again.",
        variant: "destructive",
      });
    } finally {
      setIsBusy(false);
    }
  };

  // "Export" once, then the formats: each button still says in full what it does.
  return (
    <>
      <div role="group" aria-label="Export" className="flex items-center gap-0.5">
        <span aria-hidden="true" className="pl-1 text-xs font-medium text-slate-500">
          Export
        </span>
        <Button
          size="sm"
          variant="ghost"
          aria-label="Export PNG"
          title="Export PNG"
          disabled={isBusy}
          onClick={() => run((e) => e.exportPng(getDiagram(), title, sizeUnit))}
        >
          PNG
        </Button>
        <Button
          size="sm"
          variant="ghost"
          aria-label="Export SVG"
          title="Export SVG"
          disabled={isBusy}
          onClick={() => run((e) => e.exportSvg(getDiagram(), title, sizeUnit))}
        >
          SVG
        </Button>
        <Button
          size="sm"
          variant="ghost"
          aria-label="Export JSON"
          title="Export JSON"
          disabled={isBusy}
          onClick={() => run((e) => e.exportJson(getDiagram(), title))}
        >
          JSON
        </Button>
        <AnimationExportButton size="sm" variant="ghost" disabled={isBusy} getDiagram={getDiagram} title={title} />
      </div>
      <Button
        size="sm"
        variant="ghost"
        aria-label="Import JSON"
        title="Import a JSON file"
        disabled={isBusy}
        onClick={() => fileInput.current?.click()}
      >
        Import
      </Button>
      <input
        ref={fileInput}
        type="file"
        accept="application/json,.json"
        aria-label="Import a diagram file"
        className="sr-only"
        tabIndex={-1}
        onChange={async (event) => {
          const file = event.target.files?.[0];
          event.target.value = "";
          if (!file) return;
          const result = await (await loadExporter()).importDiagramFile(file);
          if (!result.ok) {
            toast({ title: "Import failed", description: result.error, variant: "destructive" });
            return;
          }
          store.dispatch({ type: "load", diagram: result.diagram });
          toast({ title: "Board imported", description: `${file.name} is on the pitch. Undo history starts afresh.` });
        }}
      />
    </>
  );
}
