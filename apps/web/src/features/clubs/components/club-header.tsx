import { CLUB_ROLE_LABELS, type Club } from "@touchline/contracts";
import { NavLink } from "react-router";
import { cn } from "../../../lib/cn.ts";
import { ClubBadge } from "./club-badge.tsx";

export interface ClubSection {
  label: string;
  /** The section's address, `/clubs/{id}/…`. */
  to: string;
  /** Current only on exactly this address (the club's home), not on the pages below it. */
  isEnd?: boolean;
}

/** The top of every club page: crest or initials, name, the coach's role, and the club's sections. */
export function ClubHeader({ club, sections }: { club: Club; sections: readonly ClubSection[] }) {
  return (
    <div className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 pt-6">
        <div className="flex min-w-0 items-center gap-4">
          <ClubBadge club={club} size="lg" />
          <div className="min-w-0">
            <h1 className="break-words text-2xl font-bold tracking-tight sm:text-3xl">{club.name}</h1>
            <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-slate-600">
              <span className="rounded-full bg-brand-50 px-2 py-0.5 font-semibold text-brand-800">
                {CLUB_ROLE_LABELS[club.myRole]}
              </span>
              <span>
                {club.memberCount} member{club.memberCount === 1 ? "" : "s"}
              </span>
            </p>
          </div>
        </div>
        <nav aria-label="Club sections" className="-mx-4 overflow-x-auto px-4">
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
      </div>
    </div>
  );
}
