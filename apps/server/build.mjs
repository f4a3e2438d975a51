// Bundles the server into dist/ so `npm start` runs plain JavaScript from a few files: no TypeScript
// compilation and far fewer module lookups at boot (see bench: cold start).
import { build } from "esbuild";

await build({
  entryPoints: ["src/main.ts", "src/cli/set-user-role.ts"],
  outdir: "dist",
  entryNames: "[name]",
  bundle: true,
  platform: "node",
  target: "node20",
  format: "esm",
  // Prefer packages' ES module builds, as Node does for `import`; a CommonJS build behind a dynamic
  // import would arrive wrapped in `default`.
  mainFields: ["module", "main"],
  // Keeps main.ts's dynamic imports as separate chunks, so they load while the database opens.
  splitting: true,
  chunkNames: "chunks/[name]-[hash]",
  sourcemap: true,
  logLevel: "warning",
  // PGlite finds its WebAssembly and data files next to its own module; pg, nodemailer and sharp load
  // optional or native pieces at run time. They stay in node_modules.
  external: ["@electric-sql/pglite", "pg", "pg-native", "nodemailer", "sharp"],
  // Some bundled CommonJS dependencies call require().
  banner: {
    js: "import { createRequire as __touchlineRequire } from 'node:module'; const require = __touchlineRequire(import.meta.url);",
  },
});
