import { Trans, useLingui } from "@lingui/react/macro";
import { deriveSessionFacts } from "@touchline/contracts";
import { formatDuration, sessionEquipment } from "../lib/labels.ts";
import type { DrillDraft } from "../lib/session-document.ts";

/** Total time, players and equipment, worked out from the drills and their drawings. */
export function SessionFacts({ blocks }: { blocks: Pick<DrillDraft, "diagram" | "durationMinutes" | "players">[] }) {
  const { t, i18n } = useLingui();
  const facts = deriveSessionFacts(blocks);
  return (
    <dl aria-label={t`Session facts`} className="grid gap-3 text-sm sm:grid-cols-3">
      <div className="rounded-xl bg-white p-3 ring-1 ring-slate-200">
        <dt className="text-xs text-slate-500">
          <Trans>Total duration</Trans>
        </dt>
        <dd className="text-lg font-bold">{formatDuration(i18n, facts.totalDurationMinutes)}</dd>
      </div>
      <div className="rounded-xl bg-white p-3 ring-1 ring-slate-200">
        <dt className="text-xs text-slate-500">
          <Trans>Players</Trans>
        </dt>
        <dd className="text-lg font-bold">{i18n.number(facts.players)}</dd>
      </div>
      <div className="rounded-xl bg-white p-3 ring-1 ring-slate-200 sm:col-span-1">
        <dt className="text-xs text-slate-500">
          <Trans>Equipment</Trans>
        </dt>
        <dd className="font-medium">{sessionEquipment(i18n, blocks).join(", ") || t`None yet`}</dd>
      </div>
    </dl>
  );
}
