import { Trans, useLingui } from "@lingui/react/macro";
import type { CurrentUser } from "@touchline/contracts";
import { DataExportSection } from "./data-export-section.tsx";
import { DeleteAccountSection } from "./delete-account-section.tsx";
import { EmailSection } from "./email-section.tsx";
import { LanguageSection } from "./language-section.tsx";
import { PasswordSection } from "./password-section.tsx";
import { ProfileSection } from "./profile-section.tsx";
import { UnitsSection } from "./units-section.tsx";

export interface AccountSettingsProps {
  user: CurrentUser;
  /** Puts the renamed or re-addressed user into the session, so the nav and greeting follow at once. */
  onUserChanged(user: CurrentUser): void;
  /** Forgets the deleted user in this browser and leaves the page. */
  onAccountDeleted(): void | Promise<void>;
}

/** `/account-settings`: name, units, e-mail, password, data export and account deletion. */
export function AccountSettings({ user, onUserChanged, onAccountDeleted }: AccountSettingsProps) {
  const { t } = useLingui();
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-8">
      <title>{t`Account Settings – Touchline`}</title>
      <div>
        <h1 className="text-3xl font-bold tracking-tight">
          <Trans>Account Settings</Trans>
        </h1>
        <p className="mt-2 text-slate-600">
          <Trans>Your profile, sign-in details and data.</Trans>
        </p>
      </div>
      <ProfileSection user={user} onUserChanged={onUserChanged} />
      <UnitsSection />
      <LanguageSection />
      <EmailSection user={user} onUserChanged={onUserChanged} />
      <PasswordSection />
      <DataExportSection />
      <DeleteAccountSection onAccountDeleted={onAccountDeleted} />
    </div>
  );
}
