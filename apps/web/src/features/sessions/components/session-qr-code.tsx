import { useLingui } from "@lingui/react/macro";
import type { Session } from "@touchline/contracts";
import { lazy, Suspense } from "react";
import { shareUrlOf } from "./session-actions.ts";

// The QR encoder loads with the first code shown, not with the session's page.
const QrCode = lazy(() => import("../../../components/ui/qr-code.tsx").then((module) => ({ default: module.QrCode })));

/**
 * The session's share link (/s/{shortId}) as a QR code, so a phone on the touchline opens the same
 * session. A private session's link opens for its author only.
 */
export function SessionQrCode({ session, size }: { session: Pick<Session, "shortId">; size: number }) {
  const { t } = useLingui();
  const url = shareUrlOf(session);
  return (
    <Suspense fallback={<span className="block bg-white" style={{ width: size, height: size }} />}>
      <QrCode value={url} size={size} label={t`QR code linking to this session: ${url}`} />
    </Suspense>
  );
}
