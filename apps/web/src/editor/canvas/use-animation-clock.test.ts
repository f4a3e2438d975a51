import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { advanceClock, useAnimationClock } from "./use-animation-clock.ts";

describe("advanceClock", () => {
  const clock = { timeMs: 0, durationMs: 1000, speed: 1, isLooping: false };

  it("moves time on by the delta times the speed", () => {
    expect(advanceClock(clock, 250)).toEqual({ timeMs: 250, hasEnded: false });
    expect(advanceClock({ ...clock, speed: 0.5 }, 250)).toEqual({ timeMs: 125, hasEnded: false });
    expect(advanceClock({ ...clock, speed: 2, timeMs: 100 }, 250)).toEqual({ timeMs: 600, hasEnded: false });
  });

  it("stops exactly at the end when not looping", () => {
    expect(advanceClock({ ...clock, timeMs: 900 }, 300)).toEqual({ timeMs: 1000, hasEnded: true });
    expect(advanceClock({ ...clock, timeMs: 1000 }, 16)).toEqual({ timeMs: 1000, hasEnded: true });
  });

  it("wraps round when looping, keeping the overshoot", () => {
    expect(advanceClock({ ...clock, timeMs: 900, isLooping: true }, 300)).toEqual({ timeMs: 200, hasEnded: false });
    expect(advanceClock({ ...clock, timeMs: 900, isLooping: true }, 100)).toEqual({ timeMs: 0, hasEnded: false });
  });

  it("treats nothing to play and bad deltas safely", () => {
    expect(advanceClock({ ...clock, durationMs: 0 }, 16)).toEqual({ timeMs: 0, hasEnded: true });
    expect(advanceClock({ ...clock, timeMs: 100 }, Number.NaN)).toEqual({ timeMs: 100, hasEnded: false });
    expect(advanceClock({ ...clock, timeMs: 100 }, -50)).toEqual({ timeMs: 100, hasEnded: false });
  });
});

describe("useAnimationClock", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["requestAnimationFrame", "cancelAnimationFrame", "performance"] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("plays to the end, calls onEnd once and holds the last time", () => {
    const onEnd = vi.fn();
    const { result } = renderHook(() => useAnimationClock({ durationMs: 200, isPlaying: true, onEnd }));
    expect(result.current).toBe(0);
    act(() => {
      vi.advanceTimersByTime(100);
    });
    expect(result.current).toBeGreaterThan(50);
    expect(result.current).toBeLessThan(200);
    act(() => {
      vi.advanceTimersByTime(500);
    });
    expect(result.current).toBe(200);
    expect(onEnd).toHaveBeenCalledTimes(1);
  });

  it("stays put while paused and follows startMs", () => {
    const { result, rerender } = renderHook(
      (props: { startMs: number }) => useAnimationClock({ durationMs: 1000, isPlaying: false, startMs: props.startMs }),
      { initialProps: { startMs: 300 } },
    );
    act(() => {
      vi.advanceTimersByTime(500);
    });
    expect(result.current).toBe(300);
    rerender({ startMs: 700 });
    expect(result.current).toBe(700);
  });
});
