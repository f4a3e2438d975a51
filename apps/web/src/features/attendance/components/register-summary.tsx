import { useSyncExternalStore } from "react";
import { useRegister } from "../api/use-register.ts";
import { queuedMarks, type RegisterRef, subscribeToQueues } from "../lib/mark-queue.ts";
import { registerCounts, registerRows, registerSummaryLabel } from "../lib/register-view.ts";

/**
 * "Register: 14 present · 2 absent" once any mark is taken (on the server or waiting on this device);
 * nothing before, nor when the register cannot be read.
 */
export function RegisterSummary({ target }: { target: RegisterRef }) {
  const register = useRegister(target);
  const queued = useSyncExternalStore(
    subscribeToQueues,
    () => queuedMarks(target),
    () => queuedMarks(target),
  );
  if (!register.data) return null;
  const rows = registerRows(register.data.players, queued);
  if (!rows.some((row) => row.mark !== null)) return null;
  return <p className="text-sm font-medium text-slate-800">{registerSummaryLabel(registerCounts(rows))}</p>;
}
