import { useLingui } from "@lingui/react/macro";
import { FeedbackBoard } from "../../features/feedback/components/feedback-board.tsx";

export default function FeedbackPage() {
  const { t } = useLingui();
  return (
    <>
      <title>{t`Feedback & Feature Requests – Touchline`}</title>
      <FeedbackBoard />
    </>
  );
}
