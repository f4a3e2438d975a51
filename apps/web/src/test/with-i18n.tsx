import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import type { JSXElementConstructor, ReactNode } from "react";
import { messages as englishMessages } from "../locales/en.po";

// English, as main.tsx starts (lib/i18n/catalogues.ts); loaded here without the contracts, whose schemas a
// test may need to build after configuring zod (lib/zod-without-eval.test.ts).
i18n.load("en", englishMessages);
i18n.activate("en");

type Wrapper = JSXElementConstructor<{ children: ReactNode }>;

/** The app's language provider around a test's own wrapper, as main.tsx puts it around the app. */
export function withI18n(Inner?: Wrapper): Wrapper {
  return function I18nWrapper({ children }) {
    return <I18nProvider i18n={i18n}>{Inner ? <Inner>{children}</Inner> : children}</I18nProvider>;
  };
}
