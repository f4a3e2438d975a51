import { Trans, useLingui } from "@lingui/react/macro";
import * as Dialog from "@radix-ui/react-dialog";
import { useEffect, useId, useMemo, useState } from "react";
import { cn } from "../../lib/cn.ts";
import { ACTION_GROUP_NAMES, EDITOR_ACTIONS } from "../actions/editor-actions.ts";
import { describeBinding } from "../actions/key-binding.ts";
import { useActionContext, useAvailableActions } from "./action-context.ts";

/** Ctrl/Cmd+K: find any editor action by name and run it. */
export function CommandPalette({ open, onOpenChange }: { open: boolean; onOpenChange(open: boolean): void }) {
  const { t, i18n } = useLingui();
  const context = useActionContext();
  const available = useAvailableActions();
  // Opened from the keyboard there is no trigger to return to: the element that had focus (the pitch) gets
  // it back, so the next shortcut works without a click.
  const [opener] = useState(() => {
    const focused = document.activeElement;
    return focused instanceof HTMLElement || focused instanceof SVGElement ? focused : null;
  });
  const [query, setQuery] = useState("");
  const [activeIndex, setActiveIndex] = useState(0);
  const listId = useId();
  const optionId = (index: number) => `${listId}-option-${index}`;
  const matches = useMemo(() => {
    const words = query.toLowerCase().split(/\s+/).filter(Boolean);
    return EDITOR_ACTIONS.filter((action) => {
      if (action.name === "command-palette") return false;
      const text = `${i18n._(action.label)} ${i18n._(ACTION_GROUP_NAMES[action.group])}`;
      const searched = text.toLowerCase();
      return words.every((word) => searched.includes(word));
    });
  }, [query, i18n]);

  // Focus stays in the search field (a combobox): the list scrolls to the option the arrows reach.
  useEffect(() => {
    document.getElementById(`${listId}-option-${activeIndex}`)?.scrollIntoView({ block: "nearest" });
  }, [listId, activeIndex]);

  const run = (index: number) => {
    const action = matches[index];
    if (!action || !action.isAvailable(context.store.getState())) return;
    onOpenChange(false);
    setQuery("");
    action.perform(context);
  };

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/40" />
        <Dialog.Content
          className="fixed left-1/2 top-[15vh] z-50 w-[min(92vw,32rem)] -translate-x-1/2 rounded-2xl bg-white p-3 shadow-xl"
          onCloseAutoFocus={(event) => {
            if (!opener?.isConnected) return;
            event.preventDefault();
            opener.focus({ preventScroll: true });
          }}
        >
          <Dialog.Title className="sr-only">
            <Trans>Find an action</Trans>
          </Dialog.Title>
          <Dialog.Description className="sr-only">
            <Trans>Type to filter the editor's actions, then press Enter.</Trans>
          </Dialog.Description>
          <input
            autoFocus
            aria-label={t`Search actions`}
            role="combobox"
            aria-expanded="true"
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={matches[activeIndex] ? optionId(activeIndex) : undefined}
            placeholder={t`Search actions…`}
            value={query}
            onChange={(event) => {
              setQuery(event.target.value);
              setActiveIndex(0);
            }}
            onKeyDown={(event) => {
              if (event.key === "ArrowDown") setActiveIndex((index) => Math.min(index + 1, matches.length - 1));
              else if (event.key === "ArrowUp") setActiveIndex((index) => Math.max(index - 1, 0));
              else if (event.key === "Enter") run(activeIndex);
              else return;
              event.preventDefault();
            }}
            className="h-11 w-full rounded-lg border border-slate-300 px-3 text-base focus:border-brand-600 focus:outline-none"
          />
          <ul id={listId} role="listbox" aria-label={t`Actions`} className="mt-2 max-h-80 overflow-y-auto">
            {matches.map((action, index) => {
              const isAvailable = available.has(action.name);
              return (
                <li
                  key={action.name}
                  id={optionId(index)}
                  role="option"
                  aria-selected={index === activeIndex}
                  aria-disabled={!isAvailable}
                  onPointerEnter={() => setActiveIndex(index)}
                  onClick={() => run(index)}
                  className={cn(
                    "flex min-h-10 cursor-pointer items-center justify-between rounded-md px-3 text-sm",
                    index === activeIndex && "bg-brand-50",
                    !isAvailable && "opacity-50",
                  )}
                >
                  <span>
                    <span className="text-slate-500">{i18n._(ACTION_GROUP_NAMES[action.group])} · </span>
                    {i18n._(action.label)}
                  </span>
                  {action.bindings[0] ? (
                    <kbd className="rounded bg-slate-100 px-1.5 text-xs text-slate-600">
                      {describeBinding(i18n, action.bindings[0])}
                    </kbd>
                  ) : null}
                </li>
              );
            })}
            {matches.length === 0 ? (
              <li className="px-3 py-2 text-sm text-slate-500">
                <Trans>No action matches “{query}”.</Trans>
              </li>
            ) : null}
          </ul>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
