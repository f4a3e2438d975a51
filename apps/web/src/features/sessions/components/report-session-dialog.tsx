import * as Dialog from "@radix-ui/react-dialog";
import { REPORT_REASON_LABELS, REPORT_REASONS } from "@touchline/contracts";
import { useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { SelectField } from "../../../components/ui/select-field.tsx";
import { TextareaField } from "../../../components/ui/textarea-field.tsx";
import { toast } from "../../../components/ui/toast-store.ts";
import { showApiError } from "../../../lib/show-api-error.ts";
import { useReportSession } from "../api/use-sessions.ts";

type Reason = (typeof REPORT_REASONS)[number];
const REASON_OPTIONS = REPORT_REASONS.map((value) => ({ value, label: REPORT_REASON_LABELS[value] }));

export function ReportSessionDialog({
  sessionId,
  open,
  onOpenChange,
}: {
  sessionId: string;
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const report = useReportSession();
  const [reason, setReason] = useState<Reason>("inappropriate");
  const [details, setDetails] = useState("");
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/40" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 flex w-[min(92vw,30rem)] -translate-x-1/2 -translate-y-1/2 flex-col gap-4 rounded-2xl bg-white p-6 shadow-xl">
          <Dialog.Title className="text-lg font-semibold">Report this session</Dialog.Title>
          <Dialog.Description className="text-sm text-slate-600">
            Our moderators review every report. The author is not told who reported it.
          </Dialog.Description>
          <SelectField<Reason> label="Reason" value={reason} options={REASON_OPTIONS} onChange={setReason} />
          <TextareaField
            label="What is wrong?"
            rows={4}
            maxLength={2000}
            value={details}
            onChange={(event) => setDetails(event.target.value)}
          />
          <div className="flex justify-end gap-3">
            <Dialog.Close asChild>
              <Button variant="secondary">Cancel</Button>
            </Dialog.Close>
            <Button
              disabled={report.isPending}
              onClick={async () => {
                try {
                  await report.mutateAsync({ id: sessionId, report: { reason, details } });
                  toast({ title: "Report sent", description: "Thank you. A moderator will look at it." });
                  onOpenChange(false);
                } catch (error) {
                  showApiError(error, "Could not send the report", { fallback: "Please try again." });
                }
              }}
            >
              Send report
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
