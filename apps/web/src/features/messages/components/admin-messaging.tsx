import { ComposeMessageForm } from "./compose-message-form.tsx";
import { SentMessageList } from "./sent-message-list.tsx";

/** /admin/messaging: compose a broadcast beside the list of sent ones. */
export function AdminMessaging() {
  return (
    <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-2">
      <ComposeMessageForm />
      <SentMessageList />
    </div>
  );
}
