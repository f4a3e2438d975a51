import { DIAGRAM_LIMITS } from "@touchline/diagram";
import { useDeferredModule } from "../../lib/deferred-module.ts";
import { cn } from "../../lib/cn.ts";
import { findAction } from "../actions/editor-actions.ts";
import { useEditor, useEditorStore } from "../store/editor-store.ts";
import { useActionContext } from "./action-context.ts";
import { animationOptions } from "./deferred-parts.ts";
import { PresentButton } from "./present-button.tsx";
import { ToolbarPopover, ToolButton } from "./toolbar-menu.tsx";

/**
 * The animation: frames to edit, and playback, in one compact row (beside the toolbar on a tablet or a
 * laptop, under the pitch on a phone): Play, the frames, Add frame, Present, and the rest (the frame's
 * caption, speed, loop, the frame's duration, Delete frame) in the Animation options panel. Its height never changes while the coach works
 * (the frames scroll sideways), so the pitch keeps its size and nothing moves under the pointer.
 */
export function FramesBar({
  timeMs,
  durationMs,
  isCompact = false,
}: {
  timeMs: number | null;
  durationMs: number;
  /** Under the pitch on a phone: the frames take the row's width. */
  isCompact?: boolean;
}) {
  const store = useEditorStore();
  const context = useActionContext();
  const frames = useEditor((state) => state.diagram.frames);
  const frameIndex = useEditor((state) => state.ui.frameIndex);
  const playback = useEditor((state) => state.ui.playback);
  const hasAnimation = durationMs > 0;
  const status =
    playback.isPlaying && timeMs !== null
      ? `Playing ${(timeMs / 1000).toFixed(1)} s of ${(durationMs / 1000).toFixed(1)} s`
      : frames.length < 2
        ? "Add a frame, then move players in it to animate them."
        : `Editing frame ${frameIndex + 1} of ${frames.length}`;

  return (
    <section
      aria-label="Animation"
      className={cn("flex min-w-0 shrink items-center gap-0.5 [&>*]:shrink-0", isCompact && "w-full")}
    >
      <ToolButton
        icon={playback.isPlaying ? "pause" : "play"}
        label={playback.isPlaying ? "Pause" : "Play"}
        tooltip={playback.isPlaying ? "Pause (Space)" : "Play the animation (Space)"}
        disabled={!hasAnimation}
        className={hasAnimation && !playback.isPlaying ? "text-brand-700" : undefined}
        onClick={() => findAction("play-pause").perform(context)}
      />
      <ToolButton
        icon="previous"
        label="Previous frame"
        disabled={frameIndex === 0}
        onClick={() => findAction("previous-frame").perform(context)}
      />
      <ol className="flex min-w-0 shrink! items-center gap-1 overflow-x-auto py-0.5" aria-label="Frames">
        {(frames.length > 0 ? frames : [{ id: "start" }]).map((frame, index) => (
          <li key={frame.id} className="shrink-0">
            <button
              type="button"
              aria-pressed={index === frameIndex}
              aria-label={`Frame ${index + 1}`}
              title={`Frame ${index + 1}`}
              onClick={() =>
                store.dispatch({
                  type: "setUi",
                  patch: { frameIndex: index, playback: { ...playback, isPlaying: false } },
                })
              }
              className={cn(
                "min-h-9 min-w-9 rounded-md px-2 text-sm whitespace-nowrap tabular-nums pointer-coarse:min-h-11 pointer-coarse:min-w-11",
                index === frameIndex
                  ? "bg-brand-600 font-semibold text-white"
                  : "bg-slate-100 text-slate-700 hover:bg-slate-200",
              )}
            >
              {/* The word once, on the current frame: the others are numbers in a row. */}
              {index === frameIndex && !isCompact ? `Frame ${index + 1}` : index + 1}
            </button>
          </li>
        ))}
      </ol>
      <ToolButton
        icon="next"
        label="Next frame"
        disabled={frameIndex >= frames.length - 1}
        onClick={() => findAction("next-frame").perform(context)}
      />
      <ToolButton
        icon="add"
        label="Add frame"
        tooltip="Add frame (F)"
        disabled={frames.length >= DIAGRAM_LIMITS.maxFrames || playback.isPlaying}
        onClick={() => findAction("add-frame").perform(context)}
      />
      <PresentButton />
      <ToolbarPopover label="Animation options" icon="settings">
        <p className="text-xs text-slate-600">{status}</p>
        <DeferredAnimationOptions />
      </ToolbarPopover>
      {/* What the animation is doing, read out as it changes; seen on the bar only while it plays. */}
      <p
        className={cn(
          "min-w-0 shrink! truncate pl-1 text-xs text-slate-500 tabular-nums",
          !(playback.isPlaying && timeMs !== null) && "sr-only",
        )}
        aria-live="polite"
      >
        {status}
      </p>
    </section>
  );
}

/** The Animation options' fields, under its status line: their code comes after the editor's first paint. */
function DeferredAnimationOptions() {
  const options = useDeferredModule(animationOptions);
  return options ? <options.AnimationOptions /> : null;
}
