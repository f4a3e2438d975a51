// What other features and the app shell use of the account feature.
export { LanguagePicker } from "./components/language-picker.tsx";
export { useAccountLocale } from "./api/use-account-locale.ts";
