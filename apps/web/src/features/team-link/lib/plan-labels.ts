import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { Intensity } from "@touchline/contracts";

/*
 * The plan page's words, written as the session page writes them ("1 h 30 min", "Medium intensity"), in the
 * reader's language: the page is drawn on the server for each reader,
 * so every label is made with the i18n instance of the page being drawn (`useLingui()`'s), never the global
 * one. The page keeps its own few lines: the calendar shows this feature's panel (an import back would be a
 * cycle), and the sessions feature's index would bring its editor to a page without an account.
 */

const INTENSITY_WORDS: Record<Intensity, MessageDescriptor> = {
  low: msg`Low intensity`,
  medium: msg`Medium intensity`,
  high: msg`High intensity`,
};

/** "15 min · Medium intensity" */
export function drillFacts(
  i18n: I18n,
  { durationMinutes, intensity }: { durationMinutes: number; intensity: Intensity },
) {
  const hours = Math.floor(durationMinutes / 60);
  const minutes = durationMinutes % 60;
  const length =
    hours === 0
      ? i18n._(msg`${minutes} min`)
      : minutes === 0
        ? i18n._(msg`${hours} h`)
        : i18n._(msg`${hours} h ${minutes} min`);
  return `${length} · ${i18n._(INTENSITY_WORDS[intensity])}`;
}
