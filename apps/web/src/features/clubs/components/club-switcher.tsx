import { Trans, useLingui } from "@lingui/react/macro";
import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { useLocation, useNavigate } from "react-router";
import { cn } from "../../../lib/cn.ts";
import { useClubs } from "../api/use-clubs.ts";
import { CLUB_ROLE_NAMES } from "../lib/club-role-names.ts";
import { ClubBadge, MyWorkBadge } from "./club-badge.tsx";

/** The menu's value for the coach's own work, beside the clubs' ids. */
const MY_WORK = "my-work";
/** Where "My work" is: the coach's dashboard. */
export const MY_WORK_PATH = "/";

/** The club whose pages are open (`/clubs/{id}/…`), or null anywhere else (`/clubs/new` included). */
export function openClubId(pathname: string): string | null {
  const [, first, second] = pathname.split("/");
  return first === "clubs" && second && second !== "new" ? decodeURIComponent(second) : null;
}

const itemClasses = cn(
  "flex min-h-11 cursor-pointer select-none items-center gap-3 rounded-md px-3 text-sm text-slate-700 outline-none",
  "data-[highlighted]:bg-slate-100 data-[highlighted]:text-slate-900",
  "data-[state=checked]:font-semibold data-[state=checked]:text-slate-900",
);

/**
 * The one place to switch between My work and each club the coach belongs to, and to create a club: in the
 * navigation bar (`bar`, the club's name written from wide screens on) or in the phone's row of links
 * (`row`). It lists the clubs of GET /api/clubs, so a club the coach was removed from leaves it with that list.
 */
export default function ClubSwitcher({ variant }: { variant: "bar" | "row" }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const clubs = useClubs();
  const clubId = openClubId(pathname);
  const openClub = clubId ? clubs.data?.clubs.find((club) => club.id === clubId) : undefined;
  const currentName = clubId ? (openClub?.name ?? t`Club`) : t`My work`;

  return (
    // Not modal, as the user menu: a click outside, Escape or Tab closes it.
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        className={cn(
          "flex shrink-0 items-center gap-2 rounded-lg text-sm font-medium text-slate-800",
          variant === "bar"
            ? // A set width from wide screens on: the bar does not move when the club's name arrives.
              "h-11 px-1.5 hover:bg-slate-100 lg:w-40 lg:px-2"
            : "h-9 bg-white px-2 ring-1 ring-slate-200 pointer-coarse:min-h-11",
        )}
      >
        {openClub ? <ClubBadge club={openClub} size="sm" /> : <MyWorkBadge size="sm" />}
        {/* The name comes first, so a voice user can say what they see. */}
        <span
          className={cn(
            "max-w-40 truncate",
            variant === "bar" && "sr-only lg:not-sr-only lg:min-w-0 lg:flex-1 lg:text-left",
          )}
        >
          {currentName}
        </span>
        <span className="sr-only">
          <Trans>, switch between My work and your clubs</Trans>
        </span>
        <svg viewBox="0 0 20 20" className="size-4 shrink-0 text-slate-500" fill="currentColor" aria-hidden="true">
          <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4z" />
        </svg>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align={variant === "bar" ? "end" : "start"}
          sideOffset={6}
          collisionPadding={8}
          className="z-50 max-h-[70dvh] w-72 max-w-[calc(100vw-1rem)] overflow-y-auto rounded-xl bg-white p-1.5 shadow-lg ring-1 ring-slate-200"
        >
          <DropdownMenu.Label className="px-3 py-2 text-xs font-semibold uppercase tracking-wide text-slate-600">
            <Trans>Switch to</Trans>
          </DropdownMenu.Label>
          <DropdownMenu.RadioGroup value={clubId ?? MY_WORK}>
            <DropdownMenu.RadioItem value={MY_WORK} className={itemClasses} onSelect={() => navigate(MY_WORK_PATH)}>
              <MyWorkBadge size="sm" />
              <Trans>My work</Trans>
            </DropdownMenu.RadioItem>
            {(clubs.data?.clubs ?? []).map((club) => (
              <DropdownMenu.RadioItem
                key={club.id}
                value={club.id}
                className={itemClasses}
                onSelect={() => navigate(`/clubs/${encodeURIComponent(club.id)}`)}
              >
                <ClubBadge club={club} size="sm" />
                <span className="flex min-w-0 flex-col">
                  <span className="truncate">{club.name}</span>
                  <span className="sr-only">, </span>
                  <span className="text-xs font-normal text-slate-600">{t(CLUB_ROLE_NAMES[club.myRole])}</span>
                </span>
              </DropdownMenu.RadioItem>
            ))}
          </DropdownMenu.RadioGroup>
          {clubs.isPending ? (
            <p className="px-3 py-2 text-sm text-slate-600">
              <Trans>Loading your clubs…</Trans>
            </p>
          ) : null}
          {clubs.isError ? (
            <p className="px-3 py-2 text-sm text-red-700">
              <Trans>Your clubs could not be loaded.</Trans>
            </p>
          ) : null}
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
          <DropdownMenu.Item className={itemClasses} onSelect={() => navigate("/clubs/new")}>
            <span
              aria-hidden="true"
              className="flex size-7 items-center justify-center rounded-full border border-dashed border-slate-400 text-base text-slate-600"
            >
              +
            </span>
            <Trans>Create a club</Trans>
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
