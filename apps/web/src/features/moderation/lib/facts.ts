import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { formatDay } from "./dates.ts";

/** A session's facts in one line of a list ("by Ana Costa · published 4 Mar 2026 · 2 open reports"). */
export const factLine = (parts: ReadonlyArray<string | null | false>) => parts.filter(Boolean).join(" · ");

export const byAuthor = (i18n: I18n, authorName: string) => i18n._(msg`by ${authorName}`);

export function publishedOn(i18n: I18n, publishedAt: string | null): string | null {
  if (!publishedAt) return null;
  const day = formatDay(i18n, publishedAt);
  return i18n._(msg`published ${day}`);
}
