import { useSearchParams } from "react-router";
import { SessionBuilder } from "../../features/sessions/components/session-builder.tsx";

export default function CreateSessionPage() {
  const [params] = useSearchParams();
  const sessionId = params.get("session") ?? undefined;
  return (
    <>
      <title>{sessionId ? "Edit session – Touchline" : "Create Session – Touchline"}</title>
      <SessionBuilder key={sessionId ?? "new"} sessionId={sessionId} />
    </>
  );
}
