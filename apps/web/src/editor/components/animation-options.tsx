import { Trans, useLingui } from "@lingui/react/macro";
import { deleteFrame, DIAGRAM_LIMITS, setFrameDuration } from "@touchline/diagram";
import { Button } from "../../components/ui/button.tsx";
import { useEditor, useEditorStore } from "../store/editor-store.ts";
import { FrameCaptionField } from "./frame-caption-field.tsx";
import { CheckboxField, CommitInput, SelectField } from "./panel-fields.tsx";

const SPEEDS = [0.5, 1, 2];

/** The Animation options panel's fields: the frame's caption, speed, loop, the frame's duration, Delete frame. */
export function AnimationOptions() {
  const { t, i18n } = useLingui();
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
        label={t({ message: "Speed", context: "playback speed" })}
        value={String(playback.speed)}
        options={SPEEDS.map((speed) => ({ value: String(speed), label: `${i18n.number(speed)}×` }))}
        onChange={(speed) => setPlayback({ speed: Number(speed) })}
      />
      <CheckboxField
        label={t({ message: "Loop", context: "play the animation again and again" })}
        checked={playback.isLooping}
        onChange={(isLooping) => setPlayback({ isLooping })}
      />
      <CommitInput
        isInline
        label={t`Frame duration (s)`}
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
        <Trans>Delete frame</Trans>
      </Button>
    </>
  );
}
