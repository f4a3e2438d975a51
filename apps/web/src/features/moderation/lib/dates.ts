import type { I18n } from "@lingui/core";

/** "12 Mar 2026" in the reader's language. */
export const formatDay = (i18n: I18n, iso: string) =>
  i18n.date(iso, { day: "numeric", month: "short", year: "numeric" });

/** "12 Mar 2026, 09:30" in the reader's language and time zone. */
export const formatDayTime = (i18n: I18n, iso: string) =>
  i18n.date(iso, { day: "numeric", month: "short", year: "numeric", hour: "2-digit", minute: "2-digit" });
