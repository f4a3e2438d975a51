import { Trans } from "@lingui/react/macro";
import { type ReactNode, useCallback, useEffect, useId, useRef, useState } from "react";
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
  "flex min-h-9 w-full cursor-pointer select-none items-center gap-2 rounded-md px-3 text-left text-sm text-slate-700 outline-none pointer-coarse:min-h-11",
  "hover:bg-slate-100 focus-visible:bg-slate-100 focus-visible:text-slate-900 disabled:cursor-not-allowed disabled:opacity-50",
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

/** Closes on a press outside `root` while `isOpen`. */
function useCloseOnPressOutside(root: { current: HTMLElement | null }, isOpen: boolean, close: () => void) {
  useEffect(() => {
    if (!isOpen) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) close();
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [root, isOpen, close]);
}

/**
 * A menu of the editor's bars (More, Export): what does not fit the row. A menu button of its own (the
 * editor's page carries no menu library for two lists of buttons): the arrows move through the items,
 * Enter or a press picks one, Escape, Tab and a press outside close it, and focus goes back to the button.
 */
export function ToolbarMenu({
  label,
  icon,
  text,
  entries,
}: {
  label: string;
  icon: EditorIconName;
  /** Visible text beside the icon (the Export menu's "Export"); the icon alone otherwise. */
  text?: string;
  entries: readonly (MenuEntry | "separator")[];
}) {
  const [isOpen, setIsOpen] = useState(false);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setIsOpen(false), []);
  useCloseOnPressOutside(rootRef, isOpen, close);
  const items = () => [...(rootRef.current?.querySelectorAll<HTMLElement>("[role^=menuitem]:not(:disabled)") ?? [])];
  // Opened, the first item takes focus, as in any menu.
  useEffect(() => {
    if (isOpen) items()[0]?.focus();
  }, [isOpen]);
  const closeAndReturn = () => {
    setIsOpen(false);
    triggerRef.current?.focus();
  };
  return (
    <div
      ref={rootRef}
      className="relative shrink-0"
      onKeyDown={(event) => {
        if (!isOpen) return;
        if (event.key === "Escape") {
          // Escape closes the menu only, not the editor's full screen or selection.
          event.stopPropagation();
          closeAndReturn();
        } else if (event.key === "Tab") {
          setIsOpen(false);
        } else if (["ArrowDown", "ArrowUp", "Home", "End"].includes(event.key)) {
          event.preventDefault();
          event.stopPropagation();
          const list = items();
          const at = list.indexOf(document.activeElement as HTMLElement);
          const next =
            event.key === "Home"
              ? 0
              : event.key === "End"
                ? list.length - 1
                : (at + (event.key === "ArrowDown" ? 1 : -1) + list.length) % list.length;
          list[next]?.focus();
        }
      }}
    >
      <Button
        ref={triggerRef}
        size="sm"
        variant="ghost"
        aria-label={label}
        title={label}
        aria-haspopup="menu"
        aria-expanded={isOpen}
        aria-controls={isOpen ? menuId : undefined}
        className={cn("shrink-0", text ? "px-2.5" : "w-9 px-0", isOpen && "bg-slate-100")}
        onClick={() => setIsOpen((open) => !open)}
      >
        <EditorIcon name={icon} />
        {text ? <span className="max-sm:sr-only">{text}</span> : null}
      </Button>
      {isOpen ? (
        <div
          id={menuId}
          role="menu"
          aria-label={label}
          className="absolute top-full right-0 z-50 mt-1 max-h-[70dvh] min-w-56 overflow-y-auto rounded-xl bg-white p-1 shadow-lg ring-1 ring-slate-200"
        >
          {entries.map((entry, index) =>
            entry === "separator" ? (
              <div key={`separator-${index}`} role="separator" className="my-1 h-px bg-slate-200" />
            ) : (
              <button
                key={entry.label}
                type="button"
                role={entry.checked === undefined ? "menuitem" : "menuitemcheckbox"}
                aria-checked={entry.checked}
                tabIndex={-1}
                disabled={entry.disabled}
                className={itemClasses}
                onClick={() => {
                  closeAndReturn();
                  entry.onSelect();
                }}
              >
                {entry.icon ? <EditorIcon name={entry.icon} /> : <span className="size-4" aria-hidden="true" />}
                <span className="flex-1">{entry.label}</span>
                {entry.checked !== undefined ? (
                  <span className="text-xs text-slate-500" aria-hidden="true">
                    {entry.checked ? (
                      <Trans context="a setting that is switched on">On</Trans>
                    ) : (
                      <Trans context="a setting that is switched off">Off</Trans>
                    )}
                  </span>
                ) : entry.hint ? (
                  <span className="text-xs text-slate-500">{entry.hint}</span>
                ) : null}
              </button>
            ),
          )}
        </div>
      ) : null}
    </div>
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
  const close = useCallback(() => setIsOpen(false), []);
  useCloseOnPressOutside(rootRef, isOpen, close);
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
