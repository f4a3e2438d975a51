import { blockLoad, INTENSITY_LOAD_WEIGHTS, type LoadBlock, sessionLoad } from "@touchline/contracts";
import { cn } from "../../../lib/cn.ts";
import { formatMinutes, INTENSITY_LABELS, LOAD_RULE } from "../lib/labels.ts";

/** How a block's load is worked out, as a sentence: "15 min × Medium (2) = 30". */
export const loadSum = (block: LoadBlock) =>
  `${formatMinutes(block.durationMinutes)} × ${INTENSITY_LABELS[block.intensity]} (${INTENSITY_LOAD_WEIGHTS[block.intensity]}) = ${blockLoad(block)}`;

/** The largest block load of a session: the full width of its bars (at least 1, so an empty session draws none). */
export const loadScaleOf = (blocks: readonly LoadBlock[]) => Math.max(1, ...blocks.map(blockLoad));

/** A small horizontal bar, `load` out of `scale`; the number beside it is what screen readers get. */
export function LoadBar({ load, scale, className }: { load: number; scale: number; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn("inline-block h-2 w-16 overflow-hidden rounded-full bg-slate-200", className)}
    >
      <span
        className="block h-full rounded-full bg-brand-600"
        style={{ width: `${Math.min(100, (100 * load) / Math.max(1, scale))}%` }}
      />
    </span>
  );
}

/**
 * The session's load and each drill's, with a bar per drill scaled to the heaviest one, and the rule
 * that makes them. Used by the builder (live, from the drills being edited) and the session's page.
 */
export function SessionLoad({
  blocks,
  className,
}: {
  blocks: readonly (LoadBlock & { id: string; title: string })[];
  className?: string;
}) {
  const total = sessionLoad(blocks);
  const scale = loadScaleOf(blocks);
  return (
    <section aria-labelledby="session-load-heading" className={cn("flex flex-col gap-2", className)}>
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <h2 id="session-load-heading" className="text-sm font-semibold uppercase tracking-wide text-slate-600">
          Session load
        </h2>
        <p className="text-lg font-bold">
          <span className="sr-only">Total load </span>
          {total}
        </p>
        <p className="text-xs text-slate-600">{LOAD_RULE}</p>
      </div>
      {blocks.length > 0 ? (
        <ol aria-label="Load per drill" className="flex flex-col gap-1 text-sm">
          {blocks.map((block, index) => {
            const name = block.title || `Drill ${index + 1}`;
            return (
              <li
                key={block.id}
                aria-label={`${index + 1}. ${name}: load ${blockLoad(block)}`}
                className="grid grid-cols-[minmax(0,12rem)_1fr_auto] items-center gap-3"
              >
                <span className="truncate">
                  {index + 1}. {name}
                </span>
                <LoadBar load={blockLoad(block)} scale={scale} className="h-2.5 w-full" />
                <span className="text-right tabular-nums text-slate-700">{loadSum(block)}</span>
              </li>
            );
          })}
        </ol>
      ) : null}
    </section>
  );
}
