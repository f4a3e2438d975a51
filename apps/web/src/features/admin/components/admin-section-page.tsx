import { AdminDashboard } from "./admin-dashboard.tsx";
import { AdminLayout } from "./admin-layout.tsx";
import type { AdminSection } from "../admin-sections.ts";

export function AdminSectionPage({ section }: { section: AdminSection }) {
  return (
    <AdminLayout title={section.title}>
      {section.path === "" ? (
        <AdminDashboard />
      ) : section.path === "settings" ? (
        <p className="text-slate-600">System Settings - Coming Soon</p>
      ) : (
        <p className="text-slate-600">This part of the admin area is not available yet.</p>
      )}
    </AdminLayout>
  );
}
