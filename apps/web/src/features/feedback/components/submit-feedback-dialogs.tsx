import { zodResolver } from "../../../lib/i18n/zod-resolver.ts";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import * as Dialog from "@radix-ui/react-dialog";
import {
  FEEDBACK_CATEGORIES,
  FEEDBACK_DESCRIPTION_MAX,
  FEEDBACK_TITLE_MAX,
  type FeedbackCategory,
  type NewFeedback,
  type NewFeedbackInput,
  NewFeedbackSchema,
} from "@touchline/contracts";
import type { ReactNode } from "react";
import { Controller, useForm } from "react-hook-form";
import { Button } from "../../../components/ui/button.tsx";
import { SelectField } from "../../../components/ui/select-field.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { TextareaField } from "../../../components/ui/textarea-field.tsx";
import { toast } from "../../../components/ui/toast-store.ts";
import { ApiError } from "../../../lib/api-client.ts";
import { apiErrorMessage } from "../../../lib/i18n/error-messages.ts";
import { useSubmitFeedback } from "../api/use-feedback.ts";
import { CATEGORY_NAMES } from "../lib/feedback-labels.ts";

/** Where the submission flow is: the tips come first, then the form (spec §4). */
export type SubmitStep = "closed" | "tips" | "form";

const TIPS = [
  [msg`Be specific`, msg`Say what you were doing, what you expected and what happened instead.`],
  [msg`One idea per submission`, msg`Separate suggestions can be voted on and tracked separately.`],
  [msg`Explain why it matters`, msg`Tell us how it would help you or your players at training.`],
  [msg`Bugs: the steps to see it`, msg`Which page, which buttons, which device and browser.`],
  [msg`Choose the right category`, msg`Bug Report, Feature Request, General Feedback or Success Story.`],
] as const;

function FlowDialog({
  open,
  onClose,
  title,
  description,
  children,
}: {
  open: boolean;
  onClose(): void;
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/40" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 flex max-h-[92vh] w-[min(94vw,34rem)] -translate-x-1/2 -translate-y-1/2 flex-col gap-4 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl">
          <Dialog.Title className="text-lg font-semibold">{title}</Dialog.Title>
          <Dialog.Description className="text-sm text-slate-600">{description}</Dialog.Description>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** The tips dialog, then the form dialog; on success the form resets, closes and the list reloads. */
export function SubmitFeedbackDialogs({
  step,
  onStepChange,
}: {
  step: SubmitStep;
  onStepChange(step: SubmitStep): void;
}) {
  const { t, i18n } = useLingui();
  const submitFeedback = useSubmitFeedback();
  const form = useForm<NewFeedbackInput, unknown, NewFeedback>({
    defaultValues: { title: "", description: "", category: "general" },
    resolver: zodResolver(NewFeedbackSchema),
  });
  const close = () => onStepChange("closed");

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await submitFeedback.mutateAsync(values);
      form.reset();
      close();
      toast({
        title: t`Feedback Submitted`,
        description: t`Thank you for your feedback! It's now visible to the community.`,
      });
    } catch (error) {
      if (error instanceof ApiError) {
        for (const [field, message] of Object.entries(error.fields)) {
          if (field === "title" || field === "description" || field === "category") form.setError(field, { message });
        }
      }
      // A limit reached says how long to wait (in English; its meaning in another language); anything else
      // gets the spec's words.
      const description =
        error instanceof ApiError && error.code === "RATE_LIMITED"
          ? apiErrorMessage(i18n, error)
          : t`Failed to submit feedback. Please try again.`;
      toast({ title: t`Error`, description, variant: "destructive" });
    }
  });

  return (
    <>
      <FlowDialog
        open={step === "tips"}
        onClose={close}
        title={t`How to Write Great Feedback`}
        description={t`A few pointers help us understand and act on what you tell us.`}
      >
        <ul className="flex flex-col gap-3">
          {TIPS.map(([heading, text]) => (
            <li key={heading.id} className="rounded-xl bg-slate-50 p-3">
              <p className="font-medium text-slate-900">{t(heading)}</p>
              <p className="text-sm text-slate-600">{t(text)}</p>
            </li>
          ))}
        </ul>
        <div className="flex justify-end">
          <Button onClick={() => onStepChange("form")}>
            <Trans>Got It, Continue</Trans>
          </Button>
        </div>
      </FlowDialog>

      <FlowDialog
        open={step === "form"}
        onClose={close}
        title={t`Submit Feedback`}
        description={t`Everyone can read and vote on what you share here.`}
      >
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
          <TextField
            label={t`Title`}
            maxLength={FEEDBACK_TITLE_MAX}
            autoComplete="off"
            error={form.formState.errors.title?.message}
            {...form.register("title")}
          />
          <TextareaField
            label={t`Description`}
            rows={4}
            maxLength={FEEDBACK_DESCRIPTION_MAX}
            error={form.formState.errors.description?.message}
            {...form.register("description")}
          />
          <Controller
            control={form.control}
            name="category"
            render={({ field }) => (
              <SelectField<FeedbackCategory>
                label={t({ message: "Category", context: "feedback category" })}
                value={field.value ?? "general"}
                options={FEEDBACK_CATEGORIES.map((value) => ({ value, label: t(CATEGORY_NAMES[value]) }))}
                onChange={field.onChange}
              />
            )}
          />
          <div className="flex flex-wrap items-center justify-between gap-3">
            <Button variant="ghost" onClick={() => onStepChange("tips")}>
              <Trans>Tips</Trans>
            </Button>
            <div className="flex gap-3">
              <Button variant="secondary" onClick={close}>
                <Trans>Cancel</Trans>
              </Button>
              <Button type="submit" disabled={form.formState.isSubmitting}>
                {form.formState.isSubmitting ? <Trans>Please wait...</Trans> : <Trans>Submit</Trans>}
              </Button>
            </div>
          </div>
        </form>
      </FlowDialog>
    </>
  );
}
