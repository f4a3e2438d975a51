import type { SessionSummary } from "@touchline/contracts";
import { cn } from "../../../lib/cn.ts";

const plural = (count: number, one: string, many: string) => `${count.toLocaleString()} ${count === 1 ? one : many}`;

/**
 * How far the author's session has gone: views (one per visitor and day, never the author's own) and
 * copies (one per coach), as the server counts them. Shown to the author only.
 */
export function SessionReach({
  session,
  className,
}: {
  session: Pick<SessionSummary, "viewCount" | "copyCount" | "visibility">;
  className?: string;
}) {
  return (
    <p className={cn("text-sm text-slate-600", className)}>
      <span className="font-medium text-slate-800">{plural(session.viewCount, "view", "views")}</span>
      {" · "}
      <span className="font-medium text-slate-800">{plural(session.copyCount, "copy", "copies")}</span>
      {session.visibility === "private" ? " (counted while public)" : null}
    </p>
  );
}
