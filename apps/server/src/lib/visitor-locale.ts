import { chosenLocale, isLocale, type Locale, matchLocale } from "@touchline/contracts";

/** The languages an Accept-Language header names, most wanted first ("de-AT,de;q=0.9,en;q=0.5"). */
export function acceptedLanguages(header: string): string[] {
  return header
    .split(",")
    .map((part, order) => {
      const [tag = "", ...params] = part.trim().split(";");
      const quality = Number(
        params
          .find((param) => param.trim().startsWith("q="))
          ?.trim()
          .slice(2) ?? 1,
      );
      return { tag: tag.trim(), quality: Number.isFinite(quality) ? quality : 0, order };
    })
    .filter(({ tag, quality }) => tag !== "" && tag !== "*" && quality > 0)
    .sort((a, b) => b.quality - a.quality || a.order - b.order)
    .map(({ tag }) => tag);
}

/**
 * The language a signed-out visitor's page is drawn in: the one its address names (`?lang=`, the addresses
 * search engines index), else the visitor's choice, else their browser's, else English.
 */
export function visitorLocale(request: { lang?: string; cookie?: string; acceptLanguage?: string }): Locale {
  if (isLocale(request.lang)) return request.lang;
  return chosenLocale(request.cookie ?? "") ?? matchLocale(acceptedLanguages(request.acceptLanguage ?? ""));
}
