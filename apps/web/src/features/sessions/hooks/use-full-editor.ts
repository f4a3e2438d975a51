import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useEffect, useRef } from "react";
import { useLocation, useNavigate, useSearchParams } from "react-router";
import { type DrillDraft, progressionKey } from "../lib/session-document.ts";

/** The query parameter that opens one drawing (a drill's or a progression's, by store key) full-window. */
export const FULL_EDITOR_PARAM = "drawing";

/** A drawing of the session as the full-window editor names it, or null when no drill has that key. */
export function drawingNamed(i18n: I18n, blocks: readonly DrillDraft[], key: string | null) {
  if (!key) return null;
  for (const [index, drill] of blocks.entries()) {
    const number = index + 1;
    const name = drill.title || i18n._(msg`Drill ${number}`);
    if (drill.id === key)
      return {
        key,
        heading: i18n._(msg`Drill ${number}: ${name}`),
        label: drill.title ? i18n._(msg`Pitch for ${name}`) : i18n._(msg`Pitch for this drill`),
        exportTitle: name,
      };
    const progression = drill.progressions.findIndex((_, place) => progressionKey(drill.id, place) === key);
    if (progression >= 0) {
      return progressionNamed(i18n, key, name, progression + 1, drill.progressions[progression]?.title);
    }
  }
  return null;
}

/** A progression's drawing as the full-window editor names it: `name` is its drill's. */
function progressionNamed(i18n: I18n, key: string, name: string, number: number, title: string | undefined) {
  return {
    key,
    heading: i18n._(msg`${name}: progression ${number}`),
    label: i18n._(msg`Pitch for progression ${number}`),
    exportTitle: `${name} – ${title || i18n._(untitledProgression(number))}`,
  };
}

/** An untitled progression in a drawing's title (and the name of its exported file): "progression 2". */
export const untitledProgression = (number: number) =>
  msg({
    message: `progression ${number}`,
    comment: "An untitled progression, after its drill's name: Rondo – progression 2",
  });

/**
 * One drawing open in the full-window editor (?drawing=key): a step in the browser's history, so Back
 * comes back to the session too. The session's scroll position is put back on the way out.
 */
export function useFullEditor(blocks: readonly DrillDraft[]) {
  const { i18n } = useLingui();
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const location = useLocation();
  const drawing = drawingNamed(i18n, blocks, searchParams.get(FULL_EDITOR_PARAM));
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
