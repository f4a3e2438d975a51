import type { Browser } from "@playwright/test";
import { launchChromium } from "./bundle-size.ts";
import { type Cleanup, median } from "./lifecycle.ts";
import type { FigureGroup } from "./report.ts";

/**
 * The installed app offline (README.md, "The app offline"): a visitor lands on `/` once, the service worker
 * installs (its precache filled) and takes the page; then the network goes and the visitor opens the
 * tactical board, whose code that visit never loaded: it comes from the precache alone.
 */

const ROUTE = "/tactical-board";
const VIEWPORT = { width: 1400, height: 900 };
export const OFFLINE_LOADS = 3;
export const OFFLINE_INTERACTIVE_TARGET_MS = 1_000;

/**
 * Resolves once a service worker controls the page (the first visit's worker claims it when installed).
 * Source text, not a function: tsx would add helpers to a function that the page does not have.
 */
const WAIT_FOR_SERVICE_WORKER = `navigator.serviceWorker.ready.then(() =>
  navigator.serviceWorker.controller ||
  new Promise((resolve) => navigator.serviceWorker.addEventListener("controllerchange", resolve, { once: true })))`;

interface OfflineSample {
  /** page.goto start → pitch visible and the Player tool pressed. */
  interactiveMs: number;
  /** The same start → a player placed by a click on the pitch. */
  placedMs: number;
}

/** One new context: install from `/`, go offline, then time the board. */
async function offlineBoardLoad(browser: Browser, appUrl: string): Promise<OfflineSample> {
  const context = await browser.newContext({ viewport: VIEWPORT });
  try {
    context.setDefaultTimeout(15_000);
    const page = await context.newPage();
    await page.goto(`${appUrl}/`);
    await page.evaluate(WAIT_FOR_SERVICE_WORKER);
    await context.setOffline(true);

    const started = performance.now();
    await page.goto(`${appUrl}${ROUTE}`, { waitUntil: "commit" });
    const pitch = page.getByRole("application", { name: /pitch/i });
    await pitch.waitFor({ state: "visible" });
    await page.getByRole("button", { name: "Player", exact: true }).click();
    await page.getByRole("button", { name: "Player", exact: true, pressed: true }).waitFor();
    const interactiveMs = performance.now() - started;
    await pitch.click({ position: { x: 200, y: 150 } });
    await pitch.locator('[data-kind="player"]').first().waitFor();
    const placedMs = performance.now() - started;

    if (!(await page.getByText("You are offline").isVisible()))
      throw new Error(`${ROUTE} opened offline without saying it is offline`);
    return { interactiveMs, placedMs };
  } finally {
    await context.close();
  }
}

export interface OfflineResults {
  interactiveSamplesMs: number[];
  placedSamplesMs: number[];
}

export async function measureOfflineBoard(
  appUrl: string,
  cleanup: Cleanup,
  step: (text: string) => void,
): Promise<OfflineResults> {
  const browser = await launchChromium(cleanup);
  try {
    step(`offline: ${ROUTE} from the installed app with no network, ${OFFLINE_LOADS} installs`);
    const samples: OfflineSample[] = [];
    for (let load = 0; load < OFFLINE_LOADS; load += 1) samples.push(await offlineBoardLoad(browser, appUrl));
    return {
      interactiveSamplesMs: samples.map((sample) => sample.interactiveMs),
      placedSamplesMs: samples.map((sample) => sample.placedMs),
    };
  } finally {
    await browser.close();
  }
}

export function offlineGroups(results: OfflineResults): FigureGroup[] {
  const runs = (samples: number[]) => samples.map((ms) => Math.round(ms)).join(", ");
  return [
    {
      title: `the installed app offline: ${ROUTE} after one visit to / (median of ${OFFLINE_LOADS} new contexts)`,
      figures: [
        {
          name: `offline ${ROUTE} interactive`,
          value: median(results.interactiveSamplesMs),
          unit: "ms",
          target: OFFLINE_INTERACTIVE_TARGET_MS,
          note: `goto → pitch visible and Player pressed; runs ${runs(results.interactiveSamplesMs)} ms`,
        },
        {
          name: `offline ${ROUTE}: first player placed`,
          value: median(results.placedSamplesMs),
          unit: "ms",
          target: OFFLINE_INTERACTIVE_TARGET_MS,
          note: `goto → a click on the pitch placed a player; runs ${runs(results.placedSamplesMs)} ms`,
        },
      ],
    },
  ];
}
