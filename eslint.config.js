import { readdirSync } from "node:fs";
import js from "@eslint/js";
import importX, { createNodeResolver } from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import lingui from "eslint-plugin-lingui";
import tseslint from "typescript-eslint";

const WEB_FEATURES = "./apps/web/src/features";
const featureNames = readdirSync(new URL(WEB_FEATURES, import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** A feature reaches another only through that feature's public index.ts; its own files are its own. */
const featureBoundaries = featureNames.map((name) => ({
  target: `${WEB_FEATURES}/${name}`,
  from: WEB_FEATURES,
  except: [`./${name}`, ...featureNames.filter((other) => other !== name).map((other) => `./${other}/index.ts`)],
  message: "import another feature only through its index.ts.",
}));

const SERVER = "./apps/server/src";
/** A server folder's own code, without its tests: a test may reach further down (a route's test reads rows back). */
const serverCodeIn = (folder) => `${SERVER}/${folder}/**/!(*.test).ts`;
/** Every layer is handed the app's context (app/app-context.ts: `AppDeps`, `AppEnv`); nothing else of the app. */
const appBesidesItsContext = { from: `${SERVER}/app`, except: ["./app-context.ts"] };

/**
 * The server reads top-down: app (wiring) → routes → services (and auth) → db, each importing only downwards,
 * and lib, at the bottom, importing nothing of the app.
 */
const serverLayers = [
  {
    target: `${SERVER}/lib`,
    from: SERVER,
    except: ["./lib"],
    message: "lib holds small utilities: it imports nothing of the server (app, routes, services, auth, db, mail).",
  },
  {
    target: `${SERVER}/db`,
    from: SERVER,
    except: ["./db", "./lib"],
    message: "the database layer imports only lib.",
  },
  {
    target: `${SERVER}/mail`,
    from: SERVER,
    except: ["./mail", "./db", "./lib", "./env.ts"],
    message: "mail imports only the database layer and lib.",
  },
  {
    target: `${SERVER}/services`,
    from: [`${SERVER}/routes`, `${SERVER}/cli`, `${SERVER}/seed`],
    message: "services do not import routes: routes call services.",
  },
  {
    target: `${SERVER}/services`,
    ...appBesidesItsContext,
    message: "services import only the app's context (app/app-context.ts) of the app layer.",
  },
  {
    target: `${SERVER}/auth`,
    from: [`${SERVER}/routes`, `${SERVER}/cli`, `${SERVER}/seed`],
    message: "auth sits beside the services: it does not import routes.",
  },
  {
    target: `${SERVER}/auth`,
    ...appBesidesItsContext,
    message: "auth imports only the app's context (app/app-context.ts) of the app layer.",
  },
  {
    target: serverCodeIn("auth"),
    from: `${SERVER}/services`,
    // Ending a session's live streams when it expires: the one notice auth sends on the messages' channel.
    except: ["./messages/message-notification.ts"],
    message: "services use auth, not the other way round.",
  },
  {
    target: serverCodeIn("routes"),
    from: [`${SERVER}/db`, `${SERVER}/cli`, `${SERVER}/seed`],
    message: "routes reach the database through services.",
  },
  {
    target: serverCodeIn("routes"),
    ...appBesidesItsContext,
    message: "routes import only the app's context (app/app-context.ts) of the app layer; the app mounts them.",
  },
  {
    target: `${SERVER}/**/!(*.test).ts`,
    from: "./apps/server/test",
    message: "the test harness (apps/server/test) is for tests only.",
  },
];

export default tseslint.config(
  {
    ignores: [
      "**/dist/**",
      "**/dist-ssr/**",
      "**/node_modules/**",
      "test-results/**",
      ".e2e/**",
      "apps/server/src/db/migrations/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { "import-x": importX },
    settings: {
      "import-x/resolver-next": [createNodeResolver({ extensions: [".ts", ".tsx", ".js", ".mjs"] })],
      "import-x/ignore": ["node_modules"],
    },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/no-explicit-any": "off",
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
      // Imports flow one way: in the web app, app → features/editor → components/lib → packages; in the server, see
      // serverLayers.
      "import-x/no-restricted-paths": [
        "error",
        {
          zones: [
            { target: "./packages", from: "./apps", message: "packages never import from the apps." },
            { target: "./packages/diagram", from: "./packages/contracts", message: "the diagram model stands alone." },
            {
              target: "./apps/web/src/features",
              from: "./apps/web/src/app",
              message: "features do not import the app layer.",
            },
            {
              target: "./apps/web/src/editor",
              from: ["./apps/web/src/app", WEB_FEATURES],
              message: "the editor does not import the app layer or the features.",
            },
            ...featureBoundaries,
            {
              target: "./apps/web/src/components",
              from: ["./apps/web/src/app", "./apps/web/src/features", "./apps/web/src/editor"],
              message: "ui components stay generic.",
            },
            {
              target: "./apps/web/src/lib",
              from: ["./apps/web/src/app", "./apps/web/src/features", "./apps/web/src/editor"],
              message: "lib stays generic.",
            },
            {
              target: "./apps/web",
              from: "./apps/server",
              // The routes' types, for the typed client: a type-only file, nothing of the server runs in the browser.
              except: ["./src/app-type.ts"],
              message: "the web app talks to the server over HTTP only (its types: apps/server/src/app-type.ts).",
            },
            { target: "./apps/server", from: "./apps/web", message: "the server does not import the web app." },
            ...serverLayers,
          ],
        },
      ],
    },
  },
  {
    files: ["apps/server/src/routes/**/*.ts"],
    ignores: ["apps/server/src/routes/define-route.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "@hono/zod-openapi",
              importNames: ["createRoute"],
              message: "Declare routes with defineRoute (routes/define-route.ts): it requires the route's access.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["e2e/**/*.ts"],
    ignores: ["e2e/fixtures.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "@playwright/test",
              importNames: ["test", "expect"],
              message: "Import test and expect from ./fixtures.ts: its test checks every story's last page with axe.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["apps/web/src/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "warn",
    },
  },
  {
    // Every user-visible string of the app is a message of the catalogues (docs/features/languages.md); a
    // literal left in JSX, a label or a toast fails the lint.
    files: ["apps/web/src/**/*.{ts,tsx}"],
    // Tests and their builders write the data a test needs, not what a reader reads.
    ignores: ["**/*.test.{ts,tsx}", "apps/web/src/test/**", "apps/web/src/testing/**"],
    plugins: { lingui },
    rules: {
      "lingui/no-unlocalized-strings": [
        "error",
        {
          ignore: [
            // Not words a reader reads: a key, a path, a class list, an id, a unit or a symbol.
            "^(?![A-Z])\\S+$",
            "^[A-Z0-9_-]+$",
            "^[^A-Za-z]*$",
            "^/",
            // A class list: every word of it has a hyphen or a colon ("bg-white text-slate-900 hover:bg-slate-50").
            "^(?:[a-z0-9!\\[\\]/.%#]*[-:][a-z0-9!\\[\\]/.%#:-]*(?:\\s+|$))+$",
            // A row of a CSV file, in the file's own words ("Sam,Okafor,7,Forward,2014").
            "^[^\\s,]*(?:,[^\\s,]*)+$",
            // The time of an ISO date written in code ("2026-11-28T12:00:00Z").
            "T\\d\\d:\\d\\d(?::\\d\\d)?Z?$",
            // The product's name is the same in every language.
            "^Touchline$",
          ],
          ignoreNames: [
            { regex: { pattern: "className$", flags: "i" } },
            { regex: { pattern: "^[A-Z0-9_]+$" } },
            "to",
            "href",
            "id",
            "key",
            "type",
            "variant",
            "size",
            "role",
            "align",
            "d",
            "viewBox",
            "fill",
            "stroke",
            "code",
            "queryKey",
            "icon",
          ],
          ignoreFunctions: [
            "cn",
            "console.*",
            "Error",
            "*.startsWith",
            "*.endsWith",
            "*.includes",
            "*.get",
            "*.set",
            "new URLSearchParams",
            "matchMedia",
            "*.querySelector*",
            "*.addEventListener",
            "*.removeEventListener",
            "navigate",
            "update",
            "RegExp",
          ],
          useTsTypes: false,
        },
      ],
    },
  },
);
