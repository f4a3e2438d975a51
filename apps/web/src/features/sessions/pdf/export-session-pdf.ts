/*
 * PDF export of a session. Load this module only when exporting:
 *   const { exportSessionPdf } = await import("./pdf/export-session-pdf.ts");
 * so react-pdf (its layout engine, PDF writer and font subsetter) and the fonts stay out of
 * every page load.
 *
 * Approach: @react-pdf/renderer, with the diagrams drawn by the app's own `DiagramView` and its
 * DOM SVG converted element by element into react-pdf's SVG primitives (svg-to-pdf.tsx). Why not
 * jsPDF + svg2pdf.js: react-pdf gives the page layout this needs for free (text wrapping, blocks
 * kept whole across page breaks, fixed footers with "Page X of Y"), subsets the embedded TTF so
 * the file stays small (jsPDF embeds the whole font), and runs in Node, so the output is tested
 * in the unit tests by extracting its text. The diagrams stay vectors (paths, circles, text), never
 * screenshots.
 */
import { type I18n, i18n as appI18n } from "@lingui/core";
import { type DocumentProps, pdf } from "@react-pdf/renderer";
import type { Session, SizeUnit } from "@touchline/contracts";
import { addObjects, createDiagram, createObject } from "@touchline/diagram";
import { createElement, type ReactElement } from "react";
import { safeFileName } from "../../../editor/export/safe-file-name.ts";
import { downloadBlob } from "../../../lib/download-blob.ts";
import { loadPdfFonts, type PdfFontSources } from "./pdf-fonts.ts";
import { prepareDrills, SessionDocument } from "./session-document.tsx";

export interface SessionPdfOptions {
  /** The public link printed in every page's footer. */
  shareUrl: string;
  /** Font files to embed; defaults to the bundled Noto Sans (tests pass file paths). */
  fonts?: PdfFontSources;
  /** The unit the diagrams' sizes are written in (the coach's); metres by default. */
  sizeUnit?: SizeUnit;
  /**
   * The reader's language (the page's i18n instance): the PDF's headings, labels and footer, its dates and
   * numbers. The app's own instance by default.
   */
  i18n?: I18n;
}

/** The session as an A4 PDF. */
export async function renderSessionPdf(
  session: Session,
  { shareUrl, fonts, sizeUnit, i18n = appI18n }: SessionPdfOptions,
): Promise<Blob> {
  const fontsLoaded = loadPdfFonts(fonts);
  const drills = prepareDrills(session.blocks, sizeUnit);
  await fontsLoaded;
  // SessionDocument renders a <Document>; react-pdf's types want the <Document> element itself.
  const document = createElement(SessionDocument, {
    session,
    drills,
    shareUrl,
    i18n,
  }) as unknown as ReactElement<DocumentProps>;
  return pdf(document).toBlob();
}

let warmUp: Promise<void> | null = null;

/**
 * Optional: fetches and parses the fonts and runs react-pdf once on a tiny document, so a later
 * export skips that first-time work (about half of a cold export). Call it when an export is
 * likely, e.g. on the export button's pointerenter/focus or when the session page is idle:
 *   void import("./pdf/export-session-pdf.ts").then((pdf) => pdf.preloadSessionPdf());
 */
export function preloadSessionPdf(options: Pick<SessionPdfOptions, "fonts"> = {}): Promise<void> {
  warmUp ??= (async () => {
    await loadPdfFonts(options.fonts);
    const drills = prepareDrills(WARM_UP_SESSION.blocks);
    const document = createElement(SessionDocument, {
      session: WARM_UP_SESSION,
      drills,
      shareUrl: "https://example.com/s/warm",
      i18n: appI18n,
    });
    await pdf(document as unknown as ReactElement<DocumentProps>).toBlob();
  })().catch((error: unknown) => {
    warmUp = null;
    throw error;
  });
  return warmUp;
}

/** A session with all the header's parts, for the warm-up run (Unicode to load the shaper). */
/* eslint-disable lingui/no-unlocalized-strings -- drawn once off screen to warm the PDF code up: nobody reads it */
const WARM_UP_SESSION: Session = {
  id: "warm-up",
  shortId: "warm",
  language: "en",
  title: "Warm-up Łódź",
  theme: "Theme",
  objectives: ["One"],
  ageGroup: "U12",
  level: "beginner",
  date: "2026-01-01",
  topics: [],
  phases: [],
  intensity: "low",
  visibility: "private",
  blocks: [
    {
      id: "warm-up",
      title: "Warm-up",
      diagram: addObjects(createDiagram({ template: "custom", pitch: { length: 20, width: 10 } }), [
        createObject("player", { id: "p", x: 5, y: 5, props: { label: "1" } }),
        createObject("pass", { id: "l", x: 5, y: 5, props: { end: { x: 8, y: 0 } } }),
      ]),
      organisation: "Set-up",
      coachingPoints: ["Point"],
      durationMinutes: 10,
      intensity: "low",
      players: null,
      progressions: [],
    },
  ],
  coverBlockId: null,
  derived: { totalDurationMinutes: 10, players: 1, equipment: "1 ball" },
  authorName: "Şahin",
  isOwner: true,
  moderationHold: null,
  copiedFrom: null,
  copyCount: 0,
  viewCount: 0,
  createdAt: "2026-01-01T00:00:00.000Z",
  updatedAt: "2026-01-01T00:00:00.000Z",
};
/* eslint-enable lingui/no-unlocalized-strings */

/** The PDF's file name: the session title made safe, e.g. "rondo-4-v-2.pdf". */
export function sessionPdfFileName(session: Pick<Session, "title">): string {
  return `${safeFileName(session.title) === "touchline-board" ? "touchline-session" : safeFileName(session.title)}.pdf`;
}

/** Renders the session and downloads it as `<title>.pdf`. */
export async function exportSessionPdf(session: Session, options: SessionPdfOptions): Promise<void> {
  downloadBlob(await renderSessionPdf(session, options), sessionPdfFileName(session));
}
