import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import * as Dialog from "@radix-ui/react-dialog";
import { animationDuration, type Diagram } from "@touchline/diagram";
import { useEffect, useId, useMemo, useRef, useState } from "react";
import { Button } from "../../components/ui/button.tsx";
import { SelectField } from "../../components/ui/select-field.tsx";
import { useSizeUnit } from "../canvas/size-labels.ts";
import {
  ANIMATION_EXPORT_WIDTHS,
  ANIMATION_FORMATS,
  type AnimationExportWidth,
  type AnimationFormat,
  DEFAULT_ANIMATION_EXPORT_WIDTH,
  MAX_EXPORT_DURATION_MS,
} from "../export/animation-frames.ts";
import { animationExportLayout, canvasTextMeasure } from "../export/caption-band.ts";

export interface AnimationExportDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The drawing as it was when the coach asked: edits made meanwhile are not half in the file. */
  diagram: Diagram;
  /** The drill's title: the file's name and what the dialog says it exports. */
  title: string;
}

type VideoSupport = Record<"webm" | "mp4", boolean> | "checking";

type Status =
  | { kind: "idle" }
  | { kind: "running"; done: number; total: number }
  | { kind: "done"; fileName: string }
  | { kind: "cancelled" }
  | { kind: "failed"; message: string };

const FORMAT_ORDER: readonly AnimationFormat[] = ["gif", "webm", "mp4"];

/** Why a video format is not offered here, or undefined when it is. */
function unavailableReason(i18n: I18n, format: AnimationFormat, support: VideoSupport): string | undefined {
  if (format === "gif") return undefined;
  if (support === "checking") return i18n._(msg`Checking whether this browser can encode it…`);
  if (support[format]) return undefined;
  return format === "mp4"
    ? i18n._(msg`This browser cannot encode MP4 (H.264) video. Choose WebM or GIF, or use Chrome, Edge or Safari.`)
    : i18n._(msg`This browser cannot encode WebM video. Choose GIF.`);
}

/**
 * Export an animation as an animated GIF or a video, at a chosen width, encoded in the browser (so it
 * works offline). The encoders load only here: the video one to ask what the browser can encode, the
 * GIF one with the first GIF.
 */
export default function AnimationExportDialog({ open, onOpenChange, diagram, title }: AnimationExportDialogProps) {
  const { t, i18n } = useLingui();
  const [format, setFormat] = useState<AnimationFormat>("gif");
  const [width, setWidth] = useState<AnimationExportWidth>(DEFAULT_ANIMATION_EXPORT_WIDTH);
  const [support, setSupport] = useState<VideoSupport>("checking");
  const [status, setStatus] = useState<Status>({ kind: "idle" });
  const sizeUnit = useSizeUnit();
  const running = useRef<AbortController | null>(null);
  const formatId = useId();
  const durationMs = animationDuration(diagram);
  // The sizes include the captions' band under the drawing, when a frame has a caption: measured once per
  // drawing, not on every progress update.
  const sizes = useMemo(() => {
    const measure = canvasTextMeasure();
    return new Map(ANIMATION_EXPORT_WIDTHS.map((option) => [option, animationExportLayout(diagram, option, measure)]));
  }, [diagram]);
  const { width: pixelWidth, height: pixelHeight } = sizes.get(width)!;

  // H.264's level depends on the size, so what the browser can encode is asked again for each size.
  useEffect(() => {
    let isCurrent = true;
    setSupport("checking");
    import("../export/encode-video.ts")
      .then(({ videoSupport }) => videoSupport({ width: pixelWidth, height: pixelHeight }))
      .catch(() => ({ webm: false, mp4: false }))
      .then((found) => {
        if (isCurrent) setSupport(found);
      });
    return () => {
      isCurrent = false;
    };
  }, [pixelWidth, pixelHeight]);

  // Closing the dialog (Escape, the overlay, unmounting with the page) stops an export in progress.
  useEffect(() => () => running.current?.abort(), []);

  const isRunning = status.kind === "running";
  const maxMinutes = MAX_EXPORT_DURATION_MS / 60_000;
  const noAnimation =
    durationMs <= 0
      ? t`This drawing has no animation yet: add a frame and move players in it, then export.`
      : durationMs > MAX_EXPORT_DURATION_MS
        ? t`Animations longer than ${maxMinutes} minutes cannot be exported.`
        : undefined;
  const formatProblem = unavailableReason(i18n, format, support);
  const formatName = i18n._(ANIMATION_FORMATS[format].label);
  const duration = i18n.number(durationMs / 1000, { minimumFractionDigits: 1, maximumFractionDigits: 1 });

  const start = async () => {
    const controller = new AbortController();
    running.current = controller;
    setStatus({ kind: "running", done: 0, total: 1 });
    try {
      const { exportAnimation } = await import("../export/export-animation.ts");
      const fileName = await exportAnimation({
        diagram,
        title,
        sizeUnit,
        format,
        width,
        signal: controller.signal,
        onProgress: (done, total) => {
          if (!controller.signal.aborted) setStatus({ kind: "running", done, total });
        },
      });
      setStatus({ kind: "done", fileName });
    } catch (error) {
      if (controller.signal.aborted) setStatus({ kind: "cancelled" });
      else setStatus({ kind: "failed", message: error instanceof Error ? error.message : t`The export did not work.` });
    } finally {
      if (running.current === controller) running.current = null;
    }
  };

  const percent = isRunning && status.total > 0 ? Math.round((status.done / status.total) * 100) : 0;
  const percentText = i18n.number(percent / 100, { style: "percent" });
  const { done, total } = isRunning ? status : { done: 0, total: 0 };
  const fileName = status.kind === "done" ? status.fileName : "";

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) running.current?.abort();
        onOpenChange(next);
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/40" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 max-h-[92dvh] w-[min(92vw,30rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl">
          <Dialog.Title className="text-lg font-semibold">
            <Trans>Export animation</Trans>
          </Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-slate-600">
            {durationMs > 0 ? (
              <Trans>
                “{title}”, {duration} s. Made on this device, so it works offline too.
              </Trans>
            ) : (
              <Trans>“{title}”. Made on this device, so it works offline too.</Trans>
            )}
          </Dialog.Description>
          <form
            className="mt-4 flex flex-col gap-4"
            onSubmit={(event) => {
              event.preventDefault();
              if (!isRunning && !noAnimation && !formatProblem) void start();
            }}
          >
            <fieldset className="flex flex-col gap-2" disabled={isRunning}>
              <legend className="mb-1 text-sm font-medium text-slate-800">
                <Trans context="file format">Format</Trans>
              </legend>
              {FORMAT_ORDER.map((option) => {
                const reason = option === "gif" ? undefined : unavailableReason(i18n, option, support);
                const isUnavailable = support !== "checking" && reason !== undefined;
                return (
                  <div key={option} className="flex items-start gap-2 text-sm">
                    <input
                      id={`${formatId}-${option}`}
                      type="radio"
                      name="animation-format"
                      value={option}
                      checked={format === option}
                      disabled={isUnavailable}
                      aria-describedby={reason ? `${formatId}-${option}-reason` : undefined}
                      onChange={() => setFormat(option)}
                      className="mt-0.5 size-4 accent-brand-600"
                    />
                    <div>
                      <label
                        htmlFor={`${formatId}-${option}`}
                        className={isUnavailable ? "text-slate-600" : "text-slate-900"}
                      >
                        {i18n._(ANIMATION_FORMATS[option].label)}
                      </label>
                      {reason ? (
                        <p id={`${formatId}-${option}-reason`} className="text-xs text-slate-600">
                          {reason}
                        </p>
                      ) : null}
                    </div>
                  </div>
                );
              })}
            </fieldset>
            <SelectField
              label={t({ message: "Size", context: "an exported file's size in pixels" })}
              value={String(width)}
              disabled={isRunning}
              options={ANIMATION_EXPORT_WIDTHS.map((option) => {
                const optionSize = sizes.get(option)!;
                const { width: across, height: down } = optionSize;
                return { value: String(option), label: t`${across} × ${down} px` };
              })}
              onChange={(value) => setWidth(Number(value) as AnimationExportWidth)}
            />
            {isRunning ? (
              <div className="flex flex-col gap-1">
                <div
                  role="progressbar"
                  aria-label={t`Export progress`}
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={percent}
                  aria-valuetext={t`${percentText}, frame ${done} of ${total}`}
                  className="h-2.5 w-full overflow-hidden rounded-full bg-slate-200"
                >
                  <div
                    className="h-full rounded-full bg-brand-600 transition-[width]"
                    style={{ width: `${percent}%` }}
                  />
                </div>
                <p className="text-xs text-slate-600">
                  <Trans>
                    Frame {done} of {total}
                  </Trans>
                </p>
              </div>
            ) : null}
            <p role="status" className="text-sm text-slate-700 empty:hidden">
              {noAnimation ??
                (status.kind === "done"
                  ? t`Saved ${fileName}.`
                  : status.kind === "cancelled"
                    ? t`Export cancelled.`
                    : status.kind === "running"
                      ? t`Exporting ${formatName}…`
                      : "")}
            </p>
            {status.kind === "failed" ? (
              <p role="alert" className="text-sm text-red-700">
                {status.message}
              </p>
            ) : null}
            <div className="flex justify-end gap-3">
              {isRunning ? (
                <Button variant="secondary" onClick={() => running.current?.abort()}>
                  <Trans>Cancel</Trans>
                </Button>
              ) : (
                <Dialog.Close asChild>
                  <Button variant="secondary">
                    <Trans>Close</Trans>
                  </Button>
                </Dialog.Close>
              )}
              <Button type="submit" disabled={isRunning || !!noAnimation || !!formatProblem}>
                {isRunning ? <Trans>Exporting…</Trans> : <Trans>Export {formatName}</Trans>}
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
