import { useLingui } from "@lingui/react/macro";
import { hasLevel } from "@touchline/contracts";
import type { ReactNode } from "react";
import { NavLink } from "react-router";
import { useCurrentUser } from "../../auth/index.ts";
import { cn } from "../../../lib/cn.ts";
import { ADMIN_SECTIONS } from "@touchline/contracts";
import { adminSectionName } from "../lib/admin-section-names.ts";

/** The admin area's frame: the sections the user's level may open, then the page. */
export function AdminLayout({ title, children }: { title: string; children: ReactNode }) {
  const { t, i18n } = useLingui();
  const { user } = useCurrentUser();
  const sections = ADMIN_SECTIONS.filter((section) => user && hasLevel(user.role, section.minimum));
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-6 md:flex-row">
      <nav aria-label={t`Admin sections`} className="md:w-56 md:shrink-0">
        <ul className="flex gap-1 overflow-x-auto md:flex-col">
          {sections.map((section) => (
            <li key={section.path} className="shrink-0">
              <NavLink
                end
                to={`/admin${section.path ? `/${section.path}` : ""}`}
                className={({ isActive }) =>
                  cn(
                    "block rounded-lg px-3 py-2 text-sm",
                    isActive ? "bg-brand-600 text-white" : "text-slate-700 hover:bg-slate-100",
                  )
                }
              >
                {adminSectionName(i18n, section)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <section className="min-w-0 flex-1">
        <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
        <div className="mt-4">{children}</div>
      </section>
    </div>
  );
}
