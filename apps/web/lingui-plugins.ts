import { transformAsync } from "@babel/core";
import { getConfig } from "@lingui/conf";
import { lingui } from "@lingui/vite-plugin";
import type { Plugin } from "vite";

const LINGUI_CONFIG = `${import.meta.dirname}/lingui.config.ts`;

/**
 * Lingui's macros (`<Trans>` and `t` from `@lingui/react/macro`, `@lingui/core/macro`) turn into runtime
 * calls with the message's id; its Babel plugin does it. Only files that import a macro go through Babel,
 * the rest of the app keeps Vite's own transform.
 */
function linguiMacros(): Plugin {
  const linguiConfig = getConfig({ configPath: LINGUI_CONFIG });
  return {
    name: "touchline:lingui-macros",
    enforce: "pre",
    transform: {
      filter: { id: /\/src\/.*\.tsx?$/, code: /@lingui\/(?:react|core)\/macro/ },
      async handler(code, id) {
        const result = await transformAsync(code, {
          filename: id,
          babelrc: false,
          configFile: false,
          sourceMaps: true,
          parserOpts: { plugins: ["typescript", "jsx"] },
          plugins: [["@lingui/babel-plugin-lingui-macro", { linguiConfig }]],
        });
        return result?.code ? { code: result.code, map: result.map } : null;
      },
    },
  };
}

/** The macros, and the catalogues (`src/locales/*.po`) compiled when a page imports one. */
export const linguiPlugins = (): Plugin[] => [linguiMacros(), ...lingui({ configPath: LINGUI_CONFIG })];
