import { Trans, useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { AdminDashboard } from "./admin-dashboard.tsx";
import { AdminLayout } from "./admin-layout.tsx";
import type { AdminSection } from "@touchline/contracts";
import { adminSectionName } from "../lib/admin-section-names.ts";

/** A section's screen inside the admin frame; `children` is the screen a feature supplies for it, if any. */
export function AdminSectionPage({ section, children }: { section: AdminSection; children?: ReactNode }) {
  const { i18n } = useLingui();
  return (
    <AdminLayout title={adminSectionName(i18n, section)}>
      {children ??
        (section.path === "" ? (
          <AdminDashboard />
        ) : section.path === "settings" ? (
          <p className="text-slate-600">
            <Trans>System Settings - Coming Soon</Trans>
          </p>
        ) : (
          <p className="text-slate-600">
            <Trans>This part of the admin area is not available yet.</Trans>
          </p>
        ))}
    </AdminLayout>
  );
}
