import { FeedbackBoard } from "../../features/feedback/components/feedback-board.tsx";

export default function FeedbackPage() {
  return (
    <>
      <title>{"Feedback & Feature Requests – Touchline"}</title>
      <FeedbackBoard />
    </>
  );
}
