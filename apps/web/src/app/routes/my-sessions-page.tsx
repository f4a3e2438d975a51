import { MySessions } from "../../features/sessions/components/my-sessions.tsx";

export default function MySessionsPage() {
  return (
    <>
      <title>My Sessions – Touchline</title>
      <MySessions />
    </>
  );
}
