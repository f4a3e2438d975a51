import { Trans, useLingui } from "@lingui/react/macro";
import { type Diagram, diagramThumbnail, type DiagramThumbnail as Thumbnail } from "@touchline/diagram";
import { memo, useMemo, useRef } from "react";
import { cn } from "../../lib/cn.ts";
import { useNearViewport } from "../../lib/use-near-viewport.ts";
import { DiagramView } from "./diagram-view.tsx";

export interface DiagramThumbnailProps {
  /** A thumbnail the server made (`diagramThumbnail`), or null when there is nothing to draw. */
  thumbnail?: Thumbnail | null;
  /** A full diagram the list already holds (a library drill): simplified here the same way. */
  diagram?: Diagram;
  /** What it is a picture of; read as "Diagram of <title>". */
  title: string;
  className?: string;
}

/** The drawing itself, kept while its picture's hash and title stay the same (a refetch redraws nothing). */
const ThumbnailDrawing = memo(
  function ThumbnailDrawing({ thumbnail, label }: { thumbnail: Thumbnail; label: string }) {
    return <DiagramView diagram={thumbnail.diagram} title={label} className="block h-full w-full" />;
  },
  (before, after) => before.thumbnail.hash === after.thumbnail.hash && before.label === after.label,
);

/**
 * A small picture of a diagram for lists (sessions, drills, boards), drawn by the same `DiagramView` as
 * the editor from its simplified first frame. It is drawn only once its box comes near the window, and
 * the box keeps one size meanwhile, so a long list lays out at once and never shifts. Drop it into any
 * card: `<DiagramThumbnail thumbnail={summary.thumbnail} title={summary.title} />`.
 */
export function DiagramThumbnail({ thumbnail, diagram, title, className }: DiagramThumbnailProps) {
  const { t } = useLingui();
  const box = useRef<HTMLDivElement>(null);
  const isNear = useNearViewport(box);
  const fromDiagram = useMemo(() => (diagram ? diagramThumbnail(diagram) : null), [diagram]);
  const shown = thumbnail ?? fromDiagram;
  const label = t`Diagram of ${title}`;
  return (
    <div
      ref={box}
      // The box is the picture for assistive technology from the start, drawn or not yet, so a screen
      // reader meets the same card whether it was scrolled to or not; the SVG inside stays out of the way.
      role={shown ? "img" : undefined}
      aria-label={shown ? label : undefined}
      data-thumbnail={shown ? (isNear ? "drawn" : "waiting") : "none"}
      // The caller's width replaces the full width rather than joining it: two width classes would leave the
      // choice to the stylesheet's order, and a list row's picture would stretch across the page.
      className={cn("aspect-[8/5] overflow-hidden rounded-lg bg-slate-100", className ?? "w-full")}
    >
      {!shown ? (
        <p className="flex h-full items-center justify-center text-sm text-slate-600">
          <Trans>No diagram yet</Trans>
        </p>
      ) : isNear ? (
        <div aria-hidden="true" className="h-full w-full">
          <ThumbnailDrawing thumbnail={shown} label={label} />
        </div>
      ) : null}
    </div>
  );
}
