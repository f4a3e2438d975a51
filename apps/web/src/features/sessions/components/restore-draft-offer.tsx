import { Trans, useLingui } from "@lingui/react/macro";
import { Button } from "../../../components/ui/button.tsx";
import { formatMoment } from "../lib/labels.ts";

/** The offer of unsaved changes found on this device, kept from when the session was last open here. */
export function RestoreDraftOffer({
  savedAt,
  onRestore,
  onDiscard,
}: {
  savedAt: string;
  onRestore(): void;
  onDiscard(): void;
}) {
  const { i18n } = useLingui();
  const when = formatMoment(i18n, savedAt, { dateStyle: "short", timeStyle: "medium" });
  return (
    <div role="status" className="flex flex-wrap items-center gap-3 rounded-xl bg-amber-50 p-4 ring-1 ring-amber-200">
      <p className="flex-1 text-sm">
        <Trans>Unsaved changes from {when} were found on this device.</Trans>
      </p>
      <Button size="sm" onClick={onRestore}>
        <Trans>Restore draft</Trans>
      </Button>
      <Button size="sm" variant="secondary" onClick={onDiscard}>
        <Trans>Discard draft</Trans>
      </Button>
    </div>
  );
}
