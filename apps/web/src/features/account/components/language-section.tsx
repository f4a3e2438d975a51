import { Trans, useLingui } from "@lingui/react/macro";
import { isLocale, type Locale, LOCALE_NAMES, LOCALES } from "@touchline/contracts";
import { SelectField } from "../../../components/ui/select-field.tsx";
import { toast } from "../../../components/ui/toast-store.ts";
import { switchLocale, switchToBrowserLocale } from "../../../lib/i18n/switch-locale.ts";
import { showApiError } from "../../../lib/show-api-error.ts";
import { useUpdatePreferences } from "../api/use-account.ts";
import { useStoredAccount } from "../api/use-coach-size-unit.ts";
import { SettingsSection } from "./settings-section.tsx";

/** The "follow my browser" choice: the account stores no language. */
const BROWSER_CHOICE = "browser";

/** The language Touchline speaks to the coach, on every device they sign in on; stored in their account. */
export function LanguageSection() {
  const { t } = useLingui();
  const account = useStoredAccount();
  const update = useUpdatePreferences();

  const choose = async (language: Locale | null) => {
    try {
      await (language ? switchLocale(language) : switchToBrowserLocale());
      const { preferences } = await update.mutateAsync({ language });
      const languageName = preferences.language ? LOCALE_NAMES[preferences.language] : null;
      toast({
        title: t`Language updated`,
        description: languageName
          ? t`Touchline now speaks ${languageName} on every device you sign in on.`
          : t`Touchline follows your browser's language.`,
      });
    } catch (error) {
      showApiError(error, t`Could not update your language`, { fallback: t`Please try again.` });
    }
  };

  return (
    <SettingsSection
      title={t`Language`}
      description={
        <Trans>The language of every screen, e-mail and PDF. Your sessions keep the language you write them in.</Trans>
      }
    >
      <SelectField
        label={t`Language`}
        className="max-w-xs"
        value={account?.language ?? BROWSER_CHOICE}
        disabled={account === undefined || update.isPending}
        options={[
          { value: BROWSER_CHOICE, label: t`The browser's language` },
          ...LOCALES.map((locale) => ({ value: locale, label: LOCALE_NAMES[locale] })),
        ]}
        onChange={(value) => void choose(isLocale(value) ? value : null)}
      />
    </SettingsSection>
  );
}
