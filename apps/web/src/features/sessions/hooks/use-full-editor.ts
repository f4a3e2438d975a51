import { useEffect, useRef } from "react";
import { useLocation, useNavigate, useSearchParams } from "react-router";
import { type DrillDraft, progressionKey } from "../lib/session-document.ts";

/** The query parameter that opens one drawing (a drill's or a progression's, by store key) full-window. */
export const FULL_EDITOR_PARAM = "drawing";

/** A drawing of the session as the full-window editor names it, or null when no drill has that key. */
export function drawingNamed(blocks: readonly DrillDraft[], key: string | null) {
  if (!key) return null;
  for (const [index, drill] of blocks.entries()) {
    const name = drill.title || `Drill ${index + 1}`;
    if (drill.id === key)
      return {
        key,
        heading: `Drill ${index + 1}: ${name}`,
        label: `Pitch for ${drill.title || "this drill"}`,
        exportTitle: name,
      };
    const progression = drill.progressions.findIndex((_, place) => progressionKey(drill.id, place) === key);
    if (progression >= 0) {
      return {
        key,
        heading: `${name}: progression ${progression + 1}`,
        label: `Pitch for progression ${progression + 1}`,
        exportTitle: `${name} – ${drill.progressions[progression]?.title || `progression ${progression + 1}`}`,
      };
    }
  }
  return null;
}

/**
 * One drawing open in the full-window editor (?drawing=key): a step in the browser's history, so Back
 * comes back to the session too. The session's scroll position is put back on the way out.
 */
export function useFullEditor(blocks: readonly DrillDraft[]) {
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const location = useLocation();
  const drawing = drawingNamed(blocks, searchParams.get(FULL_EDITOR_PARAM));
  const sessionScrollY = useRef(0);

  const isOpen = drawing !== null;
  useEffect(() => {
    if (isOpen || sessionScrollY.current === 0) return;
    // After the shell is a scrolling document again.
    const frame = requestAnimationFrame(() => window.scrollTo(0, sessionScrollY.current));
    return () => cancelAnimationFrame(frame);
  }, [isOpen]);

  return {
    drawing,
    open(key: string) {
      sessionScrollY.current = window.scrollY;
      setSearchParams(
        (params) => {
          params.set(FULL_EDITOR_PARAM, key);
          return params;
        },
        { state: { isFromSession: true } },
      );
    },
    close() {
      if ((location.state as { isFromSession?: boolean } | null)?.isFromSession) {
        navigate(-1);
        return;
      }
      setSearchParams(
        (params) => {
          params.delete(FULL_EDITOR_PARAM);
          return params;
        },
        { replace: true },
      );
    },
  };
}
