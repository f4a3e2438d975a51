import { Button } from "../../../components/ui/button.tsx";

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
  return (
    <div role="status" className="flex flex-wrap items-center gap-3 rounded-xl bg-amber-50 p-4 ring-1 ring-amber-200">
      <p className="flex-1 text-sm">
        Unsaved changes from {new Date(savedAt).toLocaleString()} were found on this device.
      </p>
      <Button size="sm" onClick={onRestore}>
        Restore draft
      </Button>
      <Button size="sm" variant="secondary" onClick={onDiscard}>
        Discard draft
      </Button>
    </div>
  );
}
