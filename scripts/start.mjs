// `npm start`: builds the app only when its sources changed since the last build, quietly, then serves it.
// The build's own output goes to .build.log and is shown only when the build fails.
import { spawn, spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const ROOT = new URL("..", import.meta.url).pathname;
const BUILT = ["apps/web/dist/index.html", "apps/web/dist-ssr/entry-server.js", "apps/server/dist/main.js"];
const STAMP = "apps/server/dist/.sources";
const LOG = ".build.log";
/** What the build reads: when none of these changed, the last build is still this code. */
const SOURCES = [
  "apps/web/src",
  "apps/web/public",
  "apps/web/index.html",
  "apps/web/vite.config.ts",
  "apps/web/package.json",
  "apps/server/src",
  "apps/server/build.mjs",
  "apps/server/package.json",
  "packages/diagram/src",
  "packages/contracts/src",
  "package-lock.json",
];

/** Every file under the sources with its size and modification time: cheap, and changes with any edit. */
function fingerprint() {
  const hash = createHash("sha256");
  const visit = (path) => {
    const full = join(ROOT, path);
    if (!existsSync(full)) return;
    const stat = statSync(full);
    if (stat.isDirectory()) {
      for (const name of readdirSync(full).sort()) visit(join(path, name));
    } else {
      hash.update(`${path}\0${stat.size}\0${stat.mtimeMs}\n`);
    }
  };
  for (const source of SOURCES) visit(source);
  return hash.digest("hex");
}

const sources = fingerprint();
const isBuilt = BUILT.every((file) => existsSync(join(ROOT, file)));
const isCurrent = isBuilt && existsSync(join(ROOT, STAMP)) && readFileSync(join(ROOT, STAMP), "utf8") === sources;

if (isCurrent) {
  console.log("Touchline is built and its sources are unchanged: starting it.");
} else {
  console.log(`Building Touchline (about half a minute; the build's output goes to ${LOG})…`);
  const build = spawnSync("npm", ["run", "build"], { cwd: ROOT, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
  writeFileSync(join(ROOT, LOG), `${build.stdout ?? ""}${build.stderr ?? ""}`);
  if (build.status !== 0) {
    const lines = `${build.stdout ?? ""}${build.stderr ?? ""}`.trimEnd().split("\n");
    console.error(lines.slice(-40).join("\n"));
    console.error(`The build failed (the whole output is in ${LOG}).`);
    process.exit(build.status ?? 1);
  }
  writeFileSync(join(ROOT, STAMP), sources);
}

const server = spawn(process.execPath, [join(ROOT, "apps/server/dist/main.js")], { cwd: ROOT, stdio: "inherit" });
// The server finishes its requests and closes the database on these; this process only passes them on.
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
