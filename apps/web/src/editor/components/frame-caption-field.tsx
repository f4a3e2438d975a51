import { Trans, useLingui } from "@lingui/react/macro";
import { DIAGRAM_LIMITS, setFrameCaption } from "@touchline/diagram";
import { useEffect, useId, useRef, useState } from "react";
import { cn } from "../../lib/cn.ts";
import { useEditor, useEditorStore } from "../store/editor-store.ts";

/**
 * The current frame's caption, typed in place. Typing is a draft; Enter or leaving the field commits it as
 * one undo step (`setFrameCaption`, which trims it and drops an empty one), Escape puts the caption back.
 * The editor's keyboard leaves a text input's keys alone (`isTextEntry`), so no letter typed here is a
 * shortcut. A still drawing has no frame to caption, and a playing one is not edited.
 */
export function FrameCaptionField({ className }: { className?: string }) {
  const { t } = useLingui();
  const store = useEditorStore();
  const id = useId();
  const frameIndex = useEditor((state) => state.ui.frameIndex);
  const hasFrames = useEditor((state) => state.diagram.frames.length > 0);
  const isPlaying = useEditor((state) => state.ui.playback.isPlaying);
  const caption = useEditor((state) => state.diagram.frames[state.ui.frameIndex]?.caption ?? "");
  const frameNumber = frameIndex + 1;
  const [draft, setDraft] = useState(caption);
  // Another frame, an undo or a trimmed commit shows the caption as it now is (set during render, not in
  // an effect, so no frame shows the old draft).
  const [shown, setShown] = useState({ frameIndex, caption });
  if (shown.frameIndex !== frameIndex || shown.caption !== caption) {
    setShown({ frameIndex, caption });
    setDraft(caption);
  }

  const commit = () => {
    if (!hasFrames) return;
    if (draft.trim() === caption) {
      setDraft(caption);
      return;
    }
    store.dispatch({ type: "apply", command: (diagram) => setFrameCaption(diagram, { frameIndex, caption: draft }) });
  };
  // The field lives in a panel that closes on a press elsewhere, which may remove it before it hears its
  // blur: what was typed is committed as it goes, never lost.
  const commitOnRemoval = useRef(commit);
  useEffect(() => {
    commitOnRemoval.current = commit;
  });
  useEffect(() => () => commitOnRemoval.current(), []);

  return (
    <div className={cn("flex min-w-0 items-center gap-1.5", className)}>
      <label htmlFor={id} className="shrink-0 text-xs font-medium text-slate-600">
        <Trans context="a frame's caption">Caption</Trans>
      </label>
      <input
        id={id}
        type="text"
        value={draft}
        maxLength={DIAGRAM_LIMITS.maxCaptionLength}
        disabled={!hasFrames || isPlaying}
        placeholder={hasFrames ? t`What frame ${frameNumber} shows` : t`Add a frame to caption it`}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === "Enter") commit();
          // The first Escape takes back what was typed; with nothing to take back it closes the panel.
          if (event.key === "Escape" && draft !== caption) {
            event.stopPropagation();
            setDraft(caption);
          }
        }}
        className="h-10 w-full min-w-0 rounded-md border border-slate-300 bg-white px-2 text-sm placeholder:text-slate-500 focus:border-brand-600 focus:ring-2 focus:ring-brand-200 focus:outline-none disabled:bg-slate-100 disabled:text-slate-500 pointer-coarse:h-11"
      />
    </div>
  );
}
