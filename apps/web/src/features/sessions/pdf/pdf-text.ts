/*
 * Test helper (Node only; never imported by the app): the text of each page of a PDF, extracted
 * with pdf.js, so tests can check what a person would read. Works in Vitest and in Playwright:
 *   const pages = await extractPdfText(await readFile(await download.path()));
 */
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";

/** The text of every page, in page order; items on a line are joined as pdf.js reports them. */
export async function extractPdfText(data: Uint8Array | ArrayBuffer): Promise<string[]> {
  // pdf.js takes ownership of the buffer it is given, so it reads a copy.
  const bytes = new Uint8Array(data instanceof Uint8Array ? data : new Uint8Array(data)).slice();
  const document = await getDocument({ data: bytes, isEvalSupported: false, useSystemFonts: false, verbosity: 0 })
    .promise;
  try {
    const pages: string[] = [];
    for (let number = 1; number <= document.numPages; number++) {
      const page = await document.getPage(number);
      const content = await page.getTextContent();
      let text = "";
      for (const item of content.items) {
        if (!("str" in item)) continue;
        text += item.str + (item.hasEOL ? "\n" : "");
      }
      pages.push(text);
    }
    return pages;
  } finally {
    await document.destroy();
  }
}
