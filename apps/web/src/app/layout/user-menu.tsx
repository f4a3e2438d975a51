import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { type CurrentUser, hasLevel, type Role } from "@touchline/contracts";
import { useNavigate } from "react-router";
import { cn } from "../../lib/cn.ts";

export function initialsOf(user: Pick<CurrentUser, "firstName" | "lastName" | "email">): string {
  const initials = `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.trim();
  return (initials || user.email.charAt(0)).toUpperCase();
}

const itemClasses = cn(
  "flex min-h-11 cursor-pointer select-none items-center rounded-md px-3 text-sm text-slate-700 outline-none",
  "data-[highlighted]:bg-slate-100 data-[highlighted]:text-slate-900",
);

/** The staff level beside the avatar (the contracts' ROLE_BADGE_LABELS in the reader's language). */
const ROLE_BADGE_NAMES: Record<Role, MessageDescriptor | null> = {
  none: null,
  moderator: msg({ message: "moderator", context: "level badge" }),
  admin: msg({ message: "admin", context: "level badge" }),
  super_admin: msg({ message: "Super Admin", context: "level badge" }),
};

export default function UserMenu({ user, onLogOut }: { user: CurrentUser; onLogOut(): void }) {
  const navigate = useNavigate();
  const { i18n } = useLingui();
  const badgeName = ROLE_BADGE_NAMES[user.role];
  const badge = badgeName ? i18n._(badgeName) : null;
  return (
    // Not modal: a modal menu hides the page from screen readers while its links stay focusable, and a
    // menu (unlike a dialog) needs no trap: Escape, Tab and a click outside close it.
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className="flex h-11 items-center gap-2 rounded-lg px-1.5 hover:bg-slate-100">
        {/* Text, not a label, so the name also holds the visible level badge (voice users say what they see). */}
        <span className="sr-only">
          <Trans>User menu</Trans>
        </span>
        <span
          aria-hidden="true"
          className="flex size-9 items-center justify-center rounded-full bg-brand-600 text-sm font-bold text-white"
        >
          {initialsOf(user)}
        </span>
        {badge ? <LevelBadge label={badge} isSuper={user.role === "super_admin"} /> : null}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-50 min-w-56 rounded-xl bg-white p-1.5 shadow-lg ring-1 ring-slate-200"
        >
          <DropdownMenu.Label className="px-3 py-2 text-xs text-slate-500">
            <span className="block font-semibold text-slate-800">
              {user.firstName} {user.lastName}
            </span>
            <span className="block truncate">{user.email}</span>
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
          <DropdownMenu.Item className={itemClasses} onSelect={() => navigate("/library")}>
            <Trans>My Library</Trans>
          </DropdownMenu.Item>
          <DropdownMenu.Item className={itemClasses} onSelect={() => navigate("/account-settings")}>
            <Trans>Account Settings</Trans>
          </DropdownMenu.Item>
          {/* Moderators have no Admin Panel link (spec: admins only): this is their way to their screens. */}
          {hasLevel(user.role, "moderator") ? (
            <DropdownMenu.Item className={itemClasses} onSelect={() => navigate("/admin/moderation")}>
              <Trans>Moderation</Trans>
            </DropdownMenu.Item>
          ) : null}
          <DropdownMenu.Item className={itemClasses} onSelect={onLogOut}>
            <Trans>Log Out</Trans>
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

function LevelBadge({ label, isSuper }: { label: string; isSuper: boolean }) {
  return (
    <span
      className={cn(
        "hidden items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold sm:inline-flex",
        isSuper ? "bg-amber-100 text-amber-800" : "bg-sky-100 text-sky-800",
      )}
    >
      <svg viewBox="0 0 24 24" className="size-3.5" fill="currentColor" aria-hidden="true">
        {isSuper ? (
          <path d="M12 2l2.9 6.2 6.8.7-5.1 4.6 1.5 6.7L12 16.8 5.9 20.2l1.5-6.7L2.3 8.9l6.8-.7z" />
        ) : (
          <path d="M12 2l8 3v6c0 5-3.4 9.4-8 11-4.6-1.6-8-6-8-11V5z" />
        )}
      </svg>
      {label}
    </span>
  );
}
