import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import { Button, type ButtonProps } from "../../components/ui/button.tsx";
import { cn } from "../../lib/cn.ts";
import { EditorIcon, type EditorIconName } from "./editor-icons.tsx";

/** A square icon button of the editor's bars: its name is its label, its tooltip the label and shortcut. */
export function ToolButton({
  icon,
  label,
  tooltip = label,
  className,
  children,
  ...props
}: { icon: EditorIconName; label: string; tooltip?: string } & Omit<ButtonProps, "aria-label" | "title">) {
  return (
    <Button
      size="sm"
      variant="ghost"
      aria-label={label}
      title={tooltip}
      className={cn("shrink-0", children ? "px-2.5" : "w-9 px-0", className)}
      {...props}
    >
      <EditorIcon name={icon} />
      {children}
    </Button>
  );
}

const itemClasses = cn(
  "flex min-h-9 cursor-pointer select-none items-center gap-2 rounded-md px-3 text-sm text-slate-700 outline-none pointer-coarse:min-h-11",
  "data-[highlighted]:bg-slate-100 data-[highlighted]:text-slate-900 data-[disabled]:cursor-not-allowed data-[disabled]:opacity-50",
);

export interface MenuEntry {
  label: string;
  icon?: EditorIconName;
  /** Shown after the label, dimmed: a shortcut or a value. */
  hint?: string;
  disabled?: boolean;
  /** A toggle (Snap to grid): shown as a checkbox item. */
  checked?: boolean;
  onSelect(): void;
}

/**
 * A menu of the editor's bars (More, Export): what does not fit the row. Not modal, like the site's
 * user menu: Escape, Tab and a click outside close it, and the page stays readable behind it.
 */
export function ToolbarMenu({
  label,
  icon,
  text,
  entries,
  children,
}: {
  label: string;
  icon: EditorIconName;
  /** Visible text beside the icon (the Export menu's "Export"); the icon alone otherwise. */
  text?: string;
  entries: readonly (MenuEntry | "separator")[];
  /** More content after the entries (a page's own items). */
  children?: ReactNode;
}) {
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger asChild>
        <Button
          size="sm"
          variant="ghost"
          aria-label={label}
          title={label}
          className={cn("shrink-0", text ? "px-2.5" : "w-9 px-0")}
        >
          <EditorIcon name={icon} />
          {text ? <span className="max-sm:sr-only">{text}</span> : null}
        </Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={4}
          collisionPadding={8}
          className="z-50 max-h-[var(--radix-dropdown-menu-content-available-height)] min-w-52 overflow-y-auto rounded-xl bg-white p-1 shadow-lg ring-1 ring-slate-200"
        >
          {entries.map((entry, index) =>
            entry === "separator" ? (
              <DropdownMenu.Separator key={`separator-${index}`} className="my-1 h-px bg-slate-200" />
            ) : entry.checked === undefined ? (
              <DropdownMenu.Item
                key={entry.label}
                className={itemClasses}
                disabled={entry.disabled}
                onSelect={entry.onSelect}
              >
                {entry.icon ? <EditorIcon name={entry.icon} /> : <span className="size-4" aria-hidden="true" />}
                <span className="flex-1">{entry.label}</span>
                {entry.hint ? <span className="text-xs text-slate-500">{entry.hint}</span> : null}
              </DropdownMenu.Item>
            ) : (
              <DropdownMenu.CheckboxItem
                key={entry.label}
                className={itemClasses}
                checked={entry.checked}
                disabled={entry.disabled}
                onSelect={entry.onSelect}
              >
                {entry.icon ? <EditorIcon name={entry.icon} /> : <span className="size-4" aria-hidden="true" />}
                <span className="flex-1">{entry.label}</span>
                <span className="text-xs text-slate-500">{entry.checked ? "On" : "Off"}</span>
              </DropdownMenu.CheckboxItem>
            ),
          )}
          {children}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

/**
 * A button that shows a small panel of fields under it (the animation's speed, loop, duration): a
 * disclosure rather than a menu, so its inputs take keys as inputs. Escape or a press outside closes it.
 */
export function ToolbarPopover({
  label,
  icon,
  children,
}: {
  label: string;
  icon: EditorIconName;
  children: ReactNode;
}) {
  const [isOpen, setIsOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!isOpen) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setIsOpen(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [isOpen]);
  return (
    <div
      ref={rootRef}
      className="relative shrink-0"
      onKeyDown={(event) => {
        if (event.key !== "Escape" || !isOpen) return;
        // Escape closes the panel only, not the editor's full screen or selection.
        event.stopPropagation();
        setIsOpen(false);
        rootRef.current?.querySelector("button")?.focus();
      }}
    >
      <ToolButton
        icon={icon}
        label={label}
        aria-expanded={isOpen}
        aria-controls={isOpen ? panelId : undefined}
        className={isOpen ? "bg-brand-50 text-brand-800" : undefined}
        onClick={() => setIsOpen((open) => !open)}
      />
      {isOpen ? (
        <div
          id={panelId}
          role="group"
          aria-label={label}
          className="absolute right-0 bottom-full z-30 mb-2 flex w-64 flex-col gap-3 rounded-xl bg-white p-3 shadow-lg ring-1 ring-slate-200 md:top-full md:bottom-auto md:mt-2 md:mb-0"
        >
          {children}
        </div>
      ) : null}
    </div>
  );
}
