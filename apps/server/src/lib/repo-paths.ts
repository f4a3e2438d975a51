import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The repository root, found by walking up from this module. The server runs both from its sources
 * (tests, `npm run dev`) and as one bundled file (`npm start`), so paths are not fixed relative depths.
 */
function findRepoRoot(from: string): string {
  for (let directory = from; ; directory = path.dirname(directory)) {
    if (existsSync(path.join(directory, "apps", "server", "package.json"))) return directory;
    if (path.dirname(directory) === directory) throw new Error(`Cannot find the Touchline repository above ${from}`);
  }
}

export const REPO_ROOT = findRepoRoot(path.dirname(fileURLToPath(import.meta.url)));
export const MIGRATIONS_DIR = path.join(REPO_ROOT, "apps", "server", "src", "db", "migrations");
export const WEB_DIST_DIR = path.join(REPO_ROOT, "apps", "web", "dist");
