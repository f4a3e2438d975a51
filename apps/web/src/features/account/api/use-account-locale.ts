import { i18n } from "@lingui/core";
import { useEffect } from "react";
import { switchLocale } from "../../../lib/i18n/switch-locale.ts";
import { useStoredAccount } from "./use-coach-size-unit.ts";

/**
 * A coach who chose a language in their account reads Touchline in it on any device they sign in on: when
 * their account loads, or its language changes. Only then: a switch made on this page (the footer's
 * picker) is not undone while the account is being told of it.
 */
export function useAccountLocale(): void {
  const language = useStoredAccount()?.language;
  useEffect(() => {
    if (language && language !== i18n.locale) void switchLocale(language);
  }, [language]);
}
