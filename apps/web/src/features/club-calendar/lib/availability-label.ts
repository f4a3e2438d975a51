import { plural, t } from "@lingui/core/macro";
import type { AvailabilityCounts } from "@touchline/contracts";

/** "12 available · 3 not · 1 no answer": how a squad answered, as every event shows it. */
export function availabilityLabel({ available, notAvailable, noAnswer }: AvailabilityCounts): string {
  return t`${plural(available, { one: "# available", other: "# available" })} · ${plural(notAvailable, {
    one: "# not",
    other: "# not",
  })} · ${plural(noAnswer, { one: "# no answer", other: "# no answer" })}`;
}

/** An occurrence's key as the availability answer names it. */
export const occurrenceKey = (occurrence: { eventId: string; occurrenceStart: string }) =>
  `${occurrence.eventId}@${occurrence.occurrenceStart}`;
