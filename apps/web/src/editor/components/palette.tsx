import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { CATALOGUE, type CatalogueGroup, type ObjectKind, type Team } from "@touchline/diagram";
import { type PointerEvent as ReactPointerEvent, useRef, useState } from "react";
import { cn } from "../../lib/cn.ts";
import { vibrate } from "../../lib/vibrate.ts";
import { CatalogueIcon } from "../canvas/catalogue-icon.tsx";
import { catalogueName, TEAM_NAMES_IN_LOWER_CASE } from "../canvas/catalogue-names.ts";
import { useEditor, useEditorStore } from "../store/editor-store.ts";
import { createObjectAt } from "../tools/create-at.ts";
import { placeObject } from "../tools/place-object.ts";
import { useActionContext } from "./action-context.ts";

const GROUP_LABELS: Record<CatalogueGroup, MessageDescriptor> = {
  people: msg({ message: "People", context: "catalogue section" }),
  equipment: msg({ message: "Equipment", context: "catalogue section" }),
  lines: msg({ message: "Lines", context: "catalogue section" }),
  areas: msg({ message: "Areas", context: "catalogue section" }),
  annotations: msg({ message: "Labels", context: "catalogue section: text, markers and pen" }),
};

const GROUPS = Object.keys(GROUP_LABELS) as CatalogueGroup[];

/**
 * How the catalogue is laid out: a slim rail of icons beside the pitch (a laptop: the names are the
 * tooltips), a panel of labelled tiles (a tablet's drawer), or a bar along the bottom (a phone).
 */
export type PaletteLayout = "rail" | "panel" | "bar";

/** The item being dragged from the catalogue, under the pointer; only it re-renders as the pointer moves. */
function CatalogueGhost() {
  const ghost = useEditor((state) => state.ui.catalogueDrag);
  if (!ghost) return null;
  return (
    <div
      aria-hidden="true"
      className="pointer-events-none fixed z-50 flex size-10 -translate-x-1/2 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 shadow-lg ring-2 ring-brand-500"
      style={{ left: ghost.clientX, top: ghost.clientY }}
    >
      <CatalogueIcon kind={ghost.item} className="size-7" />
    </div>
  );
}

/**
 * The catalogue. Three ways to put an item on the pitch: drag it there (mouse, pen or touch), tap it
 * and then tap the pitch, or press it with the keyboard to drop it in the middle of the pitch. A drag
 * is the tool controller's gesture: the catalogue forwards the pointer to it.
 */
export function Palette({ layout = "panel" }: { layout?: PaletteLayout }) {
  const { t, i18n } = useLingui();
  const isCompact = layout === "bar";
  const isRail = layout === "rail";
  const store = useEditorStore();
  const { controller } = useActionContext();
  const tool = useEditor((state) => state.ui.tool);
  const [team, setTeam] = useState<Team>("home");
  const suppressClick = useRef(false);
  // A press by a pointer is on its way to a click. A tap's click does not always say so (its `detail`
  // can be 0, like a key's), and a tap taken for a key press would drop the item mid-pitch instead of
  // arming it for the next tap on the pitch.
  const isPointerPress = useRef(false);

  const onPointerDown = (kind: ObjectKind) => (event: ReactPointerEvent<HTMLButtonElement>) => {
    if (event.button !== 0) return;
    // A drop on the pitch fires no click on this button, so a stale suppression must not eat this one.
    suppressClick.current = false;
    isPointerPress.current = true;
    const button = event.currentTarget;
    controller.catalogueDragStart(kind, team, { x: event.clientX, y: event.clientY });
    const onMove = (move: PointerEvent) => controller.catalogueDragMove({ x: move.clientX, y: move.clientY });
    const stop = () => {
      window.removeEventListener("pointermove", onMove);
      window.removeEventListener("pointerup", onUp);
      window.removeEventListener("pointercancel", onCancel);
    };
    const onCancel = () => {
      stop();
      controller.catalogueDragCancel();
    };
    const onUp = (up: PointerEvent) => {
      stop();
      const drop = controller.catalogueDragEnd({ x: up.clientX, y: up.clientY });
      if (!drop.isDrag) return;
      isPointerPress.current = false;
      // Releasing over the button itself would also click it; that click is part of the drag.
      suppressClick.current = up.target instanceof Node && button.contains(up.target);
      if (drop.isPlaced && up.pointerType === "touch") vibrate(10);
    };
    window.addEventListener("pointermove", onMove);
    window.addEventListener("pointerup", onUp);
    window.addEventListener("pointercancel", onCancel);
  };

  const onClick = (kind: ObjectKind) => (event: React.MouseEvent<HTMLButtonElement>) => {
    const isByPointer = isPointerPress.current || event.detail > 0;
    isPointerPress.current = false;
    if (suppressClick.current) {
      suppressClick.current = false;
      return;
    }
    if (!isByPointer) {
      // Keyboard: no pitch position to tap, so the item lands in the middle of the pitch.
      const { diagram } = store.getState();
      const middle = { x: diagram.pitch.length / 2, y: diagram.pitch.width / 2 };
      placeObject(store, createObjectAt(diagram, kind, middle, team));
      return;
    }
    const isActive = tool.kind === "place" && tool.item === kind;
    store.dispatch({
      type: "setUi",
      patch: { tool: isActive ? { kind: "select" } : { kind: "place", item: kind, team } },
    });
  };

  return (
    <div
      className={cn(
        "flex",
        isCompact ? "flex-row items-start gap-3 overflow-x-auto pb-1" : "flex-col",
        isRail ? "gap-1.5" : "gap-3",
      )}
    >
      <div
        role="radiogroup"
        aria-label={t`Team for new players`}
        className={cn(
          "flex shrink-0 gap-1 rounded-lg bg-slate-100 p-1 font-medium",
          isRail ? "flex-col p-0.5 text-[10px]" : "text-xs",
        )}
      >
        {(["home", "away"] as const).map((option) => (
          <button
            key={option}
            type="button"
            role="radio"
            aria-checked={team === option}
            onClick={() => {
              setTeam(option);
              if (tool.kind === "place") store.dispatch({ type: "setUi", patch: { tool: { ...tool, team: option } } });
            }}
            className={cn(
              "min-h-9 flex-1 rounded-md capitalize pointer-coarse:min-h-11",
              isRail ? "px-0" : "px-2",
              team === option ? "bg-white shadow-sm text-slate-900" : "text-slate-600",
            )}
          >
            {i18n._(TEAM_NAMES_IN_LOWER_CASE[option])}
          </button>
        ))}
      </div>
      {GROUPS.map((group) => (
        <section
          key={group}
          aria-label={i18n._(GROUP_LABELS[group])}
          className={cn("shrink-0", isRail && "border-t border-slate-200 pt-1.5")}
        >
          {/* On the rail the sections are told apart by a line; their names stay for screen readers. */}
          <h3
            className={cn("mb-1 text-[11px] font-semibold uppercase tracking-wide text-slate-500", isRail && "sr-only")}
          >
            {i18n._(GROUP_LABELS[group])}
          </h3>
          <div
            className={cn(
              "grid gap-1",
              isCompact ? "grid-flow-col grid-rows-1" : isRail ? "grid-cols-1" : "grid-cols-3",
            )}
          >
            {CATALOGUE.filter((entry) => entry.group === group).map((entry) => {
              const isActive = tool.kind === "place" && tool.item === entry.kind;
              const name = catalogueName(i18n, entry.kind);
              return (
                <button
                  key={entry.kind}
                  type="button"
                  aria-pressed={isActive}
                  title={t`${name}: drag onto the pitch, or click it and then the pitch`}
                  onPointerDown={onPointerDown(entry.kind)}
                  onClick={onClick(entry.kind)}
                  className={cn(
                    "flex min-h-11 min-w-11 touch-pan-x flex-col items-center justify-center gap-0.5 rounded-lg border px-1 py-1 text-[10px] leading-tight md:touch-pan-y",
                    isActive
                      ? "border-brand-600 bg-brand-50 text-brand-800"
                      : "border-slate-200 bg-white text-slate-700 hover:border-slate-300 hover:bg-slate-50",
                  )}
                >
                  <CatalogueIcon kind={entry.kind} className="size-6" />
                  <span className={isRail ? "sr-only" : undefined}>{name}</span>
                </button>
              );
            })}
          </div>
        </section>
      ))}
      <CatalogueGhost />
    </div>
  );
}
