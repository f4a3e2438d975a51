import { createRequire } from "node:module";

const rootPackage = createRequire(import.meta.url)("../../../../package.json") as { version: string };

export const APP_VERSION = rootPackage.version;
