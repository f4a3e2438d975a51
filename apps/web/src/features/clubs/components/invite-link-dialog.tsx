import { Trans } from "@lingui/react/macro";
import * as Dialog from "@radix-ui/react-dialog";
import { useEffect, useId, useRef, useState } from "react";
import { Button } from "../../../components/ui/button.tsx";

/** How long "Copied" stays on the button. */
const COPIED_MS = 2_000;

/**
 * A new invitation's link, shown once: the server keeps only a hash of its token, so once this dialog is
 * closed nobody can read it again (a new link can always be made).
 */
export function InviteLinkDialog({ url, onClose }: { url: string | null; onClose(): void }) {
  const [isCopied, setIsCopied] = useState(false);
  const [copyFailed, setCopyFailed] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  useEffect(() => {
    if (!isCopied) return;
    const timer = setTimeout(() => setIsCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [isCopied]);

  const copy = async () => {
    try {
      if (!url) return;
      await navigator.clipboard.writeText(url);
      setCopyFailed(false);
      setIsCopied(true);
    } catch {
      // No clipboard (an insecure page, a refusal): the link is selected for the coach to copy.
      inputRef.current?.select();
      setCopyFailed(true);
    }
  };

  return (
    <Dialog.Root
      open={url !== null}
      onOpenChange={(open) => {
        if (!open) {
          setIsCopied(false);
          setCopyFailed(false);
          onClose();
        }
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/40" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 flex w-[min(94vw,32rem)] -translate-x-1/2 -translate-y-1/2 flex-col gap-4 rounded-2xl bg-white p-6 shadow-xl">
          <Dialog.Title className="text-lg font-semibold">
            <Trans>Invitation link ready</Trans>
          </Dialog.Title>
          <Dialog.Description className="text-sm text-slate-600">
            <Trans>
              Copy it now and send it to the coach: it is shown only this once. Anyone with the link can join until it
              expires, is used up or is revoked.
            </Trans>
          </Dialog.Description>
          <div className="flex flex-col gap-1.5">
            <label htmlFor={inputId} className="text-sm font-medium text-slate-800">
              <Trans>Invitation link</Trans>
            </label>
            <input
              id={inputId}
              ref={inputRef}
              readOnly
              value={url ?? ""}
              onFocus={(event) => event.target.select()}
              className="h-11 w-full rounded-lg border border-slate-300 bg-slate-50 px-3 font-mono text-sm text-slate-900"
            />
          </div>
          <p aria-live="polite" className="min-h-5 text-sm text-slate-700">
            {isCopied ? (
              <Trans>The link is on your clipboard.</Trans>
            ) : copyFailed ? (
              <Trans>Copying is not allowed here: the link is selected, copy it with your keyboard.</Trans>
            ) : null}
          </p>
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Dialog.Close asChild>
              <Button variant="secondary">
                <Trans>Done</Trans>
              </Button>
            </Dialog.Close>
            <Button onClick={() => void copy()}>{isCopied ? <Trans>Copied</Trans> : <Trans>Copy link</Trans>}</Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
