import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import type { SessionSummary } from "@touchline/contracts";
import { cn } from "../../../lib/cn.ts";

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
  const { t } = useLingui();
  const { viewCount, copyCount } = session;
  return (
    <p className={cn("text-sm text-slate-600", className)}>
      <span className="font-medium text-slate-800">{t`${plural(viewCount, { one: "# view", other: "# views" })}`}</span>
      {" · "}
      <span className="font-medium text-slate-800">{t`${plural(copyCount, { one: "# copy", other: "# copies" })}`}</span>
      {session.visibility === "private" ? ` ${t`(counted while public)`}` : null}
    </p>
  );
}
