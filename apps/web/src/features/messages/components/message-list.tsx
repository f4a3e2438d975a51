import { Plural, Trans, useLingui } from "@lingui/react/macro";
import type { Message } from "@touchline/contracts";
import { PageSpinner } from "../../../components/ui/spinner.tsx";
import { useMarkMessageRead, useMessages } from "../api/use-messages.ts";
import { MessageItem } from "./message-item.tsx";

/** The /messages screen: the newest broadcasts for the signed-in user. */
export function MessageList() {
  const { t } = useLingui();
  const { messages, unreadCount, isPending } = useMessages();
  const markRead = useMarkMessageRead();

  const onOpen = (message: Message) => {
    if (message.readAt === null) markRead.mutate(message.id);
  };

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-5 px-4 py-8">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-3xl font-bold tracking-tight">
          <Trans>Messages</Trans>
        </h1>
        {!isPending && messages.length > 0 ? (
          <p className="text-sm text-slate-600">
            {unreadCount === 0 ? (
              <Trans>All read</Trans>
            ) : (
              <Plural value={unreadCount} one="# unread" other="# unread" />
            )}
          </p>
        ) : null}
      </div>
      {isPending ? (
        <PageSpinner />
      ) : messages.length === 0 ? (
        <div className="rounded-2xl bg-white p-10 text-center ring-1 ring-slate-200">
          <p className="font-semibold text-slate-800">
            <Trans>No messages yet</Trans>
          </p>
          <p className="mt-1 text-sm text-slate-600">
            <Trans>Announcements, updates and tips from the Touchline team will appear here.</Trans>
          </p>
        </div>
      ) : (
        <ul aria-label={t`Messages`} className="flex flex-col gap-3">
          {messages.map((message) => (
            <MessageItem key={message.id} message={message} onOpen={onOpen} />
          ))}
        </ul>
      )}
    </div>
  );
}
