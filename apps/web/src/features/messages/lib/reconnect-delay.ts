import { MESSAGE_STREAM_RECONNECT_DELAYS_MS } from "@touchline/contracts";

/** How long to wait before reconnection attempt `attempt` (0-based): 1, 2, 5, then 10 s every time. */
export function reconnectDelayMs(attempt: number): number {
  const delays = MESSAGE_STREAM_RECONNECT_DELAYS_MS;
  return delays[Math.min(Math.max(attempt, 0), delays.length - 1)]!;
}
