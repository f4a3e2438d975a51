import { AdminSectionPage } from "../../features/admin/components/admin-section-page.tsx";
import type { AdminSection } from "../../features/admin/admin-sections.ts";

export default function AdminPage({ section }: { section: AdminSection }) {
  return (
    <>
      <title>{`${section.title} – Touchline Admin`}</title>
      <meta name="robots" content="noindex" />
      <AdminSectionPage section={section} />
    </>
  );
}
