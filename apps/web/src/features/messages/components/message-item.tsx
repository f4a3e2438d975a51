import { Trans, useLingui } from "@lingui/react/macro";
import type { Message } from "@touchline/contracts";
import { useId, useState } from "react";
import { cn } from "../../../lib/cn.ts";
import { formatDateTime } from "../../../lib/format-date.ts";
import { MessageTypeBadge, UrgentBadge } from "./message-type-badge.tsx";

/**
 * One broadcast as a disclosure: the heading row is a button that opens the content, and opening an
 * unread one marks it read.
 */
export function MessageItem({ message, onOpen }: { message: Message; onOpen(message: Message): void }) {
  const { i18n } = useLingui();
  const [isOpen, setIsOpen] = useState(false);
  const contentId = useId();
  const isUnread = message.readAt === null;

  const toggle = () => {
    const willOpen = !isOpen;
    setIsOpen(willOpen);
    if (willOpen) onOpen(message);
  };

  return (
    <li
      className={cn(
        // Every card keeps the 4 px edge so titles line up; its colour marks urgent, then unread.
        "overflow-hidden rounded-xl border-l-4 bg-white shadow-sm ring-1",
        message.isUrgent
          ? "border-red-600 ring-red-200"
          : isUnread
            ? "border-brand-600 ring-slate-200"
            : "border-transparent ring-slate-200",
      )}
    >
      <h2 className="text-base">
        <button
          type="button"
          aria-expanded={isOpen}
          aria-controls={contentId}
          onClick={toggle}
          className="flex w-full items-start gap-3 px-4 py-3 text-left hover:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600 pointer-coarse:min-h-11"
        >
          <span className="mt-1.5 flex size-2.5 shrink-0 items-center justify-center" aria-hidden="true">
            {isUnread ? <span className="size-2.5 rounded-full bg-brand-600" /> : null}
          </span>
          <span className="flex min-w-0 flex-1 flex-col gap-1.5">
            <span className="flex flex-wrap items-center gap-2">
              <MessageTypeBadge type={message.messageType} />
              {message.isUrgent ? <UrgentBadge /> : null}
              {isUnread ? (
                <span className="text-xs font-semibold text-brand-700">
                  <Trans context="a message not opened yet">Unread</Trans>
                </span>
              ) : null}
            </span>
            <span className={cn("break-words text-slate-900", isUnread ? "font-bold" : "font-medium")}>
              {message.title}
            </span>
            <time dateTime={message.createdAt} className="text-xs text-slate-500">
              {formatDateTime(message.createdAt, i18n.locale)}
            </time>
          </span>
          <svg
            viewBox="0 0 24 24"
            className={cn("mt-1 size-5 shrink-0 text-slate-400 transition-transform", isOpen && "rotate-180")}
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            aria-hidden="true"
          >
            <path d="m6 9 6 6 6-6" />
          </svg>
        </button>
      </h2>
      <div id={contentId} hidden={!isOpen} className="border-t border-slate-100 px-4 py-3 pl-9">
        <p className="whitespace-pre-line break-words text-slate-700">{message.content}</p>
      </div>
    </li>
  );
}
