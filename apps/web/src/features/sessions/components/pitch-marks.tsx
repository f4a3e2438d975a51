import { Trans, useLingui } from "@lingui/react/macro";
import { type PointerEvent as ReactPointerEvent, useEffect, useRef, useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { penPath } from "../../../editor/canvas/object-shape.tsx";

interface ScreenPoint {
  x: number;
  y: number;
}

/** Pixels a finger travels before its press is a mark rather than a tap on what lies under it. */
const TAP_SLOP_PX = 8;
/** A new point once the pointer is this far (pixels) from the last one: smooth, and few points. */
const STEP_PX = 3;
const MARK_COLOUR = "#facc15";
const MARK_WIDTH_PX = 6;

/** Controls a tap with the pen reaches through the marks layer: the page stays usable while drawing. */
const TAPPABLE = 'button, a[href], input, select, textarea, summary, [role="button"], [role="link"], [tabindex]';

/**
 * Quick marks over the diagram while explaining on the pitch: the Pen button turns drawing on, a
 * finger or the mouse draws smoothed strokes over the screen, and "Clear marks" rubs them all out.
 * Nothing is saved: the marks belong to this explanation, and are cleared when `clearKey` changes
 * (the next drill). While the pen is on, a tap on a button still presses it.
 */
export function PitchMarks({ clearKey }: { clearKey?: unknown }) {
  const { t } = useLingui();
  const [isDrawing, setIsDrawing] = useState(false);
  const [marks, setMarks] = useState<ScreenPoint[][]>([]);
  const [current, setCurrent] = useState<ScreenPoint[] | null>(null);
  const press = useRef<{ pointerId: number; start: ScreenPoint; hasMoved: boolean } | null>(null);
  const layerRef = useRef<SVGSVGElement>(null);

  useEffect(() => {
    setMarks([]);
    setCurrent(null);
  }, [clearKey]);

  const onPointerDown = (event: ReactPointerEvent<SVGSVGElement>) => {
    if (event.button !== 0 || press.current) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture(event.pointerId);
    const start = { x: event.clientX, y: event.clientY };
    press.current = { pointerId: event.pointerId, start, hasMoved: false };
    setCurrent([start]);
  };
  const onPointerMove = (event: ReactPointerEvent<SVGSVGElement>) => {
    const active = press.current;
    if (active?.pointerId !== event.pointerId) return;
    const point = { x: event.clientX, y: event.clientY };
    if (!active.hasMoved && Math.hypot(point.x - active.start.x, point.y - active.start.y) < TAP_SLOP_PX) return;
    active.hasMoved = true;
    setCurrent((points) => {
      const last = points?.at(-1);
      if (!points || (last && Math.hypot(point.x - last.x, point.y - last.y) < STEP_PX)) return points;
      return [...points, point];
    });
  };
  const onPointerEnd = (event: ReactPointerEvent<SVGSVGElement>) => {
    const active = press.current;
    if (active?.pointerId !== event.pointerId) return;
    press.current = null;
    const points = current;
    setCurrent(null);
    if (active.hasMoved && points && points.length >= 2) {
      setMarks((drawn) => [...drawn, points]);
      return;
    }
    if (event.type === "pointercancel") return;
    // A tap: it goes to the control under it, as if the marks layer were not there.
    const under = document
      .elementsFromPoint(event.clientX, event.clientY)
      .find((element) => !layerRef.current?.contains(element));
    const control = under?.closest(TAPPABLE);
    if (control instanceof HTMLElement) {
      control.focus();
      control.click();
    }
  };

  return (
    <>
      <div className="flex items-center gap-2" role="group" aria-label={t`Marks on the diagram`}>
        <Button
          variant="secondary"
          aria-pressed={isDrawing}
          onClick={() => setIsDrawing((on) => !on)}
          className={isDrawing ? "relative z-[61] ring-2 ring-yellow-400" : undefined}
        >
          <Trans context="drawing tool">Pen</Trans>
        </Button>
        <Button
          variant="secondary"
          disabled={marks.length === 0}
          onClick={() => setMarks([])}
          className={isDrawing ? "relative z-[61]" : undefined}
        >
          <Trans>Clear marks</Trans>
        </Button>
      </div>
      {marks.length > 0 || isDrawing ? (
        <svg
          ref={layerRef}
          aria-hidden="true"
          data-testid="pitch-marks"
          className={
            isDrawing
              ? "fixed inset-0 z-[60] h-full w-full cursor-crosshair touch-none"
              : "pointer-events-none fixed inset-0 z-[60] h-full w-full"
          }
          onPointerDown={isDrawing ? onPointerDown : undefined}
          onPointerMove={isDrawing ? onPointerMove : undefined}
          onPointerUp={isDrawing ? onPointerEnd : undefined}
          onPointerCancel={isDrawing ? onPointerEnd : undefined}
        >
          {[...marks, ...(current && current.length >= 2 ? [current] : [])].map((points, index) => (
            <g key={index} fill="none" strokeLinecap="round" strokeLinejoin="round">
              {/* A dark edge keeps the yellow readable on the white diagram and the dark page alike. */}
              <path d={penPath(points)} stroke="#0f172a" strokeOpacity={0.45} strokeWidth={MARK_WIDTH_PX + 3} />
              <path d={penPath(points)} stroke={MARK_COLOUR} strokeWidth={MARK_WIDTH_PX} />
            </g>
          ))}
        </svg>
      ) : null}
    </>
  );
}
