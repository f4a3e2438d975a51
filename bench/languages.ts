import { type Cleanup, median } from "./lifecycle.ts";
import { launchChromium, toKb, visitorJs } from "./bundle-size.ts";
import type { FigureGroup } from "./report.ts";

/**
 * Touchline in other languages than English (docs/features/languages.md): the JavaScript a visitor whose
 * browser speaks German fetches landing on `/`, against an English visitor's (the German catalogue is the
 * difference), and switching language from the footer without a reload, in Chromium.
 */

const SWITCH_RUNS = 5;
const SWITCH_TARGET_MS = 300;
/** Decision 006's budget for the initial JS of `/`, which each language is held to. */
const INITIAL_JS_TARGET_KB = 95;

export interface LanguageResults {
  englishJs: { gzipBytes: number; files: number };
  germanJs: { gzipBytes: number; files: number; catalogueBytes: number };
  switchMs: number[];
}

/** From the footer's choice of Deutsch to the page speaking German (catalogue fetched, every message drawn). */
async function switchToGerman(url: string, cleanup: Cleanup): Promise<number> {
  const browser = await launchChromium(cleanup);
  const page = await browser.newPage({ locale: "en-GB" });
  await page.goto(url, { waitUntil: "networkidle" });
  const picker = page.getByRole("combobox", { name: "Language" });
  await picker.waitFor();
  // The bench runs without the DOM's types: the page's code is given as text.
  const started = (await page.evaluate("performance.now()")) as number;
  await picker.selectOption("de");
  await page.waitForFunction('document.documentElement.lang === "de"');
  // The messages are drawn in the frame after the catalogue is active.
  const ended = (await page.evaluate(
    "new Promise((resolve) => requestAnimationFrame(() => setTimeout(() => resolve(performance.now()))))",
  )) as number;
  await browser.close();
  return ended - started;
}

export async function measureLanguages(
  appUrl: string,
  cleanup: Cleanup,
  step: (text: string) => void,
): Promise<LanguageResults> {
  step("languages: JS fetched landing on / with an English and a German browser");
  const english = await visitorJs(`${appUrl}/`, cleanup, { locale: "en-GB" });
  const german = await visitorJs(`${appUrl}/`, cleanup, { locale: "de-DE" });
  const catalogueBytes = [...german.gzipBytesOf]
    .filter(([file]) => !english.gzipBytesOf.has(file))
    .reduce((total, [, bytes]) => total + bytes, 0);
  step(`languages: switching to German from the footer, ${SWITCH_RUNS} runs`);
  const switchMs: number[] = [];
  for (let run = 0; run < SWITCH_RUNS; run += 1) switchMs.push(await switchToGerman(`${appUrl}/about`, cleanup));
  return {
    englishJs: { gzipBytes: english.gzipBytes, files: english.files.length },
    germanJs: { gzipBytes: german.gzipBytes, files: german.files.length, catalogueBytes },
    switchMs,
  };
}

export function languageGroups({ englishJs, germanJs, switchMs }: LanguageResults): FigureGroup[] {
  return [
    {
      title:
        "Languages: / with an English and a German browser (gzip -9, KB = 1,000 bytes), and switching without a reload",
      figures: [
        {
          name: "JS fetched landing on / in English (Chromium)",
          value: toKb(englishJs.gzipBytes),
          unit: "KB gzip",
          target: INITIAL_JS_TARGET_KB,
          note: `${englishJs.files} files, lazy chunks included; the English catalogue is in the first load`,
        },
        {
          name: "JS fetched landing on / in German (Chromium)",
          value: toKb(germanJs.gzipBytes),
          unit: "KB gzip",
          target: INITIAL_JS_TARGET_KB,
          note: `${germanJs.files} files; the German catalogue adds ${toKb(germanJs.catalogueBytes).toFixed(1)} KB`,
        },
        {
          name: "switching to German from the footer, median",
          value: median(switchMs),
          unit: "ms",
          target: SWITCH_TARGET_MS,
          note: `runs ${switchMs.map((ms) => Math.round(ms)).join(", ")} ms; catalogue fetched on the first switch of each run`,
        },
      ],
    },
  ];
}
