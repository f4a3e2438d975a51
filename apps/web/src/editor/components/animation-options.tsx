import { deleteFrame, DIAGRAM_LIMITS, setFrameDuration } from "@touchline/diagram";
import { Button } from "../../components/ui/button.tsx";
import { useEditor, useEditorStore } from "../store/editor-store.ts";
import { FrameCaptionField } from "./frame-caption-field.tsx";
import { CheckboxField, CommitInput, SelectField } from "./panel-fields.tsx";

const SPEEDS = [
  { value: "0.5", label: "0.5×" },
  { value: "1", label: "1×" },
  { value: "2", label: "2×" },
];

/** The Animation options panel's fields: the frame's caption, speed, loop, the frame's duration, Delete frame. */
export function AnimationOptions() {
  const store = useEditorStore();
  const frames = useEditor((state) => state.diagram.frames);
  const frameIndex = useEditor((state) => state.ui.frameIndex);
  const playback = useEditor((state) => state.ui.playback);
  const setPlayback = (patch: Partial<typeof playback>) =>
    store.dispatch({ type: "setUi", patch: { playback: { ...playback, ...patch } } });
  const current = frames[frameIndex];
  const hasDuration = !!current && frameIndex > 0;
  return (
    <>
      <FrameCaptionField className="w-full" />
      <SelectField
        isInline
        label="Speed"
        value={String(playback.speed)}
        options={SPEEDS}
        onChange={(speed) => setPlayback({ speed: Number(speed) })}
      />
      <CheckboxField label="Loop" checked={playback.isLooping} onChange={(isLooping) => setPlayback({ isLooping })} />
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
      <Button
        size="sm"
        variant="secondary"
        disabled={frames.length < 2 || playback.isPlaying}
        onClick={() => store.dispatch({ type: "apply", command: (d) => deleteFrame(d, { index: frameIndex }) })}
      >
        Delete frame
      </Button>
    </>
  );
}
