import { animationDuration, type Diagram } from "@touchline/diagram";
import { useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { DiagramView } from "../../../editor/canvas/diagram-view.tsx";
import { useAnimationClock } from "../../../editor/canvas/use-animation-clock.ts";

/** A read-only diagram that plays its animation in place, looping, with a pause button. */
export function AnimatedDiagram({
  diagram,
  title,
  className,
}: {
  diagram: Diagram;
  title: string;
  className?: string;
}) {
  const durationMs = animationDuration(diagram);
  const prefersStill = typeof window !== "undefined" && window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
  const [isPlaying, setIsPlaying] = useState(durationMs > 0 && !prefersStill);
  const timeMs = useAnimationClock({ durationMs, isPlaying, isLooping: true });
  return (
    <figure className={className}>
      <DiagramView
        diagram={diagram}
        title={title}
        timeMs={durationMs > 0 ? timeMs : undefined}
        className="block h-auto w-full rounded-xl"
      />
      {durationMs > 0 ? (
        <figcaption className="no-print mt-2 flex items-center gap-2">
          <Button
            size="sm"
            variant="secondary"
            onClick={() => setIsPlaying((playing) => !playing)}
            aria-label={`${isPlaying ? "Pause" : "Play"} animation of ${title}`}
          >
            {isPlaying ? "Pause" : "Play"}
          </Button>
          <span className="text-xs text-slate-500">Animated drill</span>
        </figcaption>
      ) : null}
    </figure>
  );
}
