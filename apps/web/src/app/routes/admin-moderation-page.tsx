import { AdminModeration } from "../../features/moderation/components/admin-moderation.tsx";

export default function Screen() {
  return <AdminModeration />;
}
