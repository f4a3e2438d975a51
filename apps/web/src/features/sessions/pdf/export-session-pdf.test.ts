// @vitest-environment node
import { createRequire } from "node:module";
import { setupI18n } from "@lingui/core";
import type { Session } from "@touchline/contracts";
import { addObject, createObject } from "@touchline/diagram";
import { beforeAll, describe, expect, it } from "vitest";
import { messages as germanMessages } from "../../../locales/de.po";
import type * as ExportModule from "./export-session-pdf.ts";
import { installDom } from "./node-dom.ts";
import { extractPdfText } from "./pdf-text.ts";
import { sampleSession } from "./session-fixture.ts";

const require = createRequire(import.meta.url);
/** The same TTF files the app bundles, read from disk. */
const fonts = {
  regular: require.resolve("@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf"),
  bold: require.resolve("@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf"),
};
const SHARE_URL = "https://touchline.app/s/aB3xY9";

let exporter: typeof ExportModule;

async function render(session: Session) {
  const blob = await exporter.renderSessionPdf(session, { shareUrl: SHARE_URL, fonts });
  const bytes = new Uint8Array(await blob.arrayBuffer());
  return { session, blob, bytes, raw: Buffer.from(bytes).toString("latin1"), pages: await extractPdfText(bytes) };
}

/** A two-drill session by a coach whose name Helvetica cannot print, rendered once. */
let twoDrills: Awaited<ReturnType<typeof render>>;

beforeAll(async () => {
  installDom();
  exporter = await import("./export-session-pdf.ts");
  twoDrills = await render(sampleSession({ drills: 2, authorName: "Łukasz Şahin" }));
}, 30_000);

describe("renderSessionPdf", () => {
  it("prints the header, one page per drill, page numbers and the share link", async () => {
    const { session, blob, pages } = twoDrills;
    expect(blob.type).toBe("application/pdf");
    const [drill1, drill2] = session.blocks.map((block) => block.title);
    const all = pages.join("\n");
    expect(all).toContain(session.title);
    expect(all).toContain("Łukasz Şahin");
    expect(all).toContain(drill1);
    expect(all).toContain(drill2);
    // Page 1: header and plan; then each drill starts its own page.
    expect(pages).toHaveLength(3);
    expect(pages[0]).toContain("Tuesday, 24 November 2026");
    expect(pages[0]).toContain("Press as a unit on the trigger");
    expect(pages[0]).toContain(session.derived.equipment.split(", ")[0]);
    expect(pages[1]).toContain(drill1);
    expect(pages[1]).toContain("Pass into the far foot");
    expect(pages[1]).toContain("Limit to two touches");
    expect(pages[2]).toContain(drill2);
    pages.forEach((text, index) => {
      expect(text).toContain(`Page ${index + 1} of 3`);
      expect(text).toContain(SHARE_URL);
    });
  });

  it("prints the session's load, each drill's load and the weights that make them", () => {
    const { session, pages } = twoDrills;
    // Drill 1: 10 min low (10); drill 2: 15 min medium (30).
    expect(session.blocks.map((block) => [block.durationMinutes, block.intensity])).toEqual([
      [10, "low"],
      [15, "medium"],
    ]);
    expect(pages[0]).toMatch(/LOAD\s*40\s*DRILLS/);
    expect(pages[0]).toContain("Load = minutes × intensity weight (Low 1, Medium 2, High 3)");
    expect(pages[1]).toContain("Load 10");
    expect(pages[2]).toContain("Load 30");
  });

  it("draws the diagrams as vectors with an embedded Unicode font", async () => {
    const { raw } = twoDrills;
    expect(raw.startsWith("%PDF-")).toBe(true);
    expect(raw).toMatch(/\/MediaBox \[0 0 595\.2\d* 841\.8\d*\]/); // A4 portrait
    expect(raw).not.toContain("/Subtype /Image"); // no screenshots, only paths and text
    expect(raw).toContain("/FontFile2"); // the TTF, embedded (as a subset)
    expect(raw).toContain("NotoSans");
    expect(raw).not.toContain("/BaseFont /Helvetica");
  });

  it("runs a long drill on to the next page but keeps its heading and diagram together", async () => {
    const session = sampleSession({ drills: 2, progressions: 3 });
    session.blocks[0]!.organisation = "A long set-up, explained step by step. ".repeat(120);
    const { pages } = await render(session);
    // Page 1's plan lists every drill too; look for the drill pages after it.
    const first = pages.findIndex((text, index) => index > 0 && text.includes("Rondo 4 v 2"));
    const second = pages.findIndex((text, index) => index > 0 && text.includes("Pressing shape 4-3-3"));
    expect(first).toBe(1);
    // Drill 1 runs on over more pages; drill 2 still starts a page of its own.
    expect(second).toBeGreaterThan(first + 1);
    expect(pages[second - 1]).toContain("1.3 Add a neutral player (3)");
    // Each heading shares its page with its diagram: the rondo's "Two touches max" note and the
    // pressing diagram's "Press trigger" note.
    expect(pages[first]).toContain("Two touches max");
    expect(pages[second]).toMatch(/Press\s*trigger/);
    expect(pages.at(-1)).toContain(`Page ${pages.length} of ${pages.length}`);
  }, 30_000);

  it("writes an area's size in the coach's unit, as on screen", async () => {
    const session = sampleSession({ drills: 1, progressions: 0 });
    const block = session.blocks[0]!;
    block.diagram = addObject(
      block.diagram,
      createObject("rectangle", { id: "sized", x: 30, y: 25, props: { width: 40, height: 30, showSize: true } }),
    );
    const inYards = await exporter.renderSessionPdf(session, { shareUrl: SHARE_URL, fonts, sizeUnit: "yards" });
    const yardsText = (await extractPdfText(new Uint8Array(await inYards.arrayBuffer()))).join("\n");
    expect(yardsText).toContain("44 yd");
    expect(yardsText).toContain("33 yd");
    const { pages } = await render(session);
    expect(pages.join("\n")).toMatch(/40 m[\s\S]*30 m/);
  }, 30_000);

  it("writes its own words, dates and numbers in the reader's language", async () => {
    const german = setupI18n({ locale: "de", messages: { de: germanMessages } });
    const session = sampleSession({ drills: 2, progressions: 0 });
    const blob = await exporter.renderSessionPdf(session, { shareUrl: SHARE_URL, fonts, i18n: german });
    const pages = await extractPdfText(new Uint8Array(await blob.arrayBuffer()));
    // The coach's own words stay as written; the headings and the date are German.
    expect(pages[0]).toContain(session.title);
    expect(pages[0]).toContain("Dienstag, 24. November 2026");
    expect(pages[0]).toMatch(/INTENSITÄT/);
    expect(pages[1]).toContain("Niedrige Intensität");
    expect(pages[2]).toContain("Mittlere Intensität");
  }, 30_000);

  it("names the file after the session", () => {
    expect(exporter.sessionPdfFileName({ title: "U12 Pressing & Finishing" })).toBe("u12-pressing-finishing.pdf");
    expect(exporter.sessionPdfFileName({ title: "  !!  " })).toBe("touchline-session.pdf");
  });
});
