import { describe, expect, it } from "vitest";
import { reconnectDelayMs } from "./reconnect-delay.ts";

describe("reconnectDelayMs", () => {
  it("waits 1, 2, 5, then 10 seconds every time after", () => {
    expect([0, 1, 2, 3, 4, 9].map(reconnectDelayMs)).toEqual([1_000, 2_000, 5_000, 10_000, 10_000, 10_000]);
  });
});
