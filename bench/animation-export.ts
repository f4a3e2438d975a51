import { readFileSync } from "node:fs";
import type { Browser, Page } from "@playwright/test";
import { gzipBytes, launchChromium, toKb } from "./bundle-size.ts";
import { animationBoard, BOARD_STORAGE_KEY } from "./editor.ts";
import { type Cleanup, median } from "./lifecycle.ts";
import type { FigureGroup } from "./report.ts";

/**
 * The animation export at /tactical-board in headless Chromium against the app the bench already runs: a
 * 22-player, 3-frame animation (1.5 s per step) seeded in the board's storage, exported as a GIF and as a
 * WebM 640 px wide through the export dialog, timed from the click on Export to the download. See README.md.
 */

export const EXPORT_PLAYERS = 22;
export const EXPORT_WIDTH = 640;
export const EXPORT_RUNS = 3;
export const GIF_EXPORT_TARGET_MS = 5_000;
const ROUTE = "/tactical-board";
const VIEWPORT = { width: 1400, height: 900 };

type Format = "GIF" | "WebM video";

export interface ExportRun {
  ms: number;
  bytes: number;
}

export interface AnimationExportResults {
  gif: ExportRun[];
  webm: ExportRun[];
  /** The JavaScript the first export of a fresh page fetched (dialog and encoders), and its files. */
  exportJsGzipBytes: number;
  exportJsFiles: string[];
}

const seedScript = (board: string) =>
  `try { localStorage.setItem(${JSON.stringify(BOARD_STORAGE_KEY)}, ${JSON.stringify(board)}); localStorage.setItem("touchline.editor-hint-dismissed", "1"); } catch {}`;

/** One export in a fresh context: open the dialog, choose the format and width, then click → download. */
async function exportOnce(
  browser: Browser,
  appUrl: string,
  board: string,
  format: Format,
  onJs?: (files: Map<string, Promise<Buffer>>) => void,
): Promise<ExportRun> {
  const context = await browser.newContext({ viewport: VIEWPORT, acceptDownloads: true });
  try {
    context.setDefaultTimeout(60_000);
    const page: Page = await context.newPage();
    await page.addInitScript({ content: seedScript(board) });
    const bodies = new Map<string, Promise<Buffer>>();
    page.on("response", (response) => {
      const url = new URL(response.url());
      if (url.pathname.endsWith(".js") && response.ok() && !bodies.has(url.href)) bodies.set(url.href, response.body());
    });
    await page.goto(`${appUrl}${ROUTE}`, { waitUntil: "networkidle" });
    const players = await page.locator('svg[role="application"] [data-kind="player"]').count();
    if (players !== EXPORT_PLAYERS) throw new Error(`${ROUTE} shows ${players} players, not ${EXPORT_PLAYERS}`);
    const routeUrls = new Set(bodies.keys());

    await page.getByRole("button", { name: "Export video or GIF" }).click();
    const dialog = page.getByRole("dialog", { name: "Export animation" });
    await dialog.getByRole("radio", { name: format }).check();
    await dialog.getByLabel("Size").selectOption(String(EXPORT_WIDTH));
    const exportButton = dialog.getByRole("button", { name: `Export ${format}` });
    // A video format is offered once the browser has said it can encode it.
    await page.waitForFunction(`!document.querySelector('[role="dialog"] button[type="submit"]')?.disabled`);
    const download = page.waitForEvent("download");
    const started = performance.now();
    await exportButton.dispatchEvent("click");
    const file = await download;
    const ms = performance.now() - started;
    const bytes = readFileSync(await file.path());
    if (format === "GIF") {
      if (bytes.subarray(0, 6).toString("latin1") !== "GIF89a") throw new Error("the export is not a GIF89a file");
      if (bytes.readUInt16LE(6) !== EXPORT_WIDTH) throw new Error(`the GIF is ${bytes.readUInt16LE(6)} px wide`);
    } else if (bytes.readUInt32BE(0) !== 0x1a45dfa3) {
      throw new Error("the export is not an EBML (WebM) file");
    }
    await page.waitForLoadState("networkidle");
    if (onJs) onJs(new Map([...bodies].filter(([url]) => !routeUrls.has(url))));
    return { ms, bytes: bytes.length };
  } finally {
    await context.close();
  }
}

export async function measureAnimationExport(
  appUrl: string,
  parent: Cleanup,
  step: (text: string) => void = () => {},
): Promise<AnimationExportResults> {
  const cleanup = parent.scope("close the export's Chromium");
  try {
    const browser = await launchChromium(cleanup);
    const board = JSON.stringify(animationBoard(EXPORT_PLAYERS));
    let exportJs = new Map<string, Promise<Buffer>>();
    step(
      `export: GIF and WebM of ${EXPORT_PLAYERS} players, 3 frames, ${EXPORT_WIDTH} px: 1 warm-up, ${EXPORT_RUNS} timed`,
    );
    await exportOnce(browser, appUrl, board, "GIF", (files) => (exportJs = files));
    const gif: ExportRun[] = [];
    for (let run = 0; run < EXPORT_RUNS; run += 1) gif.push(await exportOnce(browser, appUrl, board, "GIF"));
    const webm: ExportRun[] = [];
    for (let run = 0; run < EXPORT_RUNS; run += 1) webm.push(await exportOnce(browser, appUrl, board, "WebM video"));
    let exportJsGzipBytes = 0;
    for (const body of exportJs.values()) exportJsGzipBytes += gzipBytes(await body);
    return {
      gif,
      webm,
      exportJsGzipBytes,
      exportJsFiles: [...exportJs.keys()].map((url) => new URL(url).pathname.split("/").pop()!),
    };
  } finally {
    await cleanup.runAll();
  }
}

export function animationExportGroups(results: AnimationExportResults): FigureGroup[] {
  const runs = (list: ExportRun[]) =>
    `runs ${list.map((run) => Math.round(run.ms)).join(", ")} ms; file ${Math.round(median(list.map((run) => run.bytes)) / 1000)} KB`;
  return [
    {
      title: `animation export: ${EXPORT_PLAYERS} players, 3 frames (3 s + 1 s hold), ${EXPORT_WIDTH} px wide, click on Export → download, median of ${EXPORT_RUNS} fresh pages`,
      figures: [
        {
          name: "GIF export (12 fps)",
          value: median(results.gif.map((run) => run.ms)),
          unit: "ms",
          target: GIF_EXPORT_TARGET_MS,
          note: runs(results.gif),
        },
        {
          name: "WebM export (25 fps, WebCodecs)",
          value: median(results.webm.map((run) => run.ms)),
          unit: "ms",
          note: runs(results.webm),
        },
        {
          name: "JS fetched by the export dialog and the GIF export",
          value: toKb(results.exportJsGzipBytes),
          unit: "KB gzip",
          note: `loaded only on export: ${results.exportJsFiles.join(", ") || "nothing"}`,
        },
      ],
    },
  ];
}
