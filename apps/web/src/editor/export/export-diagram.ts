import { t } from "@lingui/core/macro";
import type { SizeUnit } from "@touchline/contracts";
import { type Diagram, safeMigrateDiagram } from "@touchline/diagram";
import { pitchViewBox } from "../canvas/pitch-geometry.ts";
import { downloadBlob } from "../../lib/download-blob.ts";
import { renderDiagramSvg } from "./render-diagram-svg.tsx";
import { safeFileName } from "./safe-file-name.ts";

/** Width of exported PNGs in pixels: sharp on a projector and in a printed handout. */
export const PNG_WIDTH_PX = 2400;
/** Imported files larger than this are refused before parsing. */
export const MAX_IMPORT_BYTES = 2 * 1024 * 1024;

export function exportSvg(diagram: Diagram, title: string, sizeUnit?: SizeUnit) {
  downloadBlob(
    new Blob([renderDiagramSvg(diagram, title, sizeUnit)], { type: "image/svg+xml" }),
    `${safeFileName(title)}.svg`,
  );
}

export function exportJson(diagram: Diagram, title: string) {
  downloadBlob(
    new Blob([JSON.stringify(diagram, null, 2)], { type: "application/json" }),
    `${safeFileName(title)}.json`,
  );
}

export async function renderPng(diagram: Diagram, title: string, sizeUnit?: SizeUnit): Promise<Blob> {
  const box = pitchViewBox(diagram.pitch);
  const width = PNG_WIDTH_PX;
  const height = Math.round((PNG_WIDTH_PX * box.height) / box.width);
  const svgUrl = URL.createObjectURL(new Blob([renderDiagramSvg(diagram, title, sizeUnit)], { type: "image/svg+xml" }));
  try {
    const image = new Image(width, height);
    image.src = svgUrl;
    await image.decode();
    const canvas = document.createElement("canvas");
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext("2d");
    if (!context) throw new Error(t`This browser cannot draw images`);
    context.drawImage(image, 0, 0, width, height);
    return await new Promise<Blob>((resolve, reject) =>
      canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error(t`PNG export failed`))), "image/png"),
    );
  } finally {
    URL.revokeObjectURL(svgUrl);
  }
}

export async function exportPng(diagram: Diagram, title: string, sizeUnit?: SizeUnit) {
  downloadBlob(await renderPng(diagram, title, sizeUnit), `${safeFileName(title)}.png`);
}

/** Reads a diagram file; a malformed or hostile one is refused with a reason and changes nothing. */
export async function importDiagramFile(
  file: File,
): Promise<{ ok: true; diagram: Diagram } | { ok: false; error: string }> {
  const maxMegabytes = MAX_IMPORT_BYTES / 1024 / 1024;
  if (file.size > MAX_IMPORT_BYTES)
    return { ok: false, error: t`That file is too large (over ${maxMegabytes} MB) to be a Touchline diagram.` };
  let parsed: unknown;
  try {
    parsed = JSON.parse(await file.text());
  } catch {
    return { ok: false, error: t`That file is not valid JSON, so it cannot be a Touchline diagram.` };
  }
  const result = safeMigrateDiagram(parsed);
  if (result.ok) return { ok: true, diagram: result.diagram };
  // The reason is the diagram package's, in English: it names the field that is wrong.
  const reason = result.error;
  return { ok: false, error: t`That file is not a valid Touchline diagram: ${reason}` };
}
