import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { accessSync, constants } from "node:fs";
import path from "node:path";
import { REPO_ROOT } from "../src/lib/repo-paths.ts";
import { freePort } from "./free-port.ts";

/**
 * Several real server processes (`node --import tsx apps/server/src/main.ts`) on one PostgreSQL database,
 * behind HAProxy configured by deploy/haproxy/haproxy.cfg, as deploy/compose.yaml runs them: for the
 * cluster test and the load bench.
 */

export interface ClusterInstance {
  /** The proxy's name for it (`app1`…), as its `X-Served-By` answer header says. */
  name: string;
  port: number;
  /** The instance itself, bypassing the proxy. */
  url: string;
  /** Sends `signal` (SIGTERM: a draining shutdown) and waits for the process to exit. */
  stop(signal?: NodeJS.Signals): Promise<void>;
  /** Starts the process again on the same port; resolves once it answers its health check. */
  start(): Promise<void>;
  /** Everything it printed so far (stdout and stderr). */
  output(): string;
}

export interface Cluster {
  /** The proxy. */
  url: string;
  instances: ClusterInstance[];
  databaseUrl: string;
  /** The proxy's view of each server, by name: "UP", "DOWN", "MAINT"… (its stats page). */
  proxyStatus(): Promise<Record<string, string>>;
  /** Everything HAProxy printed so far. */
  proxyOutput(): string;
  stop(): Promise<void>;
}

/** deploy/haproxy/haproxy.cfg names the servers TOUCHLINE_APP_1 … TOUCHLINE_APP_6. */
const MAX_INSTANCES = 6;
const HAPROXY_CONFIG = path.join(REPO_ROOT, "deploy", "haproxy", "haproxy.cfg");
const MAIN = path.join(REPO_ROOT, "apps", "server", "src", "main.ts");
const STARTUP_TIMEOUT_MS = 90_000;
/** A process that ignores SIGTERM this long (draining takes at most 10 s) is killed. */
const STOP_TIMEOUT_MS = 15_000;

/** The path of the haproxy binary (HAPROXY_BIN, else on PATH or in the sbin folders), or undefined. */
export function findHaproxy(): string | undefined {
  if (process.env.HAPROXY_BIN) return process.env.HAPROXY_BIN;
  const folders = [...(process.env.PATH ?? "").split(path.delimiter), "/usr/sbin", "/usr/local/sbin", "/sbin"];
  for (const folder of folders.filter(Boolean)) {
    const candidate = path.join(folder, "haproxy");
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // not in this folder
    }
  }
  return undefined;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Every process any cluster started, killed if the test process exits without stopping them. */
const running = new Set<ChildProcess>();
process.once("exit", () => {
  for (const child of running) child.kill("SIGKILL");
});

function spawnLogged(command: string, args: string[], env: NodeJS.ProcessEnv) {
  const child = spawn(command, args, { cwd: REPO_ROOT, env, stdio: ["ignore", "pipe", "pipe"] });
  running.add(child);
  let output = "";
  child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) =>
    child.once("exit", () => {
      running.delete(child);
      resolve();
    }),
  );
  return { child, exited, output: () => output };
}

async function stopProcess(target: { child: ChildProcess; exited: Promise<void> }, signal: NodeJS.Signals) {
  const { child, exited } = target;
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill(signal);
  const timer = setTimeout(() => child.kill("SIGKILL"), STOP_TIMEOUT_MS);
  await exited;
  clearTimeout(timer);
}

async function isHealthy(url: string): Promise<boolean> {
  return fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2_000) }).then(
    (response) => response.ok,
    () => false,
  );
}

/**
 * One `node apps/server/src/main.ts` process on `port` with `env`, not yet started: `start()` resolves
 * once its health check answers, `stop()` sends a signal and waits for it to exit. A cluster's instances
 * are these; a test needing instances without a proxy makes its own.
 */
export function createInstance(name: string, port: number, env: NodeJS.ProcessEnv): ClusterInstance {
  const url = `http://127.0.0.1:${port}`;
  let current: ReturnType<typeof spawnLogged> | undefined;
  let earlierOutput = "";
  return {
    name,
    port,
    url,
    output: () => earlierOutput + (current?.output() ?? ""),
    async start() {
      if (current && current.child.exitCode === null && current.child.signalCode === null) {
        throw new Error(`${name} is already running`);
      }
      earlierOutput += current?.output() ?? "";
      const started = spawnLogged(process.execPath, ["--import", "tsx", MAIN], { ...env, PORT: String(port) });
      current = started;
      const deadline = Date.now() + STARTUP_TIMEOUT_MS;
      while (!(await isHealthy(url))) {
        if (started.child.exitCode !== null || started.child.signalCode !== null) {
          throw new Error(`${name} exited while starting:\n${started.output()}`);
        }
        if (Date.now() > deadline) throw new Error(`${name} did not become healthy:\n${started.output()}`);
        await sleep(200);
      }
    },
    async stop(signal = "SIGTERM") {
      if (current) await stopProcess(current, signal);
    },
  };
}

/** The proxy's stats page as CSV, reduced to each app server's status. */
async function readProxyStatus(statsUrl: string): Promise<Record<string, string>> {
  const csv = await fetch(`${statsUrl}/;csv`).then((response) => response.text());
  const [header, ...rows] = csv.trim().split("\n");
  const columns = (header ?? "").replace(/^# /, "").split(",");
  const [proxyName, serverName, status] = ["pxname", "svname", "status"].map((column) => columns.indexOf(column));
  const result: Record<string, string> = {};
  for (const row of rows) {
    const fields = row.split(",");
    if (fields[proxyName!] === "app" && !["FRONTEND", "BACKEND"].includes(fields[serverName!]!)) {
      result[fields[serverName!]!] = fields[status!]!;
    }
  }
  return result;
}

/**
 * Starts `instances` server processes together on `databaseUrl` (one AUTH_SECRET, the proxy's address as
 * APP_URL, X-Forwarded-For trusted) and HAProxy in front of them; resolves once the proxy sees every one
 * of them healthy. `env` is added to every instance's environment. Anything started is stopped again if
 * the cluster does not come up.
 */
export async function startCluster(options: {
  databaseUrl: string;
  instances: number;
  env?: Record<string, string>;
}): Promise<Cluster> {
  const haproxy = findHaproxy();
  if (!haproxy) {
    throw new Error(
      "HAProxy is needed to run several instances behind a proxy: install it (apt-get install haproxy) " +
        "or point HAPROXY_BIN at its binary.",
    );
  }
  if (options.instances < 1 || options.instances > MAX_INSTANCES) {
    throw new Error(`${HAPROXY_CONFIG} has room for 1 to ${MAX_INSTANCES} instances, not ${options.instances}`);
  }
  const [proxyPort, statsPort, ...ports] = await Promise.all(
    Array.from({ length: options.instances + 2 }, () => freePort()),
  );
  const url = `http://127.0.0.1:${proxyPort}`;
  const statsUrl = `http://127.0.0.1:${statsPort}`;
  const instanceEnv: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    DATABASE_URL: options.databaseUrl,
    APP_URL: url,
    TRUST_PROXY: "true",
    AUTH_SECRET: randomBytes(32).toString("hex"),
    LOG_LEVEL: "warn",
    ...options.env,
  };
  const instances = ports.map((port, index) => createInstance(`app${index + 1}`, port!, instanceEnv));
  const proxy = spawnLogged(haproxy, ["-db", "-f", HAPROXY_CONFIG], {
    ...process.env,
    TOUCHLINE_LISTEN: `127.0.0.1:${proxyPort}`,
    TOUCHLINE_STATS_LISTEN: `127.0.0.1:${statsPort}`,
    ...Object.fromEntries(
      instances.map((instance, index) => [`TOUCHLINE_APP_${index + 1}`, `127.0.0.1:${instance.port}`]),
    ),
  });

  const cluster: Cluster = {
    url,
    instances,
    databaseUrl: options.databaseUrl,
    proxyStatus: () => readProxyStatus(statsUrl),
    proxyOutput: proxy.output,
    async stop() {
      await Promise.all(instances.map((instance) => instance.stop()));
      await stopProcess(proxy, "SIGTERM");
    },
  };
  try {
    await Promise.all(instances.map((instance) => instance.start()));
    const deadline = Date.now() + STARTUP_TIMEOUT_MS;
    for (;;) {
      if (proxy.child.exitCode !== null) throw new Error(`HAProxy exited:\n${proxy.output()}`);
      const status = await readProxyStatus(statsUrl).catch(() => ({}) as Record<string, string>);
      if (instances.every((instance) => status[instance.name] === "UP")) break;
      if (Date.now() > deadline) {
        throw new Error(`the proxy does not see every instance up: ${JSON.stringify(status)}\n${proxy.output()}`);
      }
      await sleep(200);
    }
  } catch (error) {
    await cluster.stop();
    throw error;
  }
  return cluster;
}

/**
 * Creates a confirmed account with `role` as an operator would, with the command-line tool (password on
 * standard input), on the cluster's database.
 */
export async function createUser(
  databaseUrl: string,
  user: { email: string; password: string; role: string; firstName?: string; lastName?: string },
): Promise<void> {
  const args = ["--import", "tsx", "apps/server/src/cli/create-user.ts", user.email, user.role];
  args.push(user.firstName ?? "Cluster", user.lastName ?? "Coach");
  const child = spawn(process.execPath, args, {
    cwd: REPO_ROOT,
    env: { ...process.env, DATABASE_URL: databaseUrl },
    stdio: ["pipe", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stdin.end(`${user.password}\n`);
  const code = await new Promise<number | null>((resolve) => child.once("exit", resolve));
  if (code !== 0) throw new Error(`creating ${user.email} failed (${code}):\n${output}`);
}
