import { useRef, useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { toast } from "../../../components/ui/toast-store.ts";
import { committedDiagram, type EditorStore } from "../../../editor/store/editor-store.ts";

type Exporter = typeof import("../../../editor/export/export-diagram.ts");

// The export code (SVG serialisation, PNG rasterising) loads only when a coach exports or imports.
const loadExporter = (): Promise<Exporter> => import("../../../editor/export/export-diagram.ts");

/** Export the board's store as PNG, SVG or JSON, and load a JSON file into it (a fresh undo history). */
export function BoardFileActions({ store, title }: { store: EditorStore; title: string }) {
  const getDiagram = () => committedDiagram(store.getState());
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

  return (
    <>
      <Button size="sm" variant="ghost" disabled={isBusy} onClick={() => run((e) => e.exportPng(getDiagram(), title))}>
        Export PNG
      </Button>
      <Button size="sm" variant="ghost" disabled={isBusy} onClick={() => run((e) => e.exportSvg(getDiagram(), title))}>
        Export SVG
      </Button>
      <Button size="sm" variant="ghost" disabled={isBusy} onClick={() => run((e) => e.exportJson(getDiagram(), title))}>
        Export JSON
      </Button>
      <Button size="sm" variant="ghost" disabled={isBusy} onClick={() => fileInput.current?.click()}>
        Import JSON
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
