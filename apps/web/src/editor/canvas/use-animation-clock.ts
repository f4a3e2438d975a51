import { useEffect, useRef, useState } from "react";

/** What the clock needs to take one step. */
export interface ClockState {
  /** Current playback time in ms. */
  timeMs: number;
  /** Total playback time in ms (`animationDuration(diagram)`). */
  durationMs: number;
  /** Playback rate: 1 is real time, 0.5 half speed. */
  speed: number;
  isLooping: boolean;
}

export interface ClockStep {
  timeMs: number;
  /** True when a non-looping clock reached the end on this step (or there is nothing to play). */
  hasEnded: boolean;
}

/**
 * Advances playback by `deltaMs` of wall-clock time. Pure, so looping and stopping are tested
 * without timers. Looping wraps round (keeping the overshoot, so long loops do not drift);
 * otherwise time stops exactly at the end.
 */
export function advanceClock(state: ClockState, deltaMs: number): ClockStep {
  const { durationMs, isLooping } = state;
  if (!(durationMs > 0)) return { timeMs: 0, hasEnded: true };
  const step = Number.isFinite(deltaMs) && deltaMs > 0 ? deltaMs * Math.max(state.speed, 0) : 0;
  const next = Math.min(Math.max(state.timeMs, 0), durationMs) + step;
  if (next < durationMs) return { timeMs: next, hasEnded: false };
  if (isLooping) return { timeMs: next % durationMs, hasEnded: false };
  return { timeMs: durationMs, hasEnded: true };
}

/**
 * Longest frame step in ms. rAF pauses in a background tab; without a cap the first frame back
 * would jump the drill forward by the whole time away.
 */
export const MAX_FRAME_DELTA_MS = 100;

export interface AnimationClockOptions {
  durationMs: number;
  isPlaying: boolean;
  speed?: number;
  isLooping?: boolean;
  /** Called once when a non-looping playback reaches the end; the caller usually sets isPlaying false. */
  onEnd?: () => void;
  /**
   * Where the clock stands while paused, e.g. the current frame's `frameTimeMs`. Changing it while
   * paused moves the clock there; playing starts from it.
   */
  startMs?: number;
}

/**
 * Playback time driven by requestAnimationFrame while `isPlaying`. Returns the time in ms to pass
 * to `poseAt`. Playing again after a non-looping run ended starts from the beginning.
 */
export function useAnimationClock({
  durationMs,
  isPlaying,
  speed = 1,
  isLooping = false,
  onEnd,
  startMs,
}: AnimationClockOptions): number {
  const [timeMs, setTimeMs] = useState(startMs ?? 0);
  const [seenStartMs, setSeenStartMs] = useState(startMs);
  // Adjusting state during render (not in an effect) avoids a frame at the stale time.
  if (startMs !== seenStartMs) {
    setSeenStartMs(startMs);
    if (!isPlaying && startMs !== undefined) setTimeMs(startMs);
  }

  // The loop reads the latest time and callback without restarting on every frame.
  const timeRef = useRef(timeMs);
  const onEndRef = useRef(onEnd);
  useEffect(() => {
    timeRef.current = timeMs;
    onEndRef.current = onEnd;
  });

  useEffect(() => {
    if (!isPlaying) return;
    let time = timeRef.current >= durationMs && !isLooping ? 0 : timeRef.current;
    let last: number | undefined;
    let frame = 0;
    const tick = (now: number) => {
      const delta = last === undefined ? 0 : Math.min(now - last, MAX_FRAME_DELTA_MS);
      last = now;
      const next = advanceClock({ timeMs: time, durationMs, speed, isLooping }, delta);
      time = next.timeMs;
      timeRef.current = time;
      setTimeMs(time);
      if (next.hasEnded) {
        onEndRef.current?.();
        return;
      }
      frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [isPlaying, durationMs, speed, isLooping]);

  return timeMs;
}
