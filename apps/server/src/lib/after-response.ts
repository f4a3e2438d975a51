import { loggableError } from "./describe-error.ts";
import type { Logger } from "./logger.ts";

/**
 * Work a request starts but does not answer with: it begins once the answer is on its way, so how long it
 * takes (or whether there is any) cannot be read from the answer's timing. Shutdown waits for it before
 * closing the database, and the tests wait for it before reading what it wrote.
 */
export interface AfterResponse {
  run(label: string, work: () => Promise<unknown>): void;
  /** Resolves once every piece of work started so far has ended, however it ended. */
  settled(): Promise<void>;
}

export function createAfterResponse(logger: Logger): AfterResponse {
  const running = new Set<Promise<void>>();
  return {
    run(label, work) {
      // setImmediate: after the handler's answer has been returned and written, not merely not awaited.
      const task: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
        .then(work)
        .then(
          () => {},
          (error: unknown) => logger.error({ err: loggableError(error) }, `${label} failed after the answer was sent`),
        )
        .finally(() => running.delete(task));
      running.add(task);
    },
    async settled() {
      while (running.size > 0) await Promise.all(running);
    },
  };
}
