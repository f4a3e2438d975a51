/** The bell's count: hidden at 0, '9+' above 9. */
export function formatUnreadCount(count: number): string | null {
  if (count <= 0) return null;
  return count > 9 ? "9+" : String(count);
}

/** Decorative: the bell's accessible name carries the count. */
export function UnreadBadge({ count }: { count: number }) {
  const text = formatUnreadCount(count);
  if (!text) return null;
  return (
    <span
      aria-hidden="true"
      className="absolute -right-1 -top-1 flex h-5 min-w-5 items-center justify-center rounded-full bg-red-600 px-1 text-[11px] font-bold text-white"
    >
      {text}
    </span>
  );
}
