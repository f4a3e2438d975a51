import { AdminFeedback } from "../../features/feedback/components/admin-feedback.tsx";

export default function Screen() {
  return <AdminFeedback />;
}
