import { readFileSync } from "node:fs";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";

/** The text of a PDF file, pages joined by newlines, runs of white space folded. */
export async function pdfText(path: string): Promise<string> {
  const document = await getDocument({
    data: new Uint8Array(readFileSync(path)),
    disableFontFace: true,
    useSystemFonts: false,
  }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const content = await (await document.getPage(number)).getTextContent();
    pages.push(
      content.items
        .map((item) => ("str" in item ? item.str : ""))
        .join(" ")
        .replace(/\s+/g, " "),
    );
  }
  await document.destroy();
  return pages.join("\n");
}
