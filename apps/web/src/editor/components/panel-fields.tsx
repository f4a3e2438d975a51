import { TEAM_COLOURS, type TeamColourId } from "@touchline/diagram";
import { type ReactNode, useEffect, useId, useState } from "react";
import { cn } from "../../lib/cn.ts";

const inputClassName =
  "h-10 w-full rounded-md border border-slate-300 bg-white px-2 text-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-200 disabled:bg-slate-100 disabled:text-slate-400";

/** A labelled control; `isInline` puts the label beside it, for a bar one line high. */
export function Field({
  label,
  children,
  htmlFor,
  isInline = false,
}: {
  label: string;
  children: ReactNode;
  htmlFor: string;
  isInline?: boolean;
}) {
  return (
    <div className={cn("flex", isInline ? "items-center gap-1.5" : "flex-col gap-1")}>
      <label htmlFor={htmlFor} className="shrink-0 text-xs font-medium text-slate-600">
        {label}
      </label>
      {children}
    </div>
  );
}

/** A text or number input that commits on Enter or when it loses focus, so typing is one undo step. */
export function CommitInput({
  label,
  value,
  onCommit,
  type = "text",
  maxLength,
  min,
  max,
  step,
  isInline,
  disabled,
}: {
  label: string;
  value: string;
  onCommit(value: string): void;
  type?: "text" | "number";
  maxLength?: number;
  min?: number;
  max?: number;
  step?: number;
  isInline?: boolean;
  disabled?: boolean;
}) {
  const id = useId();
  const [draft, setDraft] = useState(value);
  useEffect(() => setDraft(value), [value]);
  const commit = () => {
    if (draft !== value) onCommit(draft);
  };
  return (
    <Field label={label} htmlFor={id} isInline={isInline}>
      <input
        id={id}
        type={type}
        value={draft}
        maxLength={maxLength}
        min={min}
        max={max}
        step={step}
        disabled={disabled}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === "Enter") commit();
          if (event.key === "Escape") setDraft(value);
        }}
        className={inputClassName}
      />
    </Field>
  );
}

export function SelectField<T extends string>({
  label,
  value,
  options,
  onChange,
  isInline,
}: {
  label: string;
  value: T;
  options: ReadonlyArray<{ value: T; label: string }>;
  onChange(value: T): void;
  isInline?: boolean;
}) {
  const id = useId();
  return (
    <Field label={label} htmlFor={id} isInline={isInline}>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value as T)} className={inputClassName}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Field>
  );
}

export function CheckboxField({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange(checked: boolean): void;
}) {
  const id = useId();
  return (
    <div className="flex min-h-9 items-center gap-2 pointer-coarse:min-h-11">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className="size-4 accent-brand-600"
      />
      <label htmlFor={id} className="text-sm text-slate-700">
        {label}
      </label>
    </div>
  );
}

export function ColourField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange(value: string): void;
}) {
  const id = useId();
  return (
    <Field label={label} htmlFor={id}>
      <input
        id={id}
        type="color"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="h-10 w-full cursor-pointer rounded-md border border-slate-300 bg-white p-1"
      />
    </Field>
  );
}

export function RangeField({
  label,
  value,
  min,
  max,
  step,
  onChange,
  onCommit,
  format = (v) => String(v),
}: {
  label: string;
  value: number;
  min: number;
  max: number;
  step: number;
  /** Called while sliding. */
  onChange(value: number): void;
  /** Called when the slider is let go: the slide becomes one undo step. */
  onCommit(): void;
  format?: (value: number) => string;
}) {
  const id = useId();
  return (
    <Field label={`${label}: ${format(value)}`} htmlFor={id}>
      <input
        id={id}
        type="range"
        value={value}
        min={min}
        max={max}
        step={step}
        onChange={(event) => onChange(Number(event.target.value))}
        onPointerUp={onCommit}
        onKeyUp={onCommit}
        onBlur={onCommit}
        className="w-full accent-brand-600"
      />
    </Field>
  );
}

/**
 * A few exclusive choices side by side (Small / Medium / Large): native radio buttons, so arrow keys move
 * between them and a screen reader hears a named group, drawn as one segmented control.
 */
export function SegmentedField<T extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: T;
  options: ReadonlyArray<{ value: T; label: string }>;
  onChange(value: T): void;
}) {
  const name = useId();
  // Each radio lies, transparent, over its whole label: a press anywhere on the label is a press on the radio.
  return (
    <fieldset className="flex flex-col gap-1">
      <legend className="mb-1 text-xs font-medium text-slate-600">{label}</legend>
      <div className="flex gap-1 rounded-lg bg-slate-100 p-1">
        {options.map((option) => (
          <label
            key={option.value}
            className={cn(
              "relative flex min-h-9 flex-1 cursor-pointer items-center justify-center rounded-md px-2 text-sm font-medium pointer-coarse:min-h-11",
              "has-[:focus-visible]:outline has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600",
              option.value === value ? "bg-white text-slate-900 shadow-sm" : "text-slate-600",
            )}
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={option.value === value}
              onChange={() => onChange(option.value)}
              className="absolute inset-0 size-full cursor-pointer appearance-none rounded-[inherit] opacity-0"
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** A choice among the team colours as swatches: a radio group named `label`, each swatch named by its colour. */
export function TeamColourField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: TeamColourId;
  onChange(value: TeamColourId): void;
}) {
  const name = useId();
  return (
    <fieldset className="flex flex-col gap-1">
      <legend className="mb-1 text-xs font-medium text-slate-600">{label}</legend>
      <div className="flex flex-wrap gap-1">
        {TEAM_COLOURS.map((colour) => (
          <label
            key={colour.id}
            title={colour.name}
            className={cn(
              "relative flex size-8 cursor-pointer items-center justify-center rounded-full pointer-coarse:size-11",
              "has-[:focus-visible]:outline has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600",
              colour.id === value ? "ring-2 ring-brand-600 ring-offset-1" : "",
            )}
          >
            <input
              type="radio"
              name={name}
              value={colour.id}
              checked={colour.id === value}
              onChange={() => onChange(colour.id)}
              aria-label={colour.name}
              className="absolute inset-0 size-full cursor-pointer appearance-none rounded-[inherit] opacity-0"
            />
            <span
              aria-hidden="true"
              className="size-6 rounded-full ring-1 ring-slate-400 pointer-coarse:size-8"
              style={{ backgroundColor: colour.fill }}
            />
          </label>
        ))}
      </div>
    </fieldset>
  );
}
