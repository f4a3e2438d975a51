import { Trans, useLingui } from "@lingui/react/macro";
import { PageSpinner } from "../../../components/ui/spinner.tsx";
import { cn } from "../../../lib/cn.ts";
import { useSentMessages } from "../api/use-messages.ts";
import { formatDateTime } from "../../../lib/format-date.ts";
import { SENT_TO } from "../lib/message-labels.ts";
import { MessageTypeBadge, UrgentBadge } from "./message-type-badge.tsx";

/** Sent broadcasts with how many of their audience have read them. */
export function SentMessageList() {
  const { t, i18n } = useLingui();
  const sent = useSentMessages();
  return (
    <section aria-labelledby="sent-messages-heading" className="flex flex-col gap-3">
      <h2 id="sent-messages-heading" className="text-lg font-semibold">
        <Trans>Sent messages</Trans>
      </h2>
      {sent.isPending ? (
        <PageSpinner />
      ) : sent.isError ? (
        <p role="alert" className="text-red-700">
          {sent.error.message}
        </p>
      ) : sent.data.messages.length === 0 ? (
        <p className="rounded-xl bg-white p-6 text-center text-slate-600 ring-1 ring-slate-200">
          <Trans>No messages sent yet.</Trans>
        </p>
      ) : (
        <ul aria-label={t`Sent messages`} className="flex flex-col gap-3">
          {sent.data.messages.map((message) => {
            const readCount = message.readCount;
            const audienceSize = message.audienceSize;
            return (
              <li
                key={message.id}
                aria-label={message.title}
                className={cn(
                  "rounded-xl border-l-4 bg-white p-4 shadow-sm ring-1",
                  message.isUrgent ? "border-red-600 ring-red-200" : "border-transparent ring-slate-200",
                )}
              >
                <div className="flex flex-wrap items-center gap-2">
                  <MessageTypeBadge type={message.messageType} />
                  {message.isUrgent ? <UrgentBadge /> : null}
                  <span className="text-xs text-slate-500">{t(SENT_TO[message.targetAudience])}</span>
                </div>
                <p className="mt-2 break-words font-semibold text-slate-900">{message.title}</p>
                <p className="mt-1 line-clamp-2 whitespace-pre-line break-words text-sm text-slate-600">
                  {message.content}
                </p>
                <div className="mt-2 flex flex-wrap items-center justify-between gap-2 text-sm">
                  <time dateTime={message.createdAt} className="text-slate-500">
                    {formatDateTime(message.createdAt, i18n.locale)}
                  </time>
                  <span className="font-medium text-slate-800">
                    <Trans>
                      Read by {readCount} of {audienceSize}
                    </Trans>
                  </span>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
