import { NavLink } from "react-router";
import { cn } from "../../lib/cn.ts";

export interface Section {
  label: string;
  /** The section's address. */
  to: string;
  /** Current only on exactly this address (the first section's), not on the pages below it. */
  isEnd?: boolean;
}

/**
 * The sections of a page with sub-pages (a club's, a team's) as underlined links: each section has its own
 * address, so Back, a bookmark and a shared link open it; the current one is marked for screen readers by
 * NavLink's `aria-current="page"`. It scrolls sideways on a narrow screen rather than widen the page.
 */
export function SectionNav({
  label,
  sections,
  className,
}: {
  label: string;
  sections: readonly Section[];
  className?: string;
}) {
  return (
    <nav aria-label={label} className={cn("-mx-4 overflow-x-auto px-4", className)}>
      <ul className="flex gap-1">
        {sections.map((section) => (
          <li key={section.to}>
            <NavLink
              to={section.to}
              end={section.isEnd}
              className={({ isActive }) =>
                cn(
                  "-mb-px inline-flex min-h-11 items-center whitespace-nowrap border-b-2 px-4 text-sm font-medium",
                  isActive
                    ? "border-brand-600 text-brand-800"
                    : "border-transparent text-slate-600 hover:text-slate-900",
                )
              }
            >
              {section.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
