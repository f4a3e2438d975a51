import { Trans, useLingui } from "@lingui/react/macro";
import { animationDuration, captionAt, type Diagram } from "@touchline/diagram";
import { useEffect, useId, useRef } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { cn } from "../../../lib/cn.ts";
import { DiagramView } from "../../../editor/canvas/diagram-view.tsx";
import type { WindowShape } from "../../../editor/canvas/pitch-geometry.ts";
import { AnimationExportButton } from "../../../editor/components/animation-export-button.tsx";
import { CaptionBand } from "../../../editor/components/frame-caption.tsx";
import { useAnimationClock } from "../../../editor/canvas/use-animation-clock.ts";
import { useIsInView } from "../../../lib/use-in-view.ts";
import { useMediaQuery } from "../../../lib/use-media-query.ts";
import { usePlayingDiagram } from "../lib/playing-diagram.ts";

/**
 * A read-only diagram whose animation plays in place when the reader asks (Play), looping, its frames'
 * captions over it, and, given `exportTitle` (the drill's own title, which names the file), its export as a
 * GIF or video. It is drawn still until then: one diagram of the page plays at a time, and only while some
 * of it is in the window, so a page of drills costs nothing while the reader reads.
 */
export function AnimatedDiagram({
  diagram,
  title,
  exportTitle,
  className,
  isFitted = false,
  windowShape = null,
  playsOnOpen = false,
}: {
  diagram: Diagram;
  title: string;
  exportTitle?: string;
  className?: string;
  /** Fills the figure's height (on-the-pitch mode): the drawing shrinks to what is left above its controls. */
  isFitted?: boolean;
  /** The shape of the window it fills: the pitch is turned to it (a view rotation only, see DiagramView). */
  windowShape?: WindowShape;
  /** Starts playing when shown (the one drill of on-the-pitch mode), unless the reader prefers less motion. */
  playsOnOpen?: boolean;
}) {
  const { t } = useLingui();
  const exportLabel = (title: string) => t`Export video or GIF of ${title}`;
  const durationMs = animationDuration(diagram);
  const { isChosen, play, pause } = usePlayingDiagram(useId());
  const figureRef = useRef<HTMLElement>(null);
  const isInView = useIsInView(figureRef);
  const isPlaying = isChosen && isInView && durationMs > 0;
  const timeMs = useAnimationClock({ durationMs, isPlaying, isLooping: true });

  // eslint-disable-next-line lingui/no-unlocalized-strings -- a media query
  const prefersStill = useMediaQuery("(prefers-reduced-motion: reduce)");
  useEffect(() => {
    if (playsOnOpen && durationMs > 0 && !prefersStill) play();
    // Each drill shown plays (on-the-pitch mode's Next shows another); one that goes away lets another play.
  }, [playsOnOpen, durationMs, prefersStill, diagram, play]);
  useEffect(() => pause, [pause]);

  return (
    <figure ref={figureRef} className={cn(isFitted && "flex flex-col", className)}>
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
            onClick={isChosen ? pause : play}
            aria-label={isChosen ? t`Pause animation of ${title}` : t`Play animation of ${title}`}
          >
            {isChosen ? <Trans context="animation">Pause</Trans> : <Trans context="animation">Play</Trans>}
          </Button>
          {exportTitle ? (
            <AnimationExportButton
              size="sm"
              variant="secondary"
              getDiagram={() => diagram}
              title={exportTitle}
              label={exportLabel(exportTitle)}
            />
          ) : null}
          <span className="text-xs text-slate-500">
            <Trans>Animated drill</Trans>
          </span>
        </figcaption>
      ) : null}
    </figure>
  );
}
