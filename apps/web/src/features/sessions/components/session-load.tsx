import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { blockLoad, INTENSITY_LOAD_WEIGHTS, type LoadBlock, sessionLoad } from "@touchline/contracts";
import { cn } from "../../../lib/cn.ts";
import { formatDuration, INTENSITY_NAMES, loadRule } from "../lib/labels.ts";

/** How a block's load is worked out, as a sentence: "15 min × Medium (2) = 30". */
export function loadSum(i18n: I18n, block: LoadBlock): string {
  const duration = formatDuration(i18n, block.durationMinutes);
  const intensity = i18n._(INTENSITY_NAMES[block.intensity]);
  const weight = i18n.number(INTENSITY_LOAD_WEIGHTS[block.intensity]);
  const load = i18n.number(blockLoad(block));
  return i18n._(msg`${duration} × ${intensity} (${weight}) = ${load}`);
}

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
  const { t, i18n } = useLingui();
  const total = sessionLoad(blocks);
  const scale = loadScaleOf(blocks);
  return (
    <section aria-labelledby="session-load-heading" className={cn("flex flex-col gap-2", className)}>
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <h2 id="session-load-heading" className="text-sm font-semibold uppercase tracking-wide text-slate-600">
          <Trans>Session load</Trans>
        </h2>
        <p className="text-lg font-bold">
          <span className="sr-only">
            <Trans>Total load</Trans>{" "}
          </span>
          {i18n.number(total)}
        </p>
        <p className="text-xs text-slate-600">{loadRule(i18n)}</p>
      </div>
      {blocks.length > 0 ? (
        <ol aria-label={t`Load per drill`} className="flex flex-col gap-1 text-sm">
          {blocks.map((block, index) => {
            const number = index + 1;
            const name = block.title || t`Drill ${number}`;
            const load = blockLoad(block);
            return (
              <li
                key={block.id}
                aria-label={t`${number}. ${name}: load ${load}`}
                className="grid grid-cols-[minmax(0,12rem)_1fr_auto] items-center gap-3"
              >
                <span className="truncate">
                  {number}. {name}
                </span>
                <LoadBar load={load} scale={scale} className="h-2.5 w-full" />
                <span className="text-right tabular-nums text-slate-700">{loadSum(i18n, block)}</span>
              </li>
            );
          })}
        </ol>
      ) : null}
    </section>
  );
}
