import UpcomingPage from "./upcoming-page.tsx";

export default function Page() {
  return <UpcomingPage title="Feedback & Feature Requests" />;
}
