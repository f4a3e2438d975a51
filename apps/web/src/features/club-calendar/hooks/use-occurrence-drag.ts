import type { CalendarOccurrence } from "@touchline/contracts";
import { type PointerEvent, useEffect, useState } from "react";

/**
 * Dragging an occurrence to another day with a mouse or pen: pressed on its chip, released over a day.
 * Touch screens scroll instead (a finger on a chip must still scroll the page); there, and from the
 * keyboard, the details' "Move to…" does the same. Escape or a release anywhere else drops nothing.
 */
export function useOccurrenceDrag(isEnabled: boolean, onDrop: (occurrence: CalendarOccurrence, date: string) => void) {
  const [dragged, setDragged] = useState<CalendarOccurrence | null>(null);
  const [overDate, setOverDate] = useState<string | null>(null);

  useEffect(() => {
    if (!dragged) return;
    const stop = () => {
      setDragged(null);
      setOverDate(null);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") stop();
    };
    // A day's own handler runs first (the release bubbles up to the window after it).
    window.addEventListener("pointerup", stop);
    window.addEventListener("keydown", onKey);
    return () => {
      window.removeEventListener("pointerup", stop);
      window.removeEventListener("keydown", onKey);
    };
  }, [dragged]);

  const chipProps = (occurrence: CalendarOccurrence) =>
    isEnabled
      ? {
          onPointerDown: (event: PointerEvent<HTMLElement>) => {
            if (event.button > 0 || event.pointerType === "touch") return;
            setDragged(occurrence);
          },
          "data-dragging": dragged === occurrence || undefined,
        }
      : {};

  const dayProps = (date: string) =>
    isEnabled
      ? {
          "data-drop-target": (dragged && overDate === date) || undefined,
          onPointerEnter: () => {
            if (dragged) setOverDate(date);
          },
          onPointerUp: () => {
            if (dragged && dragged.date !== date) onDrop(dragged, date);
          },
        }
      : {};

  return { dragged, chipProps, dayProps };
}
