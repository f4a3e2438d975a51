import { gzipSync } from "node:zlib";
import type { Page } from "@playwright/test";
import type { SessionContentInput } from "@touchline/contracts";
import { launchChromium } from "./bundle-size.ts";
import type { Cleanup } from "./lifecycle.ts";
import { median, sleep } from "./lifecycle.ts";
import type { FigureGroup } from "./report.ts";
import { type RunningApp, SESSION_COOKIE } from "./servers.ts";
import { pdfDrillDiagram } from "./sessions.ts";

/**
 * The global library's first paint with the diagrams' pictures against the same page without them
 * (README.md, "Thumbnails"): 24 published sessions of realistic drills, one page of 24 cards.
 */

export const THUMBNAIL_CARDS = 24;
export const THUMBNAIL_RUNS = 11;
/** The budget: with pictures, at most 1.2× the same page without. */
export const THUMBNAIL_RATIO_TARGET = 1.2;

/** A word no other session has, so the page lists exactly the bench's sessions. */
const WORD = "thumbnailbench";

function sessionBody(index: number): SessionContentInput {
  return {
    title: `Pictured ${WORD} session ${index + 1}`,
    theme: "Pressing and finishing, three drills.",
    intensity: "high",
    blocks: [0, 1, 2].map((drill) => ({
      id: `thumb-${index}-${drill}`,
      title: `Drill ${drill + 1}`,
      diagram: pdfDrillDiagram(index + drill),
      durationMinutes: 15,
      intensity: "high",
    })),
  };
}

async function createSessions(app: RunningApp, cookie: string): Promise<void> {
  const headers = { "Content-Type": "application/json", Origin: app.origin, Cookie: cookie };
  for (let index = 0; index < THUMBNAIL_CARDS; index += 1) {
    const created = await fetch(`${app.url}/api/sessions`, {
      method: "POST",
      headers,
      body: JSON.stringify(sessionBody(index)),
    });
    if (created.status !== 201) throw new Error(`creating a session failed: ${created.status} ${await created.text()}`);
    const { session } = (await created.json()) as { session: { id: string } };
    const published = await fetch(`${app.url}/api/sessions/${session.id}/publish`, { method: "POST", headers });
    if (published.status !== 200) throw new Error(`publishing a session failed: ${published.status}`);
  }
}

/**
 * Installed before the page's scripts: on every animation frame it checks whether the 24 cards are on
 * the page and every picture box in the window is drawn (or, without pictures, holds its "No diagram yet"
 * text), and notes the time of the frame after that: when the first screenful, pictures included, is
 * painted. A string, as tsx would add helpers the page does not have to a function.
 */
const WATCH_CARDS = `(() => {
  const expected = ${THUMBNAIL_CARDS};
  const check = () => {
    const boxes = [...document.querySelectorAll("li[aria-label] [data-thumbnail]")];
    const inWindow = boxes.filter((box) => {
      const rect = box.getBoundingClientRect();
      return rect.bottom > 0 && rect.top < innerHeight;
    });
    if (boxes.length === expected && inWindow.length > 0 && inWindow.every((box) => box.dataset.thumbnail !== "waiting")) {
      requestAnimationFrame(() => {
        window.__cardsPainted = { at: performance.now(), inWindow: inWindow.length };
      });
      return;
    }
    requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
})();`;

interface PaintSample {
  ms: number;
  /** Picture boxes in the window when it was painted. */
  inWindow: number;
  firstContentfulPaintMs: number;
}

async function paintOnce(page: Page, url: string): Promise<PaintSample> {
  await page.goto(url, { waitUntil: "commit" });
  // Inline arrows, not strings: the app's Content-Security-Policy refuses the eval a string would need.
  // An inline arrow, not a string: the app's Content-Security-Policy refuses the eval a string would need.
  await page.waitForFunction(
    () => (globalThis as { __cardsPainted?: unknown }).__cardsPainted !== undefined,
    undefined,
    {
      timeout: 30_000,
      polling: 50,
    },
  );
  const painted = (await page.evaluate(`({
    ...window.__cardsPainted,
    fcp: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? 0,
  })`)) as { at: number; inWindow: number; fcp: number };
  return { ms: painted.at, inWindow: painted.inWindow, firstContentfulPaintMs: painted.fcp };
}

export interface ThumbnailResults {
  withPictures: PaintSample[];
  withoutPictures: PaintSample[];
  /** The page's API answer, gzip -9, with the pictures and without them. */
  answerGzipBytes: { withPictures: number; withoutPictures: number };
  /** How many cards showed a drawn picture once the page was scrolled through (must be all). */
  drawnAfterScroll: number;
}

export async function measureThumbnails(
  app: RunningApp,
  cookie: string,
  parent: Cleanup,
  step: (text: string) => void,
): Promise<ThumbnailResults> {
  const cleanup = parent.scope("close the thumbnails bench's Chromium");
  try {
    step(`thumbnails: ${THUMBNAIL_CARDS} published sessions of 3 drills (15–25 objects each)`);
    await createSessions(app, cookie);
    const browser = await launchChromium(cleanup);
    const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
    context.setDefaultTimeout(30_000);
    const [name, ...rest] = cookie.split("=");
    if (name !== SESSION_COOKIE) throw new Error(`unexpected cookie ${name}`);
    await context.addCookies([{ name, value: rest.join("="), url: app.url }]);
    await context.addInitScript(WATCH_CARDS);

    // Both variants go through the same interception; "without" blanks each card's picture, so the page,
    // its cards and their boxes are the same and only the drawing differs.
    let pictures = true;
    const answerGzipBytes = { withPictures: 0, withoutPictures: 0 };
    await context.route("**/api/global-library?**", async (route) => {
      const response = await route.fetch();
      const json = (await response.json()) as { sessions: Array<{ thumbnail: unknown }> };
      if (json.sessions.length !== THUMBNAIL_CARDS)
        throw new Error(`the library page lists ${json.sessions.length} sessions, not ${THUMBNAIL_CARDS}`);
      if (!pictures) for (const session of json.sessions) session.thumbnail = null;
      answerGzipBytes[pictures ? "withPictures" : "withoutPictures"] = gzipSync(JSON.stringify(json), {
        level: 9,
      }).length;
      await route.fulfill({ response, json });
    });

    const page = await context.newPage();
    const url = `${app.url}/global-library?q=${WORD}&pageSize=${THUMBNAIL_CARDS}`;
    // Unmeasured: the app's code into the browser's cache, the server's queries warm.
    for (const warm of [true, false]) {
      pictures = warm;
      await paintOnce(page, url);
    }

    step(`thumbnails: first paint of ${THUMBNAIL_CARDS} cards, with and without pictures, ${THUMBNAIL_RUNS} each`);
    const withPictures: PaintSample[] = [];
    const withoutPictures: PaintSample[] = [];
    for (let run = 0; run < THUMBNAIL_RUNS; run += 1) {
      // Alternating, so a busy moment of the machine weighs on both alike.
      for (const variant of run % 2 === 0 ? [true, false] : [false, true]) {
        pictures = variant;
        (variant ? withPictures : withoutPictures).push(await paintOnce(page, url));
      }
    }

    // Every card gets its picture once scrolled to.
    pictures = true;
    await paintOnce(page, url);
    // Card by card, as a coach scrolls: each box is drawn as it comes near the window.
    const boxes = page.locator("li[aria-label] [data-thumbnail]");
    for (let index = 0; index < (await boxes.count()); index += 1) await boxes.nth(index).scrollIntoViewIfNeeded();
    for (let waited = 0; (await page.locator('[data-thumbnail="waiting"]').count()) > 0 && waited < 100; waited += 1)
      await sleep(100);
    const drawnAfterScroll = await page.locator('[data-thumbnail="drawn"] svg').count();
    return { withPictures, withoutPictures, answerGzipBytes, drawnAfterScroll };
  } finally {
    await cleanup.runAll();
  }
}

export function thumbnailGroups(results: ThumbnailResults): FigureGroup[] {
  const ms = (samples: PaintSample[]) => samples.map((sample) => sample.ms);
  const withMs = median(ms(results.withPictures));
  const withoutMs = median(ms(results.withoutPictures));
  const list = (samples: PaintSample[]) => samples.map((sample) => Math.round(sample.ms)).join(", ");
  const fcp = (samples: PaintSample[]) => Math.round(median(samples.map((sample) => sample.firstContentfulPaintMs)));
  const kb = (bytes: number) => (bytes / 1000).toFixed(1);
  return [
    {
      title: `Global library, one page of ${THUMBNAIL_CARDS} cards: first screenful painted, pictures included (median of ${THUMBNAIL_RUNS})`,
      figures: [
        {
          name: "first paint with pictures vs without",
          value: withMs,
          unit: "ms",
          floor: withoutMs,
          floorLabel: "without pictures",
          note: `runs with ${list(results.withPictures)} ms, without ${list(results.withoutPictures)} ms; ${results.withPictures[0]?.inWindow ?? 0} pictures in the first screenful; first contentful paint ${fcp(results.withPictures)} / ${fcp(results.withoutPictures)} ms`,
        },
        {
          name: `first paint with pictures (target ${THUMBNAIL_RATIO_TARGET}× without)`,
          value: withMs,
          unit: "ms",
          target: withoutMs * THUMBNAIL_RATIO_TARGET,
          note: `ratio ${(withMs / withoutMs).toFixed(2)}`,
        },
        {
          name: "the page's API answer, gzip -9",
          value: results.answerGzipBytes.withPictures / 1000,
          unit: "KB gzip",
          floor: results.answerGzipBytes.withoutPictures / 1000,
          floorLabel: "without pictures",
          note: `${kb(results.answerGzipBytes.withPictures)} KB with the ${THUMBNAIL_CARDS} pictures, ${kb(results.answerGzipBytes.withoutPictures)} KB without`,
        },
        {
          name: "cards drawn once scrolled through",
          value: results.drawnAfterScroll,
          unit: "cards",
          target: THUMBNAIL_CARDS,
          better: "higher",
        },
      ],
    },
  ];
}
