import { zodResolver } from "../../../lib/i18n/zod-resolver.ts";
import { Trans, useLingui } from "@lingui/react/macro";
import {
  MESSAGE_TYPES,
  type SendMessageInput,
  type SendMessageRequest,
  SendMessageRequestSchema,
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
import { MESSAGE_TYPE_NAMES, TARGET_AUDIENCE_NAMES } from "../lib/message-labels.ts";

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
  const { t } = useLingui();
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
      const title = values.title;
      const description = {
        all: t`"${title}" was sent to all users.`,
        coaches: t`"${title}" was sent to coaches.`,
        moderators: t`"${title}" was sent to moderators and above.`,
      }[values.targetAudience];
      toast({ title: t`Message sent`, description });
      form.reset(EMPTY);
    } catch (error) {
      showApiError(error, t`Failed to send message`, { setError: form.setError, fields: FIELDS });
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
        <Trans>New message</Trans>
      </h2>
      <TextField label={t`Title`} maxLength={200} error={errors.title?.message} {...form.register("title")} />
      <TextareaField
        label={t({ message: "Content", context: "a broadcast message's text" })}
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
              label={t({ message: "Type", context: "type of broadcast message" })}
              value={field.value ?? "announcement"}
              options={MESSAGE_TYPES.map((value) => ({ value, label: t(MESSAGE_TYPE_NAMES[value]) }))}
              onChange={field.onChange}
            />
          )}
        />
        <Controller
          control={form.control}
          name="targetAudience"
          render={({ field }) => (
            <SelectField
              label={t`Target audience`}
              value={field.value ?? "all"}
              options={TARGET_AUDIENCES.map((value) => ({ value, label: t(TARGET_AUDIENCE_NAMES[value]) }))}
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
            <Trans context="broadcast message marker">Urgent</Trans>
          </label>
          <p id={urgentHintId} className="text-xs text-slate-500">
            <Trans>Highlighted for recipients.</Trans>
          </p>
        </div>
      </div>
      <div>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? <Trans>Please wait...</Trans> : <Trans>Send Message</Trans>}
        </Button>
      </div>
    </form>
  );
}
