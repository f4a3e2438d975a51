import path from "node:path";

/** A chunk of Vite's build manifest (`dist/.vite/manifest.json`), keyed by source module. */
export interface ManifestChunk {
  file: string;
  name?: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}

export type BuildManifest = Record<string, ManifestChunk>;

/** What a page's modules need beyond what index.html already loads: their chunks and their stylesheets. */
export interface ModulePreloads {
  /** Chunk files (`assets/…js`), each to be a `<link rel="modulepreload">`. */
  scripts: string[];
  stylesheets: string[];
}

/**
 * The manifest key of a module's chunk. A module lazily loaded in one place and imported statically in
 * another (the 404 page: its own route, and inside the session page) can become a shared chunk, which the
 * manifest keys by chunk file (`_not-found-page-….js`) with the module's name, not by its source path.
 */
function chunkKeyOf(manifest: BuildManifest, module: string): string {
  if (manifest[module]) return module;
  const name = path.posix.basename(module).replace(/\.[^.]+$/, "");
  const shared = Object.keys(manifest).filter((key) => key.startsWith("_") && manifest[key]!.name === name);
  if (shared.length !== 1) throw new Error(`The build has no chunk for ${module}.`);
  return shared[0]!;
}

/** Every manifest key `keys` reach through static imports, themselves included. */
function staticClosure(manifest: BuildManifest, keys: readonly string[]): Set<string> {
  const reached = new Set<string>();
  const visit = (key: string) => {
    if (reached.has(key)) return;
    reached.add(key);
    for (const imported of manifest[key]?.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return reached;
}

/**
 * The code `modules` (source paths, as the manifest names them) run, with everything they import
 * statically, less what the entry (index.html's script, which Vite preloads already) brings. Preloaded
 * from the HTML, it all arrives in one round of requests instead of a chain of import-after-import.
 */
export function modulePreloads(manifest: BuildManifest, modules: readonly string[]): ModulePreloads {
  const entries = Object.keys(manifest).filter((key) => manifest[key]!.isEntry);
  const loadedByEntry = staticClosure(manifest, entries);
  const entryStylesheets = new Set([...loadedByEntry].flatMap((key) => manifest[key]!.css ?? []));
  const needed = [
    ...staticClosure(
      manifest,
      modules.map((module) => chunkKeyOf(manifest, module)),
    ),
  ].filter((key) => !loadedByEntry.has(key));
  return {
    scripts: [...new Set(needed.map((key) => manifest[key]!.file))],
    stylesheets: [...new Set(needed.flatMap((key) => manifest[key]!.css ?? []))].filter(
      (file) => !entryStylesheets.has(file),
    ),
  };
}
