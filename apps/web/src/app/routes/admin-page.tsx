import type { ComponentType } from "react";
import { AdminSectionPage } from "../../features/admin/components/admin-section-page.tsx";
import type { AdminSection } from "@touchline/contracts";

export default function AdminPage({ section, screen: Screen }: { section: AdminSection; screen?: ComponentType }) {
  return (
    <>
      <title>{`${section.title} – Touchline Admin`}</title>
      <meta name="robots" content="noindex" />
      <AdminSectionPage section={section}>{Screen ? <Screen /> : null}</AdminSectionPage>
    </>
  );
}
