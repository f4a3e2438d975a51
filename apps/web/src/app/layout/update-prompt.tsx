import { Trans, useLingui } from "@lingui/react/macro";
import { useState, useSyncExternalStore } from "react";
import { Button } from "../../components/ui/button.tsx";
import { pendingUpdate, subscribeToUpdates } from "../../lib/pwa/app-update.ts";

/**
 * A new version has been installed and waits: the coach chooses when to reload into it, so a page of one
 * version never runs on the files of another, and nothing half-typed is reloaded away unasked.
 */
export function UpdatePrompt() {
  const { t } = useLingui();
  const applyUpdate = useSyncExternalStore(subscribeToUpdates, pendingUpdate, () => null);
  const [isReloading, setIsReloading] = useState(false);
  const [isDismissed, setIsDismissed] = useState(false);
  if (!applyUpdate || isDismissed) return null;
  return (
    <section
      aria-label={t`New version`}
      className="fixed inset-x-4 bottom-4 z-40 mx-auto flex max-w-md flex-wrap items-center gap-3 rounded-xl bg-white p-4 shadow-lg ring-1 ring-slate-200"
    >
      <p role="status" className="flex-1 text-sm text-slate-800">
        <Trans>A new version of Touchline is available.</Trans>
      </p>
      <div className="flex gap-2">
        <Button size="sm" variant="ghost" onClick={() => setIsDismissed(true)}>
          <Trans>Later</Trans>
        </Button>
        <Button
          size="sm"
          disabled={isReloading}
          onClick={() => {
            setIsReloading(true);
            void applyUpdate();
          }}
        >
          {isReloading ? t`Reloading…` : t`Reload`}
        </Button>
      </div>
    </section>
  );
}
