import { Trans, useLingui } from "@lingui/react/macro";
import * as Dialog from "@radix-ui/react-dialog";
import { ModerationReasonSchema } from "@touchline/contracts";
import { type FormEvent, useEffect, useState } from "react";
import { Button } from "./button.tsx";
import { TextareaField } from "./textarea-field.tsx";

export interface ReasonDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  description: string;
  /** The field's label, e.g. "Reason (sent to the author)". */
  label: string;
  confirmLabel: string;
  /** A reason is required unless this is false (a dismissal's note). */
  isRequired?: boolean;
  isDestructive?: boolean;
  isPending?: boolean;
  /** The message for text its schema refuses, when the text is not a staff reason or note. */
  validate?(text: string): string | undefined;
  onConfirm(text: string): void;
}

/**
 * Validates what the server validates: a required reason of 3 to 1000 characters (the schema's message), or an
 * optional note (`noteTooLong` past 1000).
 */
function messageFor(text: string, isRequired: boolean, noteTooLong: string): string | undefined {
  if (!isRequired) return text.trim().length > 1000 ? noteTooLong : undefined;
  const result = ModerationReasonSchema.safeParse(text);
  return result.success ? undefined : result.error.issues[0]?.message;
}

/**
 * Asks staff for the reason of an action (unpublish, delete, suspend) or an optional note (dismiss); an
 * author, for the message of a review request.
 */
export function ReasonDialog({
  open,
  onOpenChange,
  title,
  description,
  label,
  confirmLabel,
  isRequired = true,
  isDestructive,
  isPending,
  validate,
  onConfirm,
}: ReasonDialogProps) {
  const { t } = useLingui();
  const [text, setText] = useState("");
  const [isSubmitted, setIsSubmitted] = useState(false);
  useEffect(() => {
    if (open) {
      setText("");
      setIsSubmitted(false);
    }
  }, [open]);
  const error = validate ? validate(text) : messageFor(text, isRequired, t`A note is at most 1000 characters`);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setIsSubmitted(true);
    if (error || isPending) return;
    onConfirm(text.trim());
  };

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/40" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 w-[min(92vw,30rem)] -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl">
          <Dialog.Title className="text-lg font-semibold">{title}</Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-slate-600">{description}</Dialog.Description>
          <form className="mt-4 flex flex-col gap-4" onSubmit={submit} noValidate>
            <TextareaField
              label={label}
              rows={4}
              maxLength={1000}
              required={isRequired}
              aria-required={isRequired}
              autoFocus
              value={text}
              onChange={(event) => setText(event.target.value)}
              error={isSubmitted ? error : undefined}
            />
            <div className="flex justify-end gap-3">
              <Dialog.Close asChild>
                <Button variant="secondary">
                  <Trans>Cancel</Trans>
                </Button>
              </Dialog.Close>
              <Button type="submit" variant={isDestructive ? "danger" : "primary"} disabled={isPending}>
                {isPending ? t`Please wait...` : confirmLabel}
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
