import { MessageList } from "../../features/messages/components/message-list.tsx";

export default function MessagesPage() {
  return (
    <>
      <title>Messages – Touchline</title>
      <MessageList />
    </>
  );
}
