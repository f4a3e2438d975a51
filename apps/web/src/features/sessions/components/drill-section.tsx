import { Trans, useLingui } from "@lingui/react/macro";
import { blockLoad, type SessionBlock } from "@touchline/contracts";
import { formatDuration, INTENSITY_PHRASES } from "../lib/labels.ts";
import { AnimatedDiagram } from "./animated-diagram.tsx";
import { LoadBar } from "./session-load.tsx";

/**
 * One drill of a session as a reader sees it: its diagram (still until Play), organisation, coaching points
 * and progressions. `loadScale` is the session's, so the load bars of its drills compare.
 */
export function DrillSection({ block, number, loadScale }: { block: SessionBlock; number: number; loadScale: number }) {
  const { t, i18n } = useLingui();
  const load = i18n.number(blockLoad(block));
  const name = block.title;
  const progressionDiagramTitle = (name: string) => t`Progression: ${name}`;
  return (
    <section className="flex flex-col gap-4 rounded-2xl bg-white p-4 ring-1 ring-slate-200 print:ring-0 sm:p-6">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-xl font-bold">
          {number}. {block.title}
        </h2>
        <p className="flex items-center gap-1.5 text-sm text-slate-600">
          {formatDuration(i18n, block.durationMinutes)} · {i18n._(INTENSITY_PHRASES[block.intensity])} ·{" "}
          {t`Load ${load}`}
          <LoadBar load={blockLoad(block)} scale={loadScale} />
        </p>
      </div>
      <AnimatedDiagram diagram={block.diagram} title={t`Diagram: ${name}`} exportTitle={block.title} />
      <div className="grid gap-6 md:grid-cols-2">
        {block.organisation ? (
          <div>
            <h3 className="text-sm font-semibold uppercase tracking-wide text-slate-500">
              <Trans>Organisation</Trans>
            </h3>
            <p className="mt-2 whitespace-pre-line">{block.organisation}</p>
          </div>
        ) : null}
        {block.coachingPoints.length > 0 ? (
          <div>
            <h3 className="text-sm font-semibold uppercase tracking-wide text-slate-500">
              <Trans>Coaching points</Trans>
            </h3>
            <ul className="mt-2 list-disc pl-5">
              {block.coachingPoints.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
      {block.progressions.length > 0 ? (
        <div className="flex flex-col gap-4">
          <h3 className="text-sm font-semibold uppercase tracking-wide text-slate-500">
            <Trans>Progressions</Trans>
          </h3>
          <div className="grid gap-4 md:grid-cols-2">
            {block.progressions.map((progression, progressionIndex) => (
              <div key={progressionIndex} className="flex flex-col gap-2">
                <AnimatedDiagram
                  diagram={progression.diagram}
                  title={progressionDiagramTitle(progression.title)}
                  exportTitle={`${block.title} – ${progression.title}`}
                />
                <p className="font-semibold">{progression.title}</p>
                {progression.description ? (
                  <p className="whitespace-pre-line text-sm">{progression.description}</p>
                ) : null}
              </div>
            ))}
          </div>
        </div>
      ) : null}
    </section>
  );
}
