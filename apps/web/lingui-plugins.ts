import { type PluginObj, transformAsync, types as t } from "@babel/core";
import { getConfig } from "@lingui/conf";
import { compileMessage } from "@lingui/message-utils/compileMessage";
import { lingui } from "@lingui/vite-plugin";
import type { Plugin } from "vite";

const LINGUI_CONFIG = `${import.meta.dirname}/lingui.config.ts`;

/**
 * The English of each message stays beside its id in the code that uses it, compiled as the catalogues are
 * (`"Hello {name}"` becomes `["Hello ", ["name"]]`). English readers then need no catalogue at all: a page
 * carries the English of its own messages only, and `/` does not load the whole app's English. Other
 * languages find their translation by the id, as before.
 */
function compileEnglishMessages(): PluginObj {
  return {
    name: "touchline:compile-english-messages",
    visitor: {
      ObjectExpression(path) {
        const properties = path.node.properties.filter((property) => property.type === "ObjectProperty");
        const keyed = (name: string) =>
          properties.find((property) => property.key.type === "Identifier" && property.key.name === name);
        const message = keyed("message");
        if (!keyed("id") || !message || message.value.type !== "StringLiteral") return;
        message.value = t.valueToNode(compileMessage(message.value.value));
      },
    },
  };
}

/**
 * Lingui's macros (`<Trans>` and `t` from `@lingui/react/macro`, `@lingui/core/macro`) turn into runtime
 * calls with the message's id and its English, compiled; its Babel plugin does it. Only files that import a
 * macro go through Babel, the rest of the app keeps Vite's own transform.
 */
function linguiMacros(): Plugin {
  const linguiConfig = getConfig({ configPath: LINGUI_CONFIG });
  return {
    name: "touchline:lingui-macros",
    enforce: "pre",
    transform: {
      filter: { id: /\/src\/.*\.tsx?$/, code: /@lingui\/(?:react|core)\/macro/ },
      async handler(code, id) {
        const options = { filename: id, babelrc: false, configFile: false, sourceMaps: true } as const;
        const expanded = await transformAsync(code, {
          ...options,
          parserOpts: { plugins: ["typescript", "jsx"] },
          plugins: [["@lingui/babel-plugin-lingui-macro", { linguiConfig, stripMessageField: false }]],
        });
        if (!expanded?.code) return null;
        const compiled = await transformAsync(expanded.code, {
          ...options,
          inputSourceMap: expanded.map ?? undefined,
          parserOpts: { plugins: ["typescript", "jsx"] },
          plugins: [compileEnglishMessages],
        });
        return compiled?.code ? { code: compiled.code, map: compiled.map } : null;
      },
    },
  };
}

/** The macros, and the catalogues (`src/locales/*.po`) compiled when a page imports one. */
export const linguiPlugins = (): Plugin[] => [linguiMacros(), ...lingui({ configPath: LINGUI_CONFIG })];
