import { useEffect, useState } from "react";

/** How long typing must pause before a search box's text is applied. */
export const FILTER_DELAY_MS = 300;

/**
 * The text of a filter box that is applied (to the URL, a query) once typing pauses, not on every
 * keystroke. `value` is the filter in force; `apply` receives the trimmed text, or undefined when empty.
 */
export function useDebouncedFilter(value: string | undefined, apply: (value: string | undefined) => void) {
  const [text, setText] = useState(value ?? "");
  useEffect(() => {
    const timer = setTimeout(() => {
      if ((value ?? "") !== text.trim()) apply(text.trim() || undefined);
    }, FILTER_DELAY_MS);
    return () => clearTimeout(timer);
    // Only a change of the text starts the wait; `apply` is a new function on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [text]);
  return [text, setText] as const;
}
