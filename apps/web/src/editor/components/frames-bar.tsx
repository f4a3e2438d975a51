import { useLingui } from "@lingui/react/macro";
import { DIAGRAM_LIMITS } from "@touchline/diagram";
import { useDeferredModule } from "../../lib/deferred-module.ts";
import { cn } from "../../lib/cn.ts";
import { findAction } from "../actions/editor-actions.ts";
import { keyName } from "../actions/key-binding.ts";
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
  const { t, i18n } = useLingui();
  const store = useEditorStore();
  const context = useActionContext();
  const frames = useEditor((state) => state.diagram.frames);
  const frameIndex = useEditor((state) => state.ui.frameIndex);
  const playback = useEditor((state) => state.ui.playback);
  const hasAnimation = durationMs > 0;
  const seconds = (ms: number) => i18n.number(ms / 1000, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const frameNumber = frameIndex + 1;
  const frameCount = frames.length;
  const played = seconds(timeMs ?? 0);
  const total = seconds(durationMs);
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a key's id, printed in the reader's language by keyName
  const space = keyName(i18n, "Space");
  const status =
    playback.isPlaying && timeMs !== null
      ? t`Playing ${played} s of ${total} s`
      : frames.length < 2
        ? t`Add a frame, then move players in it to animate them.`
        : t`Editing frame ${frameNumber} of ${frameCount}`;

  return (
    <section
      aria-label={t`Animation`}
      className={cn("flex min-w-0 shrink items-center gap-0.5 [&>*]:shrink-0", isCompact && "w-full")}
    >
      <ToolButton
        icon={playback.isPlaying ? "pause" : "play"}
        label={playback.isPlaying ? t`Pause` : t`Play`}
        tooltip={playback.isPlaying ? t`Pause (${space})` : t`Play the animation (${space})`}
        disabled={!hasAnimation}
        className={hasAnimation && !playback.isPlaying ? "text-brand-700" : undefined}
        onClick={() => findAction("play-pause").perform(context)}
      />
      <ToolButton
        icon="previous"
        label={t`Previous frame`}
        disabled={frameIndex === 0}
        onClick={() => findAction("previous-frame").perform(context)}
      />
      <ol className="flex min-w-0 shrink! items-center gap-1 overflow-x-auto py-0.5" aria-label={t`Frames`}>
        {(frames.length > 0 ? frames : [{ id: "start" }]).map((frame, index) => {
          const number = index + 1;
          const name = t`Frame ${number}`;
          return (
            <li key={frame.id} className="shrink-0">
              <button
                type="button"
                aria-pressed={index === frameIndex}
                aria-label={name}
                title={name}
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
                {index === frameIndex && !isCompact ? name : number}
              </button>
            </li>
          );
        })}
      </ol>
      <ToolButton
        icon="next"
        label={t`Next frame`}
        disabled={frameIndex >= frames.length - 1}
        onClick={() => findAction("next-frame").perform(context)}
      />
      <ToolButton
        icon="add"
        label={t`Add frame`}
        tooltip={t`Add frame (F)`}
        disabled={frames.length >= DIAGRAM_LIMITS.maxFrames || playback.isPlaying}
        onClick={() => findAction("add-frame").perform(context)}
      />
      <PresentButton />
      <ToolbarPopover label={t`Animation options`} icon="settings">
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
