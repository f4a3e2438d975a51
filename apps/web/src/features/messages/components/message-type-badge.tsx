import { Trans, useLingui } from "@lingui/react/macro";
import type { MessageType } from "@touchline/contracts";
import { cn } from "../../../lib/cn.ts";
import { MESSAGE_TYPE_NAMES } from "../lib/message-labels.ts";

const TYPE_STYLES: Record<MessageType, string> = {
  announcement: "bg-brand-100 text-brand-800",
  update: "bg-sky-100 text-sky-800",
  tip: "bg-violet-100 text-violet-800",
  warning: "bg-amber-100 text-amber-900",
};

export function MessageTypeBadge({ type }: { type: MessageType }) {
  const { t } = useLingui();
  return (
    <span className={cn("inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold", TYPE_STYLES[type])}>
      {t(MESSAGE_TYPE_NAMES[type])}
    </span>
  );
}

/** Urgent broadcasts say so in words, not only in colour. */
export function UrgentBadge() {
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-red-600 px-2 py-0.5 text-xs font-bold uppercase tracking-wide text-white">
      <svg
        viewBox="0 0 24 24"
        className="size-3.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        aria-hidden="true"
      >
        <path d="M12 8v5M12 17h.01" />
        <path d="M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0Z" />
      </svg>
      <Trans context="broadcast message marker">Urgent</Trans>
    </span>
  );
}
