import { Link } from "react-router";
import { UnreadBadge } from "./unread-badge.tsx";

export function MessagesBell({ unreadCount = 0 }: { unreadCount?: number }) {
  const label = unreadCount > 0 ? `Messages (${unreadCount} unread)` : "Messages";
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
