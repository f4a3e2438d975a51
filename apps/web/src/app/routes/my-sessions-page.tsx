import { useLingui } from "@lingui/react/macro";
import { MySessions } from "../../features/sessions/components/my-sessions.tsx";

export default function MySessionsPage() {
  const { t } = useLingui();
  return (
    <>
      <title>{t`My Sessions – Touchline`}</title>
      <MySessions />
    </>
  );
}
