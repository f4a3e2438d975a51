import { useLingui } from "@lingui/react";
import { useEffect } from "react";
import { switchLocale } from "../../../lib/i18n/switch-locale.ts";
import { useStoredAccount } from "./use-coach-size-unit.ts";

/** A coach who chose a language in their account reads Touchline in it on any device they sign in on. */
export function useAccountLocale(): void {
  const language = useStoredAccount()?.language;
  const { i18n } = useLingui();
  useEffect(() => {
    if (language && language !== i18n.locale) void switchLocale(language);
  }, [language, i18n.locale]);
}
