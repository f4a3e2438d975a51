import { useLingui } from "@lingui/react/macro";
import { useEffect, useRef, useState } from "react";
import { cn } from "../../../lib/cn.ts";
import { useNearViewport } from "../../../lib/use-near-viewport.ts";

/** How far ahead of the viewport an image starts loading, in CSS pixels. */
const PRELOAD_MARGIN_PX = 50;

/**
 * An image that loads when it comes within 50 px of the viewport and shows a placeholder if it fails
 * (a deleted image, a network error). `placeholderClassName` sizes the placeholder, e.g. a card's
 * cover area.
 */
export function LazyImage({
  src,
  alt,
  className,
  placeholderClassName,
}: {
  src: string;
  alt: string;
  className?: string;
  placeholderClassName?: string;
}) {
  const { t } = useLingui();
  const ref = useRef<HTMLSpanElement | null>(null);
  const isNear = useNearViewport(ref, PRELOAD_MARGIN_PX);
  const [hasFailed, setHasFailed] = useState(false);

  useEffect(() => {
    setHasFailed(false);
  }, [src]);

  if (hasFailed || !isNear) {
    return (
      <span
        ref={ref}
        role={hasFailed ? "img" : undefined}
        aria-label={hasFailed ? alt || t`Image not available` : undefined}
        className={cn(
          "flex min-h-24 items-center justify-center rounded-lg bg-slate-100 text-slate-400",
          placeholderClassName ?? className,
        )}
      >
        {hasFailed ? (
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="size-8"
            fill="none"
            stroke="currentColor"
            strokeWidth={1.5}
          >
            <rect x="3" y="4" width="18" height="16" rx="2" />
            <circle cx="9" cy="10" r="2" />
            <path d="m21 16-5-5-9 9" />
          </svg>
        ) : null}
      </span>
    );
  }
  return <img src={src} alt={alt} decoding="async" className={className} onError={() => setHasFailed(true)} />;
}
