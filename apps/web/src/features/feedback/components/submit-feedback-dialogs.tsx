import { zodResolver } from "@hookform/resolvers/zod";
import * as Dialog from "@radix-ui/react-dialog";
import {
  FEEDBACK_CATEGORIES,
  FEEDBACK_CATEGORY_LABELS,
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
import { useSubmitFeedback } from "../api/use-feedback.ts";

/** Where the submission flow is: the tips come first, then the form (spec §4). */
export type SubmitStep = "closed" | "tips" | "form";

const CATEGORY_OPTIONS = FEEDBACK_CATEGORIES.map((value) => ({ value, label: FEEDBACK_CATEGORY_LABELS[value] }));

const TIPS = [
  ["Be specific", "Say what you were doing, what you expected and what happened instead."],
  ["One idea per submission", "Separate suggestions can be voted on and tracked separately."],
  ["Explain why it matters", "Tell us how it would help you or your players at training."],
  ["Bugs: the steps to see it", "Which page, which buttons, which device and browser."],
  ["Choose the right category", "Bug Report, Feature Request, General Feedback or Success Story."],
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
        title: "Feedback Submitted",
        description: "Thank you for your feedback! It's now visible to the community.",
      });
    } catch (error) {
      if (error instanceof ApiError) {
        for (const [field, message] of Object.entries(error.fields)) {
          if (field === "title" || field === "description" || field === "category") form.setError(field, { message });
        }
      }
      // A limit reached says how long to wait; anything else gets the spec's words.
      const description =
        error instanceof ApiError && error.code === "RATE_LIMITED"
          ? error.message
          : "Failed to submit feedback. Please try again.";
      toast({ title: "Error", description, variant: "destructive" });
    }
  });

  return (
    <>
      <FlowDialog
        open={step === "tips"}
        onClose={close}
        title="How to Write Great Feedback"
        description="A few pointers help us understand and act on what you tell us."
      >
        <ul className="flex flex-col gap-3">
          {TIPS.map(([heading, text]) => (
            <li key={heading} className="rounded-xl bg-slate-50 p-3">
              <p className="font-medium text-slate-900">{heading}</p>
              <p className="text-sm text-slate-600">{text}</p>
            </li>
          ))}
        </ul>
        <div className="flex justify-end">
          <Button onClick={() => onStepChange("form")}>Got It, Continue</Button>
        </div>
      </FlowDialog>

      <FlowDialog
        open={step === "form"}
        onClose={close}
        title="Submit Feedback"
        description="Everyone can read and vote on what you share here."
      >
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
          <TextField
            label="Title"
            maxLength={FEEDBACK_TITLE_MAX}
            autoComplete="off"
            error={form.formState.errors.title?.message}
            {...form.register("title")}
          />
          <TextareaField
            label="Description"
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
                label="Category"
                value={field.value ?? "general"}
                options={CATEGORY_OPTIONS}
                onChange={field.onChange}
              />
            )}
          />
          <div className="flex flex-wrap items-center justify-between gap-3">
            <Button variant="ghost" onClick={() => onStepChange("tips")}>
              Tips
            </Button>
            <div className="flex gap-3">
              <Button variant="secondary" onClick={close}>
                Cancel
              </Button>
              <Button type="submit" disabled={form.formState.isSubmitting}>
                {form.formState.isSubmitting ? "Please wait..." : "Submit"}
              </Button>
            </div>
          </div>
        </form>
      </FlowDialog>
    </>
  );
}
