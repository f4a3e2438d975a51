import { type ComponentPropsWithRef, useId } from "react";

/** A labelled colour picker (the browser's own), with its value written beside it for reading. */
export function ColourField({
  label,
  error,
  value,
  ...props
}: Omit<ComponentPropsWithRef<"input">, "type"> & { label: string; error?: string; value?: string }) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      <div className="flex items-center gap-3">
        <input
          id={id}
          type="color"
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="h-11 w-16 cursor-pointer rounded-lg border border-slate-300 bg-white p-1"
          {...props}
        />
        <span className="font-mono text-sm text-slate-700">{value}</span>
      </div>
      {error ? (
        <p id={errorId} role="alert" className="text-sm text-red-600">
          {error}
        </p>
      ) : null}
    </div>
  );
}
