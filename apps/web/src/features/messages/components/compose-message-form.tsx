import { zodResolver } from "@hookform/resolvers/zod";
import {
  MESSAGE_TYPE_LABELS,
  MESSAGE_TYPES,
  type SendMessageInput,
  type SendMessageRequest,
  SendMessageRequestSchema,
  TARGET_AUDIENCE_LABELS,
  TARGET_AUDIENCES,
} from "@touchline/contracts";
import { useId } from "react";
import { Controller, useForm } from "react-hook-form";
import { Button } from "../../../components/ui/button.tsx";
import { SelectField } from "../../../components/ui/select-field.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { TextareaField } from "../../../components/ui/textarea-field.tsx";
import { toast } from "../../../components/ui/toast-store.ts";
import { showApiError } from "../../../lib/show-api-error.ts";
import { useSendMessage } from "../api/use-messages.ts";

const TYPE_OPTIONS = MESSAGE_TYPES.map((value) => ({ value, label: MESSAGE_TYPE_LABELS[value] }));
const AUDIENCE_OPTIONS = TARGET_AUDIENCES.map((value) => ({ value, label: TARGET_AUDIENCE_LABELS[value] }));

const EMPTY: SendMessageInput = {
  title: "",
  content: "",
  messageType: "announcement",
  targetAudience: "all",
  isUrgent: false,
};
const FIELDS = ["title", "content", "messageType", "targetAudience", "isUrgent"] as const;

/** Compose and send a broadcast; validated with the same schema the server uses. */
export function ComposeMessageForm() {
  const sendMessage = useSendMessage();
  const urgentHintId = useId();
  const form = useForm<SendMessageRequest, unknown, SendMessageInput>({
    defaultValues: EMPTY,
    resolver: zodResolver(SendMessageRequestSchema),
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await sendMessage.mutateAsync(values);
      toast({
        title: "Message sent",
        description: `"${values.title}" was sent to ${TARGET_AUDIENCE_LABELS[values.targetAudience].toLowerCase()}.`,
      });
      form.reset(EMPTY);
    } catch (error) {
      showApiError(error, "Failed to send message", { setError: form.setError, fields: FIELDS });
    }
  });

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="compose-message-heading"
      className="flex flex-col gap-4 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
    >
      <h2 id="compose-message-heading" className="text-lg font-semibold">
        New message
      </h2>
      <TextField label="Title" maxLength={200} error={errors.title?.message} {...form.register("title")} />
      <TextareaField
        label="Content"
        rows={5}
        maxLength={5000}
        error={errors.content?.message}
        {...form.register("content")}
      />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <Controller
          control={form.control}
          name="messageType"
          render={({ field }) => (
            <SelectField
              label="Type"
              value={field.value ?? "announcement"}
              options={TYPE_OPTIONS}
              onChange={field.onChange}
            />
          )}
        />
        <Controller
          control={form.control}
          name="targetAudience"
          render={({ field }) => (
            <SelectField
              label="Target audience"
              value={field.value ?? "all"}
              options={AUDIENCE_OPTIONS}
              onChange={field.onChange}
            />
          )}
        />
      </div>
      <div className="flex items-start gap-3">
        <input
          id={`${urgentHintId}-input`}
          type="checkbox"
          aria-describedby={urgentHintId}
          className="mt-0.5 size-5 rounded border-slate-300 accent-red-600 focus-visible:outline-2 focus-visible:outline-brand-600"
          {...form.register("isUrgent")}
        />
        <div className="flex flex-col">
          <label htmlFor={`${urgentHintId}-input`} className="text-sm font-medium text-slate-800">
            Urgent
          </label>
          <p id={urgentHintId} className="text-xs text-slate-500">
            Highlighted for recipients.
          </p>
        </div>
      </div>
      <div>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? "Please wait..." : "Send Message"}
        </Button>
      </div>
    </form>
  );
}
