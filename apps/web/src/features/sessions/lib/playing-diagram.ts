import { useCallback, useSyncExternalStore } from "react";

/**
 * Which animated diagram of the page the reader asked to play: one at a time, so a session page of six
 * drills never animates six and the main thread rests while nobody watches. Asking one to play stops the
 * one before; a diagram that goes away (a page left, a drill closed) lets go of it.
 */
let playingId: string | null = null;
const subscribers = new Set<() => void>();

function setPlaying(id: string | null): void {
  if (playingId === id) return;
  playingId = id;
  for (const notify of subscribers) notify();
}

function subscribe(notify: () => void): () => void {
  subscribers.add(notify);
  return () => subscribers.delete(notify);
}

export interface PlayingDiagram {
  /** Whether the reader asked this one to play (it still rests while out of view). */
  isChosen: boolean;
  play(): void;
  pause(): void;
}

export function usePlayingDiagram(id: string): PlayingDiagram {
  const isChosen = useSyncExternalStore(
    subscribe,
    () => playingId === id,
    () => false,
  );
  const play = useCallback(() => setPlaying(id), [id]);
  const pause = useCallback(() => {
    if (playingId === id) setPlaying(null);
  }, [id]);
  return { isChosen, play, pause };
}
