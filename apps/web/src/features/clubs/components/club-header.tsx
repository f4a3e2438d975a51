import { Plural, useLingui } from "@lingui/react/macro";
import type { Club } from "@touchline/contracts";
import { type Section, SectionNav } from "../../../components/ui/section-nav.tsx";
import { CLUB_ROLE_NAMES } from "../lib/club-role-names.ts";
import { ClubBadge } from "./club-badge.tsx";

/** A section of the club: its address is `/clubs/{id}/…`; the club's home is the one with `isEnd`. */
export type ClubSection = Section;

/** The top of every club page: crest or initials, name, the coach's role, and the club's sections. */
export function ClubHeader({ club, sections }: { club: Club; sections: readonly ClubSection[] }) {
  const { t } = useLingui();
  const memberCount = club.memberCount;
  return (
    <div className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 pt-6">
        <div className="flex min-w-0 items-center gap-4">
          <ClubBadge club={club} size="lg" />
          <div className="min-w-0">
            <h1 className="break-words text-2xl font-bold tracking-tight sm:text-3xl">{club.name}</h1>
            <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-slate-600">
              <span className="rounded-full bg-brand-50 px-2 py-0.5 font-semibold text-brand-800">
                {t(CLUB_ROLE_NAMES[club.myRole])}
              </span>
              <span>
                <Plural value={memberCount} one="# member" other="# members" />
              </span>
            </p>
          </div>
        </div>
        <SectionNav label={t`Club sections`} sections={sections} />
      </div>
    </div>
  );
}
