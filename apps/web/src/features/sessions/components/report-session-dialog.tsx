import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import * as Dialog from "@radix-ui/react-dialog";
import { REPORT_REASONS } from "@touchline/contracts";
import { useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { SelectField } from "../../../components/ui/select-field.tsx";
import { TextareaField } from "../../../components/ui/textarea-field.tsx";
import { toast } from "../../../components/ui/toast-store.ts";
import { showApiError } from "../../../lib/show-api-error.ts";
import { useReportSession } from "../api/use-sessions.ts";

type Reason = (typeof REPORT_REASONS)[number];
/** The reasons a reader gives (the contracts' REPORT_REASON_LABELS are English). */
const REASON_NAMES: Record<Reason, MessageDescriptor> = {
  inappropriate: msg`Inappropriate content`,
  spam: msg`Spam or advertising`,
  copyright: msg`Copied without permission`,
  unsafe: msg`Unsafe for players`,
  other: msg`Something else`,
};

export function ReportSessionDialog({
  sessionId,
  open,
  onOpenChange,
}: {
  sessionId: string;
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const { t } = useLingui();
  const report = useReportSession();
  const [reason, setReason] = useState<Reason>("inappropriate");
  const [details, setDetails] = useState("");
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/40" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 flex w-[min(92vw,30rem)] -translate-x-1/2 -translate-y-1/2 flex-col gap-4 rounded-2xl bg-white p-6 shadow-xl">
          <Dialog.Title className="text-lg font-semibold">
            <Trans>Report this session</Trans>
          </Dialog.Title>
          <Dialog.Description className="text-sm text-slate-600">
            <Trans>Our moderators review every report. The author is not told who reported it.</Trans>
          </Dialog.Description>
          <SelectField<Reason>
            label={t`Reason`}
            value={reason}
            options={REPORT_REASONS.map((value) => ({ value, label: t(REASON_NAMES[value]) }))}
            onChange={setReason}
          />
          <TextareaField
            label={t`What is wrong?`}
            rows={4}
            maxLength={2000}
            value={details}
            onChange={(event) => setDetails(event.target.value)}
          />
          <div className="flex justify-end gap-3">
            <Dialog.Close asChild>
              <Button variant="secondary">
                <Trans>Cancel</Trans>
              </Button>
            </Dialog.Close>
            <Button
              disabled={report.isPending}
              onClick={async () => {
                try {
                  await report.mutateAsync({ id: sessionId, report: { reason, details } });
                  toast({ title: t`Report sent`, description: t`Thank you. A moderator will look at it.` });
                  onOpenChange(false);
                } catch (error) {
                  showApiError(error, t`Could not send the report`, { fallback: t`Please try again.` });
                }
              }}
            >
              <Trans>Send report</Trans>
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
