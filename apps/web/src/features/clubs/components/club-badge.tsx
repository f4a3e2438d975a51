import type { Club } from "@touchline/contracts";
import { cn } from "../../../lib/cn.ts";
import { clubInitials, textColourOn } from "../lib/kit-colours.ts";

const SIZES = {
  sm: "size-7 text-[11px]",
  md: "size-9 text-xs",
  lg: "size-16 text-xl",
} as const;

/**
 * A club's crest, or its initials in its kit colours when it has none. Decorative: the club's name is
 * always written beside it.
 */
export function ClubBadge({
  club,
  size = "md",
  className,
}: {
  club: Pick<Club, "name" | "crestUrl" | "kitPrimary" | "kitSecondary">;
  size?: keyof typeof SIZES;
  className?: string;
}) {
  if (club.crestUrl) {
    return (
      <img
        src={club.crestUrl}
        alt=""
        className={cn("shrink-0 rounded-md bg-white object-contain", SIZES[size], className)}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className={cn(
        "flex shrink-0 items-center justify-center rounded-full font-bold ring-1 ring-black/10",
        SIZES[size],
        className,
      )}
      style={{ backgroundColor: club.kitPrimary, color: textColourOn(club.kitPrimary, club.kitSecondary) }}
    >
      {clubInitials(club.name)}
    </span>
  );
}

/** "My work"'s mark beside the clubs in the switcher: a clipboard. */
export function MyWorkBadge({ size = "md" }: { size?: keyof typeof SIZES }) {
  return (
    <span
      aria-hidden="true"
      className={cn("flex shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-800", SIZES[size])}
    >
      <svg viewBox="0 0 24 24" className="size-1/2" fill="none" stroke="currentColor" strokeWidth="2">
        <rect x="5" y="4" width="14" height="17" rx="2" />
        <path d="M9 4V3h6v1M9 10h6M9 14h6M9 18h3" strokeLinecap="round" />
      </svg>
    </span>
  );
}
