import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { attachEditorKeyboard, isTextEntry } from "./editor-keyboard.ts";

function press(target: EventTarget, key: string, init: KeyboardEventInit = {}) {
  const event = new KeyboardEvent("keydown", { key, bubbles: true, cancelable: true, ...init });
  target.dispatchEvent(event);
  return event;
}

function pointerDownOn(target: EventTarget) {
  target.dispatchEvent(new Event("pointerdown", { bubbles: true }));
}

describe("the editor's keyboard root", () => {
  let root: HTMLDivElement;
  let button: HTMLButtonElement;
  let outside: HTMLButtonElement;
  let onKey: ReturnType<typeof vi.fn<(event: KeyboardEvent) => void>>;
  let detach: () => void;

  beforeEach(() => {
    document.body.innerHTML = `
      <button id="outside">Outside</button>
      <div id="root" tabindex="-1">
        <button id="redo">Redo</button>
        <input id="label" type="text" />
        <input id="loop" type="checkbox" />
        <select id="speed"><option>1</option></select>
        <svg id="pitch" tabindex="0" role="application"></svg>
      </div>`;
    root = document.getElementById("root") as HTMLDivElement;
    button = document.getElementById("redo") as HTMLButtonElement;
    outside = document.getElementById("outside") as HTMLButtonElement;
    onKey = vi.fn();
    detach = attachEditorKeyboard(root, onKey);
  });
  afterEach(() => detach());

  it("takes keys from anything inside the editor: the pitch, a toolbar button, a checkbox", () => {
    press(document.getElementById("pitch")!, "Delete");
    press(button, "z", { ctrlKey: true });
    press(document.getElementById("loop")!, "ArrowLeft");
    expect(onKey.mock.calls.map(([event]) => event.key)).toEqual(["Delete", "z", "ArrowLeft"]);
  });

  it("leaves keys typed into a field, and Space or Enter pressing a control, alone", () => {
    press(document.getElementById("label")!, "Delete");
    press(document.getElementById("speed")!, "ArrowDown");
    press(button, " ");
    press(button, "Enter");
    press(document.getElementById("loop")!, " ");
    expect(onKey).not.toHaveBeenCalled();
    press(document.getElementById("pitch")!, " ");
    expect(onKey).toHaveBeenCalledTimes(1);
  });

  it("ignores a key something inside already handled", () => {
    const handled = new KeyboardEvent("keydown", { key: "z", ctrlKey: true, bubbles: true, cancelable: true });
    handled.preventDefault();
    button.dispatchEvent(handled);
    expect(onKey).not.toHaveBeenCalled();
  });

  it("keeps the keyboard when focus falls to the page after a press inside (a button that disabled itself)", () => {
    pointerDownOn(button);
    button.focus();
    button.disabled = true;
    button.blur();
    press(document.body, "z", { ctrlKey: true });
    expect(onKey).toHaveBeenCalledTimes(1);
  });

  it("hands the keyboard on after a press or focus elsewhere", () => {
    pointerDownOn(button);
    pointerDownOn(outside);
    press(document.body, "z", { ctrlKey: true });
    expect(onKey).not.toHaveBeenCalled();

    button.focus();
    outside.focus();
    outside.blur();
    press(document.body, "z", { ctrlKey: true });
    expect(onKey).not.toHaveBeenCalled();

    press(outside, "z", { ctrlKey: true });
    expect(onKey).not.toHaveBeenCalled();
  });

  it("an editor that is the whole page has the keyboard before the coach touches it", () => {
    detach();
    detach = attachEditorKeyboard(root, onKey, { isOwnerAtFirst: true });
    press(document.body, "p");
    expect(onKey).toHaveBeenCalledTimes(1);
  });
});

describe("isTextEntry", () => {
  it("is true for text fields, text areas, selects, sliders and editable content, not for buttons or checkboxes", () => {
    const make = (html: string) => {
      document.body.innerHTML = html;
      return document.body.firstElementChild;
    };
    expect(isTextEntry(make('<input type="text">'))).toBe(true);
    expect(isTextEntry(make('<input type="number">'))).toBe(true);
    expect(isTextEntry(make('<input type="range">'))).toBe(true);
    expect(isTextEntry(make("<textarea></textarea>"))).toBe(true);
    expect(isTextEntry(make("<select></select>"))).toBe(true);
    const editable = make('<div contenteditable="true"></div>') as HTMLElement;
    // jsdom does not derive isContentEditable from the attribute.
    Object.defineProperty(editable, "isContentEditable", { value: true });
    expect(isTextEntry(editable)).toBe(true);
    expect(isTextEntry(make('<input type="checkbox">'))).toBe(false);
    expect(isTextEntry(make('<input type="color">'))).toBe(false);
    expect(isTextEntry(make("<button></button>"))).toBe(false);
    expect(isTextEntry(null)).toBe(false);
  });
});
