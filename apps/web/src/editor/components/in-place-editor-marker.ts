/**
 * Marks the in-place text editor's own elements, so the canvas leaves presses and clicks inside it to the
 * fields. Apart from the editor, which loads only when a text is edited (see deferred-parts.ts).
 */
export const IN_PLACE_EDITOR_ATTRIBUTE = "data-in-place-editor";

/** Whether a DOM event happened inside the in-place editor (the canvas then lets the field have it). */
export function isInsideInPlaceEditor(target: EventTarget | null): boolean {
  return target instanceof Element && !!target.closest(`[${IN_PLACE_EDITOR_ATTRIBUTE}]`);
}
