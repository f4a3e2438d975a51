import { Trans } from "@lingui/react/macro";
import { OFFLINE_NOTE_ID, useIsOnline } from "../../lib/use-online-status.ts";

/**
 * Says the app is offline, politely (a status region present from the start, so the change is announced),
 * and what that means: work stays on the device, and what needs the server waits. Controls that need it
 * point here (`needsServer`). A visitor has no account to save to: they are told what still opens.
 */
export function OfflineStatus({ isSignedIn }: { isSignedIn: boolean }) {
  const isOnline = useIsOnline();
  return (
    <div role="status" className={isOnline ? "sr-only" : "border-b border-amber-300 bg-amber-50 px-4 py-2"}>
      {isOnline ? null : (
        <p id={OFFLINE_NOTE_ID} className="mx-auto max-w-6xl text-sm text-amber-950">
          {isSignedIn ? (
            <Trans>
              <strong className="font-semibold">You are offline</strong> — changes are kept on this device. Saving to
              your account, sharing and publishing wait for the connection.
            </Trans>
          ) : (
            <Trans>
              <strong className="font-semibold">You are offline</strong> — pages you opened before still open, and the
              tactical board keeps your drawing on this device. The rest waits for the connection.
            </Trans>
          )}
        </p>
      )}
    </div>
  );
}
