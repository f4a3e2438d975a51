import { deleteFrame, DIAGRAM_LIMITS, setFrameDuration } from "@touchline/diagram";
import { Button } from "../../components/ui/button.tsx";
import { cn } from "../../lib/cn.ts";
import { findAction } from "../actions/editor-actions.ts";
import { useEditor, useEditorStore } from "../store/editor-store.ts";
import { useActionContext } from "./action-context.ts";
import { FrameCaptionField } from "./frame-caption-field.tsx";
import { CheckboxField, CommitInput, SelectField } from "./panel-fields.tsx";
import { PresentButton } from "./present-button.tsx";

const SPEEDS = [
  { value: "0.5", label: "0.5×" },
  { value: "1", label: "1×" },
  { value: "2", label: "2×" },
];

/**
 * The animation: frames to edit, and playback. Its height never changes while the coach works (the
 * frames scroll sideways, Delete frame and the frame's duration are there but disabled when they do not
 * apply, the status line is cut short), so the pitch above it keeps its size and nothing moves under the
 * pointer. Two rows under the pitch; compact (tablet, phone), one row that scrolls sideways.
 */
export function FramesBar({
  timeMs,
  durationMs,
  isCompact = false,
}: {
  timeMs: number | null;
  durationMs: number;
  isCompact?: boolean;
}) {
  const store = useEditorStore();
  const context = useActionContext();
  const frames = useEditor((state) => state.diagram.frames);
  const frameIndex = useEditor((state) => state.session.frameIndex);
  const playback = useEditor((state) => state.session.playback);
  const setPlayback = (patch: Partial<typeof playback>) =>
    store.dispatch({ type: "setSession", patch: { playback: { ...playback, ...patch } } });
  const current = frames[frameIndex];
  const hasAnimation = durationMs > 0;
  const hasDuration = !!current && frameIndex > 0;
  const row = "flex min-w-0 items-center gap-2 [&>*]:shrink-0";

  const frameControls = (
    <>
      <Button
        size="sm"
        variant={playback.isPlaying ? "secondary" : "primary"}
        disabled={!hasAnimation}
        onClick={() => findAction("play-pause").perform(context)}
      >
        {playback.isPlaying ? "Pause" : "Play"}
      </Button>
      <Button
        size="sm"
        variant="ghost"
        aria-label="Previous frame"
        disabled={frameIndex === 0}
        onClick={() => findAction("previous-frame").perform(context)}
      >
        ‹
      </Button>
      <ol
        className={cn("flex items-center gap-1", !isCompact && "min-w-0 shrink! overflow-x-auto")}
        aria-label="Frames"
      >
        {(frames.length > 0 ? frames : [{ id: "start" }]).map((frame, index) => (
          <li key={frame.id} className="shrink-0">
            <button
              type="button"
              aria-pressed={index === frameIndex}
              onClick={() =>
                store.dispatch({
                  type: "setSession",
                  patch: { frameIndex: index, playback: { ...playback, isPlaying: false } },
                })
              }
              className={cn(
                "min-h-9 rounded-md px-3 text-sm whitespace-nowrap pointer-coarse:min-h-11",
                index === frameIndex
                  ? "bg-brand-600 font-semibold text-white"
                  : "bg-slate-100 text-slate-700 hover:bg-slate-200",
              )}
            >
              Frame {index + 1}
            </button>
          </li>
        ))}
      </ol>
      <Button
        size="sm"
        variant="ghost"
        aria-label="Next frame"
        disabled={frameIndex >= frames.length - 1}
        onClick={() => findAction("next-frame").perform(context)}
      >
        ›
      </Button>
      <Button
        size="sm"
        variant="secondary"
        disabled={frames.length >= DIAGRAM_LIMITS.maxFrames || playback.isPlaying}
        onClick={() => findAction("add-frame").perform(context)}
      >
        Add frame
      </Button>
      <Button
        size="sm"
        variant="ghost"
        disabled={frames.length < 2 || playback.isPlaying}
        onClick={() => store.dispatch({ type: "apply", command: (d) => deleteFrame(d, { index: frameIndex }) })}
      >
        Delete frame
      </Button>
      <PresentButton />
    </>
  );
  const playbackControls = (
    <>
      <div className="w-28">
        <SelectField
          isInline
          label="Speed"
          value={String(playback.speed)}
          options={SPEEDS}
          onChange={(speed) => setPlayback({ speed: Number(speed) })}
        />
      </div>
      <CheckboxField label="Loop" checked={playback.isLooping} onChange={(isLooping) => setPlayback({ isLooping })} />
      <div className="w-52">
        <CommitInput
          isInline
          label="Frame duration (s)"
          type="number"
          disabled={!hasDuration}
          min={DIAGRAM_LIMITS.minFrameDurationMs / 1000}
          max={DIAGRAM_LIMITS.maxFrameDurationMs / 1000}
          step={0.1}
          value={hasDuration ? String(current.durationMs / 1000) : ""}
          onCommit={(value) => {
            const seconds = Number(value);
            if (!hasDuration || !Number.isFinite(seconds)) return;
            const durationMs = Math.round(
              Math.min(Math.max(seconds * 1000, DIAGRAM_LIMITS.minFrameDurationMs), DIAGRAM_LIMITS.maxFrameDurationMs),
            );
            store.dispatch({
              type: "apply",
              command: (d) => setFrameDuration(d, { index: frameIndex, durationMs }),
            });
          }}
        />
      </div>
      <FrameCaptionField className={isCompact ? "w-72" : "min-w-48 flex-1 shrink!"} />
      <p
        className={cn("text-xs text-slate-500", isCompact ? "whitespace-nowrap" : "min-w-0 flex-1 truncate text-right")}
        aria-live="polite"
      >
        {playback.isPlaying && timeMs !== null
          ? `Playing ${(timeMs / 1000).toFixed(1)} s of ${(durationMs / 1000).toFixed(1)} s`
          : frames.length < 2
            ? "Add a frame, then move players in it to animate them."
            : `Editing frame ${frameIndex + 1} of ${frames.length}`}
      </p>
    </>
  );

  return (
    <section
      aria-label="Animation"
      className={cn(
        "flex shrink-0 gap-2 rounded-xl bg-white p-2 ring-1 ring-slate-200",
        isCompact ? "items-center overflow-x-auto overscroll-x-contain [&>*]:shrink-0" : "flex-col",
      )}
    >
      {isCompact ? (
        <>
          {frameControls}
          {playbackControls}
        </>
      ) : (
        <>
          <div className={row}>{frameControls}</div>
          <div className={row}>{playbackControls}</div>
        </>
      )}
    </section>
  );
}
