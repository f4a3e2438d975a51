import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { toast } from "../../../components/ui/toast-store.ts";
import { downloadAccountExport } from "../lib/download-account-export.ts";
import { showApiError } from "../../../lib/show-api-error.ts";
import { SettingsSection } from "./settings-section.tsx";

export function DataExportSection() {
  const { t } = useLingui();
  const [isPreparing, setIsPreparing] = useState(false);
  const download = async () => {
    setIsPreparing(true);
    try {
      const fileName = await downloadAccountExport();
      toast({ title: t`Your data is downloading`, description: fileName });
    } catch (error) {
      showApiError(error, t`Could not export your data`);
    } finally {
      setIsPreparing(false);
    }
  };
  return (
    <SettingsSection
      title={t`Your data`}
      description={t`Download a copy of everything Touchline holds about you as one JSON file: your profile, training sessions, library and tactical drills, reports, feedback and votes, message receipts and the devices you are signed in on. Passwords are never included.`}
    >
      <Button variant="secondary" onClick={download} disabled={isPreparing}>
        {isPreparing ? t`Preparing your data...` : t`Download my data`}
      </Button>
    </SettingsSection>
  );
}
