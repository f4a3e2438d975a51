import { useLingui } from "@lingui/react/macro";
import { isLocale, type Locale, LOCALE_NAMES, LOCALES } from "@touchline/contracts";
import { useId } from "react";
import { useCurrentUser } from "../../auth/index.ts";
import { switchLocale } from "../../../lib/i18n/switch-locale.ts";
import { showApiError } from "../../../lib/show-api-error.ts";
import { useUpdatePreferences } from "../api/use-account.ts";

/**
 * The footer's choice of language, for everyone: a visitor's is kept in the browser (and the server draws
 * their pages in it); a signed-in coach's is also stored in their account, as the settings page does.
 */
export function LanguagePicker() {
  const { t, i18n } = useLingui();
  const id = useId();
  const { user } = useCurrentUser();
  const updatePreferences = useUpdatePreferences();

  const choose = async (locale: Locale) => {
    await switchLocale(locale);
    if (!user) return;
    try {
      await updatePreferences.mutateAsync({ language: locale });
    } catch (error) {
      showApiError(error, t`Could not save your language`, { fallback: t`Please try again.` });
    }
  };

  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id}>{t`Language`}</label>
      <select
        id={id}
        value={i18n.locale}
        onChange={(event) => {
          if (isLocale(event.target.value)) void choose(event.target.value);
        }}
        className="min-h-11 rounded-lg border border-slate-300 bg-white px-2 py-1 text-slate-900"
      >
        {LOCALES.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {LOCALE_NAMES[locale]}
          </option>
        ))}
      </select>
    </div>
  );
}
