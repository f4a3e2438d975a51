import { describe, expect, it } from "vitest";
import { type BuildManifest, modulePreloads } from "./module-preloads.ts";

/** A manifest shaped as Vite writes it: the entry, two pages, chunks they share, one shared under its file name. */
const MANIFEST: BuildManifest = {
  "index.html": { file: "assets/index-1.js", isEntry: true, imports: ["_react-1.js"], css: ["assets/index-1.css"] },
  "_react-1.js": { file: "assets/react-1.js" },
  "_prose-1.js": { file: "assets/prose-1.js", imports: ["_react-1.js"], css: ["assets/prose-1.css"] },
  "src/about-page.tsx": { file: "assets/about-page-1.js", imports: ["index.html", "_prose-1.js"] },
  "src/session-page.tsx": { file: "assets/session-page-1.js", imports: ["index.html", "_not-found-page-1.js"] },
  "_not-found-page-1.js": { file: "assets/not-found-page-1.js", name: "not-found-page", imports: ["index.html"] },
};

describe("the code a server-rendered page preloads", () => {
  it("is the page's chunk and what it imports, less what the entry loads already", () => {
    expect(modulePreloads(MANIFEST, ["src/about-page.tsx"])).toEqual({
      scripts: ["assets/about-page-1.js", "assets/prose-1.js"],
      stylesheets: ["assets/prose-1.css"],
    });
  });

  it("finds a page whose module became a shared chunk by the module's name", () => {
    expect(modulePreloads(MANIFEST, ["src/not-found-page.tsx"]).scripts).toEqual(["assets/not-found-page-1.js"]);
    expect(modulePreloads(MANIFEST, ["src/session-page.tsx"]).scripts).toEqual([
      "assets/session-page-1.js",
      "assets/not-found-page-1.js",
    ]);
  });

  it("refuses a module the build has no chunk for, so a moved page cannot lose its preload quietly", () => {
    expect(() => modulePreloads(MANIFEST, ["src/moved-page.tsx"])).toThrow(/no chunk for src\/moved-page.tsx/);
  });
});
