/** Inputs whose keys are the coach's own: typing, picking a value, sliding. Buttons, checkboxes and the like are not. */
const TEXT_INPUT_TYPES = new Set([
  "text",
  "search",
  "email",
  "url",
  "tel",
  "password",
  "number",
  "date",
  "datetime-local",
  "month",
  "time",
  "week",
  "range",
]);

/** Roles whose element Space and Enter press, as a button's do. */
const PRESSABLE_ROLES = new Set(["button", "tab", "radio", "checkbox", "switch", "option", "menuitem", "link"]);

/** Whether a key goes into a field the coach is typing in (or choosing a value from), where shortcuts must not fire. */
export function isTextEntry(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target.tagName === "TEXTAREA" || target.tagName === "SELECT") return true;
  return target instanceof HTMLInputElement && TEXT_INPUT_TYPES.has(target.type);
}

/** Space or Enter on a focused control: it presses the control, so the editor leaves the key to it. */
function pressesControl(event: KeyboardEvent): boolean {
  if (event.key !== " " && event.key !== "Enter") return false;
  const target = event.target;
  if (!(target instanceof Element)) return false;
  if (target instanceof HTMLButtonElement || target instanceof HTMLInputElement) return true;
  if (target instanceof HTMLAnchorElement && target.hasAttribute("href")) return true;
  return PRESSABLE_ROLES.has(target.getAttribute("role") ?? "");
}

/** Whether focus has fallen to the page itself: nothing inside any component holds it. */
function isPageTarget(target: EventTarget | null): boolean {
  return target === null || target === document.body || target === document.documentElement;
}

export interface EditorKeyboardOptions {
  /** Whether the editor has the keyboard before the coach touches anything: an editor that is the whole page. */
  isOwnerAtFirst?: boolean;
}

/**
 * The editor's keyboard, attached to its root element: a key pressed while focus is anywhere inside the
 * editor (the pitch, a toolbar button, the catalogue, a panel) goes to `onKey`, unless it is typed into a
 * field or presses the focused control (Space, Enter).
 *
 * Focus can also fall out of the editor without the coach leaving it: a button that disables itself
 * (Redo at the end of the history) or disappears (Delete frame) drops focus to the page, and so does a
 * click on something that takes none. Keys that then reach the page still belong to the editor the
 * coach last pressed or focused. A press or focus anywhere else (another editor, the site's navigation,
 * a dialog) hands the keyboard on. Returns the detach function.
 */
export function attachEditorKeyboard(
  root: HTMLElement,
  onKey: (event: KeyboardEvent) => void,
  { isOwnerAtFirst = false }: EditorKeyboardOptions = {},
): () => void {
  let isOwner = isOwnerAtFirst;
  const run = (event: KeyboardEvent) => {
    if (event.defaultPrevented || event.isComposing) return;
    if (isTextEntry(event.target) || pressesControl(event)) return;
    onKey(event);
  };
  const onRootKeyDown = (event: KeyboardEvent) => {
    isOwner = true;
    run(event);
  };
  const onPageKeyDown = (event: KeyboardEvent) => {
    if (!isOwner || !isPageTarget(event.target) || !root.isConnected) return;
    run(event);
  };
  const onPressOrFocus = (event: Event) => {
    isOwner = event.target instanceof Node && root.contains(event.target);
  };
  root.addEventListener("keydown", onRootKeyDown);
  window.addEventListener("keydown", onPageKeyDown);
  window.addEventListener("pointerdown", onPressOrFocus, true);
  document.addEventListener("focusin", onPressOrFocus);
  return () => {
    root.removeEventListener("keydown", onRootKeyDown);
    window.removeEventListener("keydown", onPageKeyDown);
    window.removeEventListener("pointerdown", onPressOrFocus, true);
    document.removeEventListener("focusin", onPressOrFocus);
  };
}
