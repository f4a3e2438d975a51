import { describe, expect, it } from "vitest";
import { createConcurrencyLimit } from "./concurrency-limit.ts";

/** A task that finishes when told to, recording when it started. */
function controlledTask(started: number[], id: number) {
  let finish!: (value: number) => void;
  let fail!: (error: Error) => void;
  const task = () => {
    started.push(id);
    return new Promise<number>((resolve, reject) => {
      finish = resolve;
      fail = reject;
    });
  };
  return { task, finish: () => finish(id), fail: () => fail(new Error(`task ${id} failed`)) };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe("createConcurrencyLimit", () => {
  it("runs at most the limit at once and starts the waiting tasks in the order they came", async () => {
    const limit = createConcurrencyLimit(2);
    const started: number[] = [];
    const tasks = [1, 2, 3, 4, 5].map((id) => controlledTask(started, id));
    // Settled as they end, so task 1's failure is handled when it happens, not at the assertion.
    const outcomes = tasks.map(({ task }) =>
      limit.run(task).then(
        (value) => value,
        (error: Error) => error.message,
      ),
    );
    await settle();
    expect(started).toEqual([1, 2]);
    expect([limit.running, limit.waiting]).toEqual([2, 3]);

    tasks[1]!.finish();
    await settle();
    expect(started).toEqual([1, 2, 3]);
    tasks[0]!.fail();
    await settle();
    expect(started).toEqual([1, 2, 3, 4]);
    expect([limit.running, limit.waiting]).toEqual([2, 1]);

    for (const task of tasks.slice(2)) {
      task.finish();
      await settle();
    }
    expect(started).toEqual([1, 2, 3, 4, 5]);
    expect(await Promise.all(outcomes)).toEqual(["task 1 failed", 2, 3, 4, 5]);
    expect([limit.running, limit.waiting]).toEqual([0, 0]);
  });

  it("refuses a limit that is not a positive integer", () => {
    for (const value of [0, -1, 1.5, Number.NaN]) expect(() => createConcurrencyLimit(value)).toThrow();
  });
});
