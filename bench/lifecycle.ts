import { type ChildProcess, spawn, type SpawnOptions } from "node:child_process";

export { freePort } from "../apps/server/test/free-port.ts";

/**
 * Everything the bench starts (servers, databases, temp dirs, browsers) registers how to undo itself here;
 * `runAll` undoes it newest first, whatever failed in between.
 */
export class Cleanup {
  private readonly tasks: Array<{ label: string; undo: () => unknown }> = [];
  private closed = false;

  /** Registers `undo`; once this cleanup has run, whatever is still being started is undone at once. */
  defer(label: string, undo: () => unknown): void {
    this.tasks.push({ label, undo });
    if (this.closed) void this.runAll();
  }

  /** A nested cleanup that can be run early (e.g. to stop one phase's servers) and otherwise runs with this one. */
  scope(label: string): Cleanup {
    const inner = new Cleanup();
    this.defer(label, () => inner.runAll());
    return inner;
  }

  async runAll(): Promise<void> {
    this.closed = true;
    for (let task = this.tasks.pop(); task; task = this.tasks.pop()) {
      try {
        await task.undo();
      } catch (error) {
        console.error(`cleanup: ${task.label} failed:`, error instanceof Error ? error.message : error);
      }
    }
  }
}

const children = new Set<ChildProcess>();

// Last resort: a child the bench forgot (or could not stop in time) dies with it.
process.on("exit", () => {
  for (const child of children) child.kill("SIGKILL");
});

/** `spawn`, remembering the child until it exits so no process outlives the bench. */
export function spawnTracked(command: string, args: string[], options: SpawnOptions): ChildProcess {
  const child = spawn(command, args, options);
  children.add(child);
  child.once("exit", () => children.delete(child));
  child.once("error", () => children.delete(child));
  return child;
}

export function hasExited(child: ChildProcess): boolean {
  return child.exitCode !== null || child.signalCode !== null;
}

export function waitForExit(child: ChildProcess): Promise<void> {
  if (hasExited(child)) return Promise.resolve();
  return new Promise((resolve) => child.once("exit", () => resolve()));
}

/** Sends `signal` and waits for the exit; a child still alive after `graceMs` is killed. */
export async function stopChild(
  child: ChildProcess,
  signal: NodeJS.Signals = "SIGTERM",
  graceMs = 10_000,
): Promise<void> {
  if (hasExited(child)) return;
  const exited = waitForExit(child);
  child.kill(signal);
  const timer = setTimeout(() => child.kill("SIGKILL"), graceMs);
  await exited;
  clearTimeout(timer);
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}
