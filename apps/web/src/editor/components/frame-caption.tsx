import { captionAt } from "@touchline/diagram";
import { cn } from "../../lib/cn.ts";
import { useEditor } from "../store/editor-store.ts";

/**
 * A frame's caption over the bottom of the drawing it belongs to: white on a dark translucent band, at
 * least 16 px, wrapping, so it reads over grass, lines and bibs alike. It takes no pointer events, so the
 * pitch under it still works. The band stays mounted (empty and hidden without a caption) as a polite live
 * region: a screen reader hears each caption as playback reaches it.
 */
export function CaptionBand({ caption, className }: { caption: string | undefined; className?: string }) {
  return (
    <p
      aria-live="polite"
      className={cn(
        "pointer-events-none absolute inset-x-0 bottom-0 bg-slate-950/75 px-3 py-2 text-center text-base/snug font-semibold text-balance break-words text-white empty:hidden sm:text-lg/snug",
        className,
      )}
    >
      {caption ?? ""}
    </p>
  );
}

/**
 * The editor's caption over the pitch: while playing, the caption of the frame being shown at `timeMs`
 * (`captionAt`); otherwise the current frame's. Its parent is the pitch's positioned box.
 */
export function FrameCaption({ timeMs }: { timeMs: number | null }) {
  // Computed outside the selectors: `useEditor` caches a selection per store state, and playback time is not in it.
  const frameIndex = useEditor((state) => state.ui.frameIndex);
  const diagram = useEditor((state) => state.diagram);
  return <CaptionBand caption={timeMs === null ? diagram.frames[frameIndex]?.caption : captionAt(diagram, timeMs)} />;
}
