/** Runs async tasks at most `limit` at a time; the rest wait their turn, first come first served. */
export interface ConcurrencyLimit {
  run<T>(task: () => Promise<T>): Promise<T>;
  /** Tasks running now (never above the limit). */
  readonly running: number;
  /** Tasks waiting for a turn. */
  readonly waiting: number;
}

export function createConcurrencyLimit(limit: number): ConcurrencyLimit {
  if (!Number.isInteger(limit) || limit < 1)
    throw new Error(`A concurrency limit must be a positive integer, not ${limit}`);
  let running = 0;
  const queue: Array<() => void> = [];
  // A finished task hands its turn straight to the next in line, so `running` never drops and rises again.
  const release = () => {
    const next = queue.shift();
    if (next) next();
    else running -= 1;
  };
  return {
    async run(task) {
      if (running < limit) running += 1;
      else await new Promise<void>((resolve) => queue.push(resolve));
      try {
        return await task();
      } finally {
        release();
      }
    },
    get running() {
      return running;
    },
    get waiting() {
      return queue.length;
    },
  };
}
