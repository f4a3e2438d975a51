import { type ComponentPropsWithRef, type ReactNode, useId } from "react";
import { cn } from "../../lib/cn.ts";

export type TextFieldProps = ComponentPropsWithRef<"input"> & {
  label: string;
  error?: string;
  hint?: ReactNode;
  /** Rendered inside the input's right edge, e.g. a show/hide toggle. */
  trailing?: ReactNode;
};

/** A labelled input with its hint and error tied to it for screen readers. */
export function TextField({ label, error, hint, trailing, className, id, ...props }: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  return (
    <div className={cn("flex flex-col gap-1.5", className)}>
      <label htmlFor={inputId} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      <div className="relative">
        <input
          id={inputId}
          aria-invalid={error ? true : undefined}
          aria-describedby={[hintId, errorId].filter(Boolean).join(" ") || undefined}
          className={cn(
            "h-11 w-full rounded-lg border bg-white px-3 text-base text-slate-900 shadow-xs",
            "placeholder:text-slate-500 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-200",
            error ? "border-red-500" : "border-slate-300",
            trailing ? "pr-12" : undefined,
          )}
          {...props}
        />
        {trailing ? <div className="absolute inset-y-0 right-0 flex items-center pr-1">{trailing}</div> : null}
      </div>
      {hint ? (
        <p id={hintId} className="text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} role="alert" className="text-sm text-red-600">
          {error}
        </p>
      ) : null}
    </div>
  );
}
