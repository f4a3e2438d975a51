import { useLingui } from "@lingui/react/macro";
import type { ComponentType } from "react";
import { AdminSectionPage } from "../../features/admin/components/admin-section-page.tsx";
import { adminSectionName } from "../../features/admin/lib/admin-section-names.ts";
import type { AdminSection } from "@touchline/contracts";

export default function AdminPage({ section, screen: Screen }: { section: AdminSection; screen?: ComponentType }) {
  const { t, i18n } = useLingui();
  const sectionName = adminSectionName(i18n, section);
  return (
    <>
      <title>{t`${sectionName} – Touchline Admin`}</title>
      <meta name="robots" content="noindex" />
      <AdminSectionPage section={section}>{Screen ? <Screen /> : null}</AdminSectionPage>
    </>
  );
}
