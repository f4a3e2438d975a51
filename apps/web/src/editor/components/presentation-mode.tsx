import { Trans, useLingui } from "@lingui/react/macro";
import * as Dialog from "@radix-ui/react-dialog";
import { type Diagram, frameTimeMs } from "@touchline/diagram";
import { type KeyboardEvent, type PointerEvent, useEffect, useRef, useState } from "react";
import { Button } from "../../components/ui/button.tsx";
import { cn } from "../../lib/cn.ts";
import { useMediaQuery } from "../../lib/use-media-query.ts";
import { DiagramView } from "../canvas/diagram-view.tsx";
import { PITCH_MARGIN_METRES, pitchViewBox } from "../canvas/pitch-geometry.ts";

/** Keys that step: arrows, Page Up/Down (what presentation clickers send), Space and Enter as slide shows take them. */
// eslint-disable-next-line lingui/no-unlocalized-strings -- KeyboardEvent key names
const NEXT_KEYS = new Set(["ArrowRight", "ArrowDown", "PageDown", " ", "Enter"]);
// eslint-disable-next-line lingui/no-unlocalized-strings -- KeyboardEvent key names
const PREVIOUS_KEYS = new Set(["ArrowLeft", "ArrowUp", "PageUp"]);
/** A clicker's "blank screen" button sends B or "."; slide shows black the screen out until it is pressed again. */
const BLANK_KEYS = new Set(["b", "B", "."]);
/** Pixels a finger travels sideways, more than up or down, for a swipe to step. */
export const SWIPE_PX = 50;

export interface PresentationProps {
  diagram: Diagram;
  /** The frame shown first. */
  initialFrameIndex: number;
  /** Ends the presentation on `frameIndex`, the frame last shown. */
  onClose(frameIndex: number): void;
}

/**
 * The playback time shown for `frameIndex`: one step forward plays the move into it as playback does
 * (`poseAt` over the frame's own duration); any other step (back, Home, End, a jump) goes straight there,
 * as does every step when the viewer asks for reduced motion.
 */
function useStepTime(diagram: Diagram, frameIndex: number): number {
  const target = frameTimeMs(diagram, frameIndex);
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a media query
  const prefersStill = useMediaQuery("(prefers-reduced-motion: reduce)");
  const [timeMs, setTimeMs] = useState(target);
  const shown = useRef({ timeMs: target, frameIndex });
  useEffect(() => {
    const from = shown.current;
    const isStepForward = frameIndex === from.frameIndex + 1 && target > from.timeMs;
    shown.current = { timeMs: target, frameIndex };
    if (!isStepForward || prefersStill || typeof requestAnimationFrame !== "function") {
      setTimeMs(target);
      return;
    }
    let started: number | undefined;
    let frame = 0;
    const tick = (now: number) => {
      started ??= now;
      const time = Math.min(target, from.timeMs + (now - started));
      setTimeMs(time);
      if (time < target) frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [target, frameIndex, prefersStill]);
  return timeMs;
}

/**
 * Presentation mode: the drawing alone over the whole window, as large as it fits, one frame at a time with
 * its caption large under it, for a team talk on a projector or a tablet held up. It steps with the arrow
 * keys, Page Up/Down and Space (a clicker), buttons and a sideways swipe; Home and End go to the ends and
 * Escape closes it. A modal dialog: focus stays inside while open and goes back where it was on close.
 */
export default function PresentationMode({ diagram, initialFrameIndex, onClose }: PresentationProps) {
  const { t } = useLingui();
  const count = Math.max(1, diagram.frames.length);
  const [frameIndex, setFrameIndex] = useState(() => Math.min(Math.max(initialFrameIndex, 0), count - 1));
  const [isBlank, setIsBlank] = useState(false);
  const timeMs = useStepTime(diagram, frameIndex);
  const contentRef = useRef<HTMLDivElement>(null);
  // What had focus before (the Present button, the pitch): Radix returns focus only to a Dialog.Trigger.
  const [returnFocus] = useState(() => {
    const active = document.activeElement;
    // The pitch is an <svg>: an SVG element takes focus as an HTML one does.
    return active instanceof HTMLElement || active instanceof SVGElement ? active : null;
  });
  const swipe = useRef<{ id: number; x: number; y: number } | null>(null);

  const goTo = (index: number) => {
    setIsBlank(false);
    setFrameIndex(Math.min(Math.max(index, 0), count - 1));
  };
  const box = pitchViewBox(diagram.pitch, PITCH_MARGIN_METRES);
  const ratio = box.width / box.height;
  const caption = diagram.frames[frameIndex]?.caption;
  const number = frameIndex + 1;
  const position = t`Frame ${number} of ${count}`;
  const frameName = t`Frame ${number}`;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.ctrlKey || event.metaKey || event.altKey || event.nativeEvent.isComposing) return;
    // Space and Enter on a focused button press it (Previous, Next, Close).
    if ((event.key === " " || event.key === "Enter") && event.target instanceof HTMLButtonElement) return;
    if (NEXT_KEYS.has(event.key)) goTo(frameIndex + 1);
    else if (PREVIOUS_KEYS.has(event.key)) goTo(frameIndex - 1);
    else if (event.key === "Home") goTo(0);
    else if (event.key === "End") goTo(count - 1);
    else if (BLANK_KEYS.has(event.key)) setIsBlank((blank) => !blank);
    // A clicker's start button (F5) pressed again mid-talk must not reload the page.
    else if (event.key === "F5") setIsBlank(false);
    else return;
    event.preventDefault();
  };
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType === "mouse" || !event.isPrimary) return;
    swipe.current = { id: event.pointerId, x: event.clientX, y: event.clientY };
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const start = swipe.current;
    swipe.current = null;
    if (!start || start.id !== event.pointerId) return;
    const dx = event.clientX - start.x;
    const dy = event.clientY - start.y;
    if (Math.abs(dx) < SWIPE_PX || Math.abs(dx) <= Math.abs(dy)) return;
    // Swiping left brings the next frame in from the right, as with photos.
    goTo(frameIndex + (dx < 0 ? 1 : -1));
  };

  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : onClose(frameIndex))}>
      <Dialog.Portal>
        <Dialog.Content
          ref={contentRef}
          aria-describedby={undefined}
          onOpenAutoFocus={(event) => {
            // The dialog itself takes focus, so Space steps straight away instead of pressing a button.
            event.preventDefault();
            contentRef.current?.focus();
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocus?.focus();
          }}
          onKeyDown={onKeyDown}
          onPointerDown={onPointerDown}
          onPointerUp={onPointerUp}
          onPointerCancel={() => (swipe.current = null)}
          className="fixed inset-0 z-50 flex touch-pan-y flex-col gap-3 bg-slate-950 p-3 text-white outline-none select-none sm:gap-4 sm:p-5"
        >
          <Dialog.Title className="sr-only">
            <Trans>Presentation</Trans>
          </Dialog.Title>
          <p className="sr-only" aria-live="polite">
            {isBlank ? t`Screen blanked` : caption ? t`${position}: ${caption}` : position}
          </p>
          <div className={cn("flex min-h-0 flex-1 flex-col gap-3 sm:gap-4", isBlank && "invisible")}>
            <div className="flex min-h-0 flex-1 items-center justify-center [container-type:size]">
              <div style={{ width: `min(100cqw, 100cqh * ${ratio})`, height: `min(100cqh, 100cqw / ${ratio})` }}>
                <DiagramView
                  diagram={diagram}
                  timeMs={timeMs}
                  title={caption ? t`${frameName}: ${caption}` : frameName}
                  className="block h-full w-full rounded-xl"
                />
              </div>
            </div>
            {/* Every caption in one cell, only the current one visible: the row is as tall as the longest,
                so the drawing keeps its size from frame to frame. */}
            <div className="grid shrink-0 px-2">
              {diagram.frames.map((frame, index) => (
                <p
                  key={frame.id}
                  aria-hidden="true"
                  className={cn(
                    "col-start-1 row-start-1 text-center text-2xl/tight font-semibold text-balance break-words sm:text-4xl/tight",
                    index !== frameIndex && "invisible",
                  )}
                >
                  {frame.caption}
                </p>
              ))}
            </div>
          </div>
          {/* At either end Previous or Next says it is unavailable but keeps focus: a disabled button would drop
              focus out of the dialog and take the keyboard with it. */}
          <div className="flex shrink-0 items-center gap-2 sm:gap-3">
            <Button
              variant="secondary"
              aria-disabled={frameIndex === 0}
              className={cn(frameIndex === 0 && "opacity-60")}
              onClick={() => goTo(frameIndex - 1)}
            >
              <Trans context="go to the previous frame">Previous</Trans>
            </Button>
            <p className="flex-1 text-center text-sm font-medium text-slate-200 tabular-nums sm:text-lg">{position}</p>
            <Button
              variant="primary"
              aria-disabled={frameIndex >= count - 1}
              className={cn(frameIndex >= count - 1 && "opacity-60")}
              onClick={() => goTo(frameIndex + 1)}
            >
              <Trans context="go to the next frame">Next</Trans>
            </Button>
            <Dialog.Close asChild>
              <Button variant="secondary" className="ml-1 sm:ml-4">
                <Trans>Close</Trans>
              </Button>
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
