import type { ReactNode } from "react";
import { AdminDashboard } from "./admin-dashboard.tsx";
import { AdminLayout } from "./admin-layout.tsx";
import type { AdminSection } from "@touchline/contracts";

/** A section's screen inside the admin frame; `children` is the screen a feature supplies for it, if any. */
export function AdminSectionPage({ section, children }: { section: AdminSection; children?: ReactNode }) {
  return (
    <AdminLayout title={section.title}>
      {children ??
        (section.path === "" ? (
          <AdminDashboard />
        ) : section.path === "settings" ? (
          <p className="text-slate-600">System Settings - Coming Soon</p>
        ) : (
          <p className="text-slate-600">This part of the admin area is not available yet.</p>
        ))}
    </AdminLayout>
  );
}
