import { deriveSessionFacts } from "@touchline/contracts";
import { formatMinutes } from "../lib/labels.ts";
import type { DrillDraft } from "../lib/session-document.ts";

/** Total time, players and equipment, worked out from the drills and their drawings. */
export function SessionFacts({ blocks }: { blocks: Pick<DrillDraft, "diagram" | "durationMinutes" | "players">[] }) {
  const facts = deriveSessionFacts(blocks);
  return (
    <dl aria-label="Session facts" className="grid gap-3 text-sm sm:grid-cols-3">
      <div className="rounded-xl bg-white p-3 ring-1 ring-slate-200">
        <dt className="text-xs text-slate-500">Total duration</dt>
        <dd className="text-lg font-bold">{formatMinutes(facts.totalDurationMinutes)}</dd>
      </div>
      <div className="rounded-xl bg-white p-3 ring-1 ring-slate-200">
        <dt className="text-xs text-slate-500">Players</dt>
        <dd className="text-lg font-bold">{facts.players}</dd>
      </div>
      <div className="rounded-xl bg-white p-3 ring-1 ring-slate-200 sm:col-span-1">
        <dt className="text-xs text-slate-500">Equipment</dt>
        <dd className="font-medium">{facts.equipment || "None yet"}</dd>
      </div>
    </dl>
  );
}
