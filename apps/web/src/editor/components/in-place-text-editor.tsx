import { useLingui } from "@lingui/react/macro";
import type { Pose } from "@touchline/diagram";
import {
  type KeyboardEvent as ReactKeyboardEvent,
  type RefObject,
  useEffect,
  useCallback,
  useLayoutEffect,
  useRef,
  useState,
} from "react";
import { pitchViewBox, toViewPoint } from "../canvas/pitch-geometry.ts";
import { visibleViewBox } from "../canvas/pitch-view.ts";
import { useEditor, useEditorStore } from "../store/editor-store.ts";
import {
  commitTextEdit,
  endsTextEdit,
  MAX_LABEL_LENGTH,
  MAX_NAME_LENGTH,
  MAX_TEXT_LENGTH,
  updateTextEdit,
} from "../tools/text-edit.ts";
import { IN_PLACE_EDITOR_ATTRIBUTE } from "./in-place-editor-marker.ts";

/** Pixels the typed text is never smaller than, however far the pitch is zoomed out, so it can be read. */
const MIN_FONT_PX = 14;
const MAX_FONT_PX = 72;

interface Anchor {
  /** Pixels from the canvas's top left corner to the object's centre. */
  left: number;
  top: number;
}

/**
 * Where a point of the pitch (metres) is on the canvas, in pixels from its corner: through the pitch
 * layer's own screen transform, so whatever the view does to the pitch (zoom, pan, a vertical pitch, a
 * turned view) the field lands on the object. Without a layout (jsdom), through the view's arithmetic.
 */
function anchorOf(
  point: { x: number; y: number },
  pitchGroup: SVGGraphicsElement | null,
  canvas: HTMLElement | null,
  fallback: () => Anchor,
): Anchor {
  const matrix = pitchGroup?.getScreenCTM?.();
  const box = canvas?.getBoundingClientRect();
  if (!matrix || !box) return fallback();
  const screen = new DOMPoint(point.x, point.y).matrixTransform(matrix);
  return { left: screen.x - box.left, top: screen.y - box.top };
}

/** Pixels kept between the fields and the canvas's edges. */
const EDGE_MARGIN_PX = 4;

/**
 * The anchor moved just enough for the fields centred on it to lie inside the canvas, which clips what
 * overflows it: a text by the touchline is typed in full view. The first field is centred on the anchor
 * and any other (a player's name) hangs below it.
 */
function keptInside(anchor: Anchor, layer: HTMLElement | null, canvas: HTMLElement | null): Anchor {
  if (!layer || !canvas) return anchor;
  const boxes = [...layer.querySelectorAll("input, textarea")].map((field) => field.getBoundingClientRect());
  const [first] = boxes;
  if (!first) return anchor;
  const width = Math.max(...boxes.map((box) => box.width));
  const below = boxes.reduce((sum, box) => sum + box.height, 0) - first.height / 2;
  const clamp = (value: number, before: number, after: number, size: number) =>
    size > before + after + 2 * EDGE_MARGIN_PX
      ? Math.min(size - after - EDGE_MARGIN_PX, Math.max(before + EDGE_MARGIN_PX, value))
      : value;
  return {
    left: clamp(anchor.left, width / 2, width / 2, canvas.clientWidth),
    top: clamp(anchor.top, first.height / 2, below, canvas.clientHeight),
  };
}

/**
 * The field over an object whose text, shirt number (and name) or step number is being typed in place
 * (`ui.textEdit`): a real text field, so the keyboard, input methods and screen readers work as in
 * any form. It opens with what the object reads, selected, so the first key replaces it. Enter or Escape
 * ends the edit (Shift+Enter is a new line in a text), and so does a press or focus anywhere else: the
 * whole edit is one undo step. The diagram changes only then; meanwhile what is typed is the UI state's.
 */
export function InPlaceTextEditor({
  canvasRef,
  pitchGroupRef,
  metresPerPixel,
  poses,
  onDone,
}: {
  /** The canvas the field is positioned in (a positioned element). */
  canvasRef: RefObject<HTMLElement | null>;
  /** A `<g>` drawn in pitch metres, whose screen transform places the field. */
  pitchGroupRef: RefObject<SVGGraphicsElement | null>;
  metresPerPixel: number;
  /** Where objects stand in the frame shown, if not at their own positions. */
  poses: Record<string, Pose> | undefined;
  /** After Enter or Escape: the keyboard goes back to the pitch. */
  onDone(): void;
}) {
  const { t } = useLingui();
  const store = useEditorStore();
  const textEdit = useEditor((state) => state.ui.textEdit);
  // Read from the state itself, not from `textEdit` above: a selector's result is kept per state.
  const object = useEditor((state) => {
    const editing = state.ui.textEdit;
    return editing ? state.diagram.objects[editing.id] : undefined;
  });
  const view = useEditor((state) => state.ui.view);
  const pitch = useEditor((state) => state.diagram.pitch);
  const fieldRef = useRef<HTMLTextAreaElement & HTMLInputElement>(null);
  const [anchor, setAnchor] = useState<Anchor | null>(null);
  const layerRef = useRef<HTMLDivElement>(null);
  const pose = object ? (poses?.[object.id] ?? object) : null;
  const x = pose?.x ?? 0;
  const y = pose?.y ?? 0;
  const id = textEdit?.id;

  // Where the object is on the canvas, before the fields are kept inside it: measured after the pitch has
  // been drawn for this view, before the browser paints.
  const objectAnchorRef = useRef<Anchor | null>(null);
  const placeInside = useCallback(() => {
    const objectAnchor = objectAnchorRef.current;
    if (!objectAnchor) return;
    const next = keptInside(objectAnchor, layerRef.current, canvasRef.current);
    setAnchor((current) => (current && current.left === next.left && current.top === next.top ? current : next));
  }, [canvasRef]);
  useLayoutEffect(() => {
    if (!id) return;
    const fallback = (): Anchor => {
      const rect = canvasRef.current?.getBoundingClientRect();
      const visible = visibleViewBox(view, pitchViewBox(pitch));
      const scale = rect && rect.width > 0 ? Math.min(rect.width / visible.width, rect.height / visible.height) : 0;
      const viewPoint = toViewPoint(pitch, { x, y });
      const width = rect?.width ?? 0;
      const height = rect?.height ?? 0;
      return {
        left: (width - visible.width * scale) / 2 + (viewPoint.x - visible.minX) * scale,
        top: (height - visible.height * scale) / 2 + (viewPoint.y - visible.minY) * scale,
      };
    };
    objectAnchorRef.current = anchorOf({ x, y }, pitchGroupRef.current, canvasRef.current, fallback);
    placeInside();
  }, [id, x, y, view, pitch, metresPerPixel, canvasRef, pitchGroupRef, placeInside]);
  // A text that grows as it is typed is kept inside too: when a field's size changes, after the browser's
  // own layout of the frame, rather than measuring (and so forcing a layout) in every key's handler.
  const field = textEdit?.field;
  useEffect(() => {
    const layer = layerRef.current;
    if (!id || !layer || typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(placeInside);
    for (const input of layer.querySelectorAll("input, textarea")) observer.observe(input);
    return () => observer.disconnect();
  }, [id, field, placeInside]);

  // A new edit opens with the field focused and its content selected, so typing replaces the placeholder.
  useEffect(() => {
    if (!id) return;
    const field = fieldRef.current;
    field?.focus({ preventScroll: true });
    field?.select();
  }, [id]);

  if (!textEdit || !object) return null;

  const finish = () => {
    commitTextEdit(store);
    onDone();
  };
  const onKeyDown = (event: ReactKeyboardEvent<HTMLElement>) => {
    if (!endsTextEdit(event.nativeEvent, textEdit.field)) return;
    // Escape here ends the edit and nothing else (no dialog or full screen closes with it).
    event.preventDefault();
    event.stopPropagation();
    finish();
  };
  const onBlur = (event: React.FocusEvent<HTMLElement>) => {
    // Between the number and the name, the edit goes on; anywhere else, it ends as typed.
    if (event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget)) return;
    commitTextEdit(store);
  };
  const stop = (event: React.SyntheticEvent) => event.stopPropagation();
  const fieldClass =
    "rounded-md bg-slate-900/90 px-1.5 text-center font-semibold text-white shadow-lg outline-none ring-2 ring-brand-400 select-text focus-visible:ring-4 focus-visible:ring-brand-300";
  const position = {
    left: anchor?.left ?? 0,
    top: anchor?.top ?? 0,
    // Transparent, not hidden, until placed: a hidden field could not take the focus it opens with.
    opacity: anchor ? undefined : 0,
  };

  return (
    <div
      ref={layerRef}
      {...{ [IN_PLACE_EDITOR_ATTRIBUTE]: "" }}
      // A compositing layer of its own, so a key's repaint of the field does not repaint the pitch under it.
      className="absolute z-20 touch-auto will-change-transform"
      style={position}
      onBlur={onBlur}
      onKeyDown={onKeyDown}
      onPointerDown={stop}
      onMouseDown={stop}
      onDoubleClick={stop}
    >
      {textEdit.field === "text" && object.kind === "text" ? (
        <textarea
          ref={fieldRef}
          aria-label={t`Text on the pitch`}
          value={textEdit.value}
          maxLength={MAX_TEXT_LENGTH}
          rows={Math.max(1, textEdit.value.split("\n").length)}
          onChange={(event) => updateTextEdit(store, { value: event.target.value })}
          className={`${fieldClass} block min-w-24 -translate-x-1/2 -translate-y-1/2 resize-none overflow-hidden leading-tight whitespace-pre [field-sizing:content]`}
          style={{ fontSize: fontPx(object.fontSize / metresPerPixel), maxWidth: "min(90vw, 40rem)" }}
        />
      ) : (
        <NumberFields
          value={textEdit.value}
          name={textEdit.name}
          field={textEdit.field}
          fieldRef={fieldRef}
          className={fieldClass}
          onValue={(value) => updateTextEdit(store, { value })}
          onName={(name) => updateTextEdit(store, { name })}
        />
      )}
    </div>
  );
}

function fontPx(px: number): number {
  return Math.round(Math.min(MAX_FONT_PX, Math.max(MIN_FONT_PX, px)));
}

/** A person's number (and a player's name under it) or a marker's step number, centred on the token. */
function NumberFields({
  value,
  name,
  field,
  fieldRef,
  className,
  onValue,
  onName,
}: {
  value: string;
  name: string | undefined;
  field: "text" | "label" | "number";
  fieldRef: RefObject<HTMLInputElement | null>;
  className: string;
  onValue(value: string): void;
  onName(name: string): void;
}) {
  const { t } = useLingui();
  const isMarker = field === "number";
  return (
    <div className="relative -translate-x-1/2 -translate-y-1/2">
      <input
        ref={fieldRef}
        type="text"
        aria-label={isMarker ? t`Step number on the pitch` : t`Number on the pitch`}
        inputMode={isMarker ? "numeric" : "text"}
        autoComplete="off"
        enterKeyHint="done"
        value={value}
        maxLength={isMarker ? 2 : MAX_LABEL_LENGTH}
        onChange={(event) => onValue(event.target.value)}
        className={`${className} block h-9 w-14 text-lg pointer-coarse:h-11`}
      />
      {name !== undefined ? (
        <input
          type="text"
          aria-label={t`Name on the pitch`}
          placeholder={t({ message: "Name", context: "a player's name" })}
          autoComplete="off"
          enterKeyHint="done"
          value={name}
          maxLength={MAX_NAME_LENGTH}
          onChange={(event) => onName(event.target.value)}
          className={`${className} absolute top-full left-1/2 mt-1 h-8 w-40 -translate-x-1/2 text-sm placeholder:text-slate-300 pointer-coarse:h-11`}
        />
      ) : null}
    </div>
  );
}
