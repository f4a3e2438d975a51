import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import type { JSXElementConstructor, ReactNode } from "react";
import { speakEnglish } from "../lib/i18n/catalogues.ts";

speakEnglish(i18n);

type Wrapper = JSXElementConstructor<{ children: ReactNode }>;

/** The app's language provider around a test's own wrapper, as main.tsx puts it around the app. */
export function withI18n(Inner?: Wrapper): Wrapper {
  return function I18nWrapper({ children }) {
    return <I18nProvider i18n={i18n}>{Inner ? <Inner>{children}</Inner> : children}</I18nProvider>;
  };
}
