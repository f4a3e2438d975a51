import { type ComponentPropsWithRef, type PointerEvent } from "react";
import { cn } from "../../lib/cn.ts";
import { vibrate } from "../../lib/vibrate.ts";

type Variant = "primary" | "secondary" | "ghost" | "danger" | "link";
type Size = "sm" | "md" | "lg";

const VARIANTS: Record<Variant, string> = {
  primary: "bg-brand-600 text-white hover:bg-brand-700 shadow-sm",
  secondary: "bg-white text-slate-800 ring-1 ring-slate-300 hover:bg-slate-50",
  ghost: "text-slate-700 hover:bg-slate-100",
  danger: "bg-red-600 text-white hover:bg-red-700",
  link: "text-brand-700 underline-offset-4 hover:underline px-0",
};

const SIZES: Record<Size, string> = {
  sm: "h-9 px-3 text-sm",
  md: "h-11 px-4 text-sm",
  lg: "h-12 px-6 text-base",
};

export function buttonClasses({ variant = "primary", size = "md" }: { variant?: Variant; size?: Size } = {}) {
  return cn(
    "inline-flex items-center justify-center gap-2 rounded-lg font-medium transition-colors",
    "disabled:cursor-not-allowed disabled:opacity-60 select-none",
    // Touch targets at least 44 × 44 px on coarse pointers.
    "pointer-coarse:min-h-11 pointer-coarse:min-w-11",
    VARIANTS[variant],
    SIZES[size],
  );
}

export type ButtonProps = ComponentPropsWithRef<"button"> & { variant?: Variant; size?: Size };

/** A button that gives a 10 ms vibration when tapped on a touch screen. */
export function Button({ variant, size, className, onPointerDown, type = "button", ...props }: ButtonProps) {
  return (
    <button
      type={type}
      className={cn(buttonClasses({ variant, size }), className)}
      onPointerDown={(event: PointerEvent<HTMLButtonElement>) => {
        if (event.pointerType === "touch") vibrate(10);
        onPointerDown?.(event);
      }}
      {...props}
    />
  );
}
