import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { Button } from "../../components/ui/button.tsx";

export const HINT_DISMISSED_KEY = "touchline.editor-hint-dismissed";

function isDismissed(): boolean {
  try {
    return localStorage.getItem(HINT_DISMISSED_KEY) === "1";
  } catch {
    return false;
  }
}

/**
 * The three moves that matter, shown until the coach dismisses it once: a small card over the pitch's
 * corner (the editor's layout places it), so it never takes room from the pitch.
 */
export function FirstVisitHint() {
  const { t } = useLingui();
  const [isVisible, setIsVisible] = useState(() => !isDismissed());
  if (!isVisible) return null;
  const dismiss = () => {
    try {
      localStorage.setItem(HINT_DISMISSED_KEY, "1");
    } catch {
      // Without storage the hint simply comes back next time.
    }
    setIsVisible(false);
  };
  return (
    <aside
      aria-label={t`Getting started`}
      className="flex w-72 max-w-[calc(100%-1rem)] flex-col items-start gap-2 rounded-xl bg-brand-50/95 px-3 py-2 text-xs shadow-lg ring-1 ring-brand-200"
    >
      <ol className="grid gap-1 text-slate-800">
        <li>
          <Trans>
            <strong>1. Place.</strong> Drag an item onto the pitch, or tap it and then the pitch.
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>2. Draw a line.</strong> Pick Pass, Run or Dribble and drag across the pitch; drag its middle to
            bend it.
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>3. Animate.</strong> Add a frame, move players to where they go next, then Play.
          </Trans>
        </li>
      </ol>
      <Button size="sm" variant="secondary" onClick={dismiss}>
        <Trans>Got it</Trans>
      </Button>
    </aside>
  );
}
