import * as Dialog from "@radix-ui/react-dialog";
import { ModerationReasonSchema } from "@touchline/contracts";
import { useEffect, useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { TextareaField } from "../../../components/ui/textarea-field.tsx";

export interface ReasonDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  description: string;
  confirmLabel: string;
  isDestructive?: boolean;
  isPending?: boolean;
  onConfirm(reason: string): void;
}

/** Asks for the reason of an action on an account (suspend, delete), checked as the server checks it. */
export function ReasonDialog({ open, onOpenChange, title, description, confirmLabel, isDestructive, isPending, onConfirm }: ReasonDialogProps) {
  const [reason, setReason] = useState("");
  const [isSubmitted, setSubmitted] = useState(false);
  useEffect(() => {
    if (open) {
      setReason("");
      setSubmitted(false);
    }
  }, [open]);
  const parsed = ModerationReasonSchema.safeParse(reason);
  const error = isSubmitted && !parsed.success ? parsed.error.issues[0]?.message : undefined;

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/40" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 w-[min(92vw,30rem)] -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl">
          <Dialog.Title className="text-lg font-semibold">{title}</Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-slate-600">{description}</Dialog.Description>
          <form
            className="mt-4 flex flex-col gap-4"
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              setSubmitted(true);
              if (parsed.success) onConfirm(parsed.data);
            }}
          >
            <TextareaField label="Reason" value={reason} rows={3} maxLength={1000} autoFocus error={error} onChange={(event) => setReason(event.target.value)} />
            <div className="flex justify-end gap-3">
              <Dialog.Close asChild>
                <Button variant="secondary">Cancel</Button>
              </Dialog.Close>
              <Button type="submit" variant={isDestructive ? "danger" : "primary"} disabled={isPending}>
                {isPending ? "Please wait..." : confirmLabel}
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
