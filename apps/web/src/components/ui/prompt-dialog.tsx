import { Trans, useLingui } from "@lingui/react/macro";
import * as Dialog from "@radix-ui/react-dialog";
import { useEffect, useState } from "react";
import { Button } from "./button.tsx";
import { TextField } from "./text-field.tsx";

export interface PromptDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  label: string;
  initialValue: string;
  confirmLabel: string;
  maxLength?: number;
  onConfirm(value: string): void;
}

/** Asks for one line of text (a name, a title) in an accessible dialog. */
export default function PromptDialog({
  open,
  onOpenChange,
  title,
  label,
  initialValue,
  confirmLabel,
  maxLength,
  onConfirm,
}: PromptDialogProps) {
  const { t } = useLingui();
  const [value, setValue] = useState(initialValue);
  useEffect(() => {
    if (open) setValue(initialValue);
  }, [open, initialValue]);
  const error = value.trim() ? undefined : t`Please enter a name`;
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/40" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 w-[min(92vw,28rem)] -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl">
          <Dialog.Title className="text-lg font-semibold">{title}</Dialog.Title>
          <Dialog.Description className="sr-only">{label}</Dialog.Description>
          <form
            className="mt-4 flex flex-col gap-4"
            onSubmit={(event) => {
              event.preventDefault();
              if (error) return;
              onConfirm(value.trim());
            }}
          >
            <TextField
              label={label}
              value={value}
              maxLength={maxLength}
              autoFocus
              onChange={(event) => setValue(event.target.value)}
              error={value.length > 0 ? undefined : error}
            />
            <div className="flex justify-end gap-3">
              <Dialog.Close asChild>
                <Button variant="secondary">
                  <Trans>Cancel</Trans>
                </Button>
              </Dialog.Close>
              <Button type="submit" disabled={!!error}>
                {confirmLabel}
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
