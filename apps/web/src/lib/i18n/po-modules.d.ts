// A catalogue (src/locales/*.po) imported by the app is compiled by Lingui's Vite plugin into its messages.
declare module "*.po" {
  import type { Messages } from "@lingui/core";
  export const messages: Messages;
}
