import { animationDuration, captionAt, type Diagram } from "@touchline/diagram";
import { useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { cn } from "../../../lib/cn.ts";
import { DiagramView } from "../../../editor/canvas/diagram-view.tsx";
import type { WindowShape } from "../../../editor/canvas/pitch-geometry.ts";
import { AnimationExportButton } from "../../../editor/components/animation-export-button.tsx";
import { CaptionBand } from "../../../editor/components/frame-caption.tsx";
import { useAnimationClock } from "../../../editor/canvas/use-animation-clock.ts";

/**
 * A read-only diagram that plays its animation in place, looping, its frames' captions over it, with a pause button and, given
 * `exportTitle` (the drill's own title, which names the file), its export as a GIF or video.
 */
export function AnimatedDiagram({
  diagram,
  title,
  exportTitle,
  className,
  isFitted = false,
  windowShape = null,
}: {
  diagram: Diagram;
  title: string;
  exportTitle?: string;
  className?: string;
  /** Fills the figure's height (on-the-pitch mode): the drawing shrinks to what is left above its controls. */
  isFitted?: boolean;
  /** The shape of the window it fills: the pitch is turned to it (a view rotation only, see DiagramView). */
  windowShape?: WindowShape;
}) {
  const durationMs = animationDuration(diagram);
  const prefersStill = typeof window !== "undefined" && window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
  const [isPlaying, setIsPlaying] = useState(durationMs > 0 && !prefersStill);
  const timeMs = useAnimationClock({ durationMs, isPlaying, isLooping: true });
  return (
    <figure className={cn(isFitted && "flex flex-col", className)}>
      <div className={cn("relative overflow-hidden rounded-xl", isFitted && "min-h-0 w-full flex-1")}>
        <DiagramView
          diagram={diagram}
          title={title}
          timeMs={durationMs > 0 ? timeMs : undefined}
          windowShape={windowShape}
          className={isFitted ? "block h-full w-full" : "block h-auto w-full rounded-xl"}
        />
        {durationMs > 0 ? <CaptionBand caption={captionAt(diagram, timeMs)} /> : null}
      </div>
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
          {exportTitle ? (
            <AnimationExportButton
              size="sm"
              variant="secondary"
              getDiagram={() => diagram}
              title={exportTitle}
              label={`Export video or GIF of ${exportTitle}`}
            />
          ) : null}
          <span className="text-xs text-slate-500">Animated drill</span>
        </figcaption>
      ) : null}
    </figure>
  );
}
