import { useLingui } from "@lingui/react/macro";
import { MessageList } from "../../features/messages/components/message-list.tsx";

export default function MessagesPage() {
  const { t } = useLingui();
  return (
    <>
      <title>{t`Messages – Touchline`}</title>
      <MessageList />
    </>
  );
}
