import { useLingui } from "@lingui/react/macro";
import { Link } from "react-router";
import { useCurrentUser } from "../../features/auth/api/use-current-user.ts";
import { useLiveMessages } from "../../features/messages/api/use-live-messages.ts";
import { useUnreadCount } from "../../features/messages/api/use-messages.ts";
import { UnreadBadge } from "./unread-badge.tsx";

/**
 * The bell to /messages with the unread badge. It is shown to signed-in users only, and it holds the
 * live connection that keeps the badge (and any open messages list) current without a reload.
 */
export function MessagesBell() {
  const { user } = useCurrentUser();
  useLiveMessages(user?.id);
  const unreadCount = useUnreadCount(!!user);
  // No brackets around the count: the name must contain the visible badge, and brackets read as an aside.
  const { t } = useLingui();
  const label = unreadCount > 0 ? t`Messages: ${unreadCount} unread` : t`Messages`;
  return (
    <Link
      to="/messages"
      aria-label={label}
      className="relative flex size-11 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 hover:text-slate-900"
    >
      <svg viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
        <path d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
        <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
      </svg>
      <UnreadBadge count={unreadCount} />
    </Link>
  );
}
