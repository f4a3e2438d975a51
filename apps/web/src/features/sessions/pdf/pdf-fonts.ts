import { Font } from "@react-pdf/renderer";
// Noto Sans (SIL Open Font License 1.1) covers Latin with all its accents, Greek and Cyrillic, so
// names like Łukasz, Şahin or Đorđević print; the PDF standard Helvetica is Latin-1 only. The
// files are Vite `?url` assets: fetched when a PDF is made, never part of a page load.
import boldUrl from "@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf?url";
import regularUrl from "@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf?url";

export const PDF_FONT_FAMILY = "Touchline Sans";

/** Where the regular and bold TTF files are: absolute URLs in a browser, file paths in Node. */
export interface PdfFontSources {
  regular: string;
  bold: string;
}

/**
 * The bundled fonts as absolute URLs: react-pdf treats anything that is not a full URL (such as
 * Vite's "/assets/…" paths) as a file path.
 */
export function bundledFontSources(): PdfFontSources {
  const base = typeof document === "undefined" ? "http://localhost/" : document.baseURI;
  return { regular: new URL(regularUrl, base).href, bold: new URL(boldUrl, base).href };
}

let isRegistered = false;

/**
 * Registers the PDF font family (once per page load: the first sources win) and loads both
 * weights. react-pdf loads fonts only for styles it sees on views, not for SVG text, so both are
 * loaded here up front; a failed download rejects here rather than printing Helvetica.
 */
export async function loadPdfFonts(sources: PdfFontSources = bundledFontSources()): Promise<void> {
  if (!isRegistered) {
    Font.register({
      family: PDF_FONT_FAMILY,
      fonts: [
        { src: sources.regular, fontWeight: 400 },
        { src: sources.bold, fontWeight: 700 },
      ],
    });
    // Coaches write in many languages; English hyphenation rules would split their words wrongly.
    Font.registerHyphenationCallback((word) => [word]);
    isRegistered = true;
  }
  try {
    await Promise.all([
      Font.load({ fontFamily: PDF_FONT_FAMILY, fontWeight: 400 }),
      Font.load({ fontFamily: PDF_FONT_FAMILY, fontWeight: 700 }),
    ]);
  } catch (error) {
    // react-pdf keeps a failed load's promise; forget it so the next export tries again.
    for (const source of Font.getRegisteredFonts()[PDF_FONT_FAMILY]?.sources ?? []) source.loadResultPromise = null;
    throw error;
  }
}
