import { AdminMessaging } from "../../features/messages/components/admin-messaging.tsx";

export default function Screen() {
  return <AdminMessaging />;
}
