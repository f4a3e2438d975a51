import { useLingui } from "@lingui/react";
import { SOURCE_LOCALE } from "@touchline/contracts";

/**
 * A page's meta description in the reader's language, when that is not English: a page the server draws in
 * another language takes it for its head. In English the page gives none of its own, so the server's stands:
 * the one an admin may have set (Admin → SEO), else the page's default.
 */
export function TranslatedDescription({ content }: { content: string }) {
  const { i18n } = useLingui();
  return i18n.locale === SOURCE_LOCALE ? null : <meta name="description" content={content} />;
}
