import { AdminSessions } from "../../features/moderation/components/admin-sessions.tsx";

export default function Screen() {
  return <AdminSessions />;
}
