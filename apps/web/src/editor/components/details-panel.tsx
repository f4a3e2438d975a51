import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { useDeferredModule } from "../../lib/deferred-module.ts";
import { cn } from "../../lib/cn.ts";
import { useEditor } from "../store/editor-store.ts";
import { detailsTabs } from "./deferred-parts.ts";
import { NoSelectionProperties } from "./panel-section.tsx";

const DETAILS_TABS = ["properties", "pitch", "layers", "team-sheet"] as const;
export type DetailsTabName = (typeof DETAILS_TABS)[number];

/** The tabs' names as the reader reads them. */
const DETAILS_TAB_TITLES: Record<DetailsTabName, MessageDescriptor> = {
  properties: msg({ message: "Properties", context: "editor panel" }),
  pitch: msg({ message: "Pitch", context: "editor panel" }),
  layers: msg({ message: "Layers", context: "editor panel" }),
  "team-sheet": msg({ message: "Team sheet", context: "editor panel" }),
};

/**
 * Properties, pitch settings, layers and the team sheet, one tab at a time; the tab's content scrolls.
 * The tabs take two rows in the narrow side panel, so each name is whole.
 */
export function DetailsPanel({ isDrawer }: { isDrawer: boolean }) {
  const { t, i18n } = useLingui();
  const [tab, setTab] = useState<DetailsTabName>("properties");
  return (
    <>
      <div
        role="tablist"
        aria-label={t`Editor panels`}
        className={cn(
          "grid shrink-0 gap-1 rounded-lg bg-slate-100 p-1",
          isDrawer ? "mr-10 grid-cols-4" : "grid-cols-2",
        )}
      >
        {DETAILS_TABS.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            aria-selected={tab === name}
            onClick={() => setTab(name)}
            className={cn(
              "min-h-9 rounded-md px-1 text-xs font-medium pointer-coarse:min-h-11",
              tab === name ? "bg-white shadow-sm" : "text-slate-600",
            )}
          >
            {i18n._(DETAILS_TAB_TITLES[name])}
          </button>
        ))}
      </div>
      {/*
        The panel is narrow: a row's growing part gives way (min-w-0) so the buttons beside it (Line up
        home, Line up away) are whole rather than cut at the panel's edge.
      */}
      <div
        role="tabpanel"
        aria-label={i18n._(DETAILS_TAB_TITLES[tab])}
        className="-mx-1 flex min-h-0 flex-col gap-5 overflow-y-auto overscroll-contain px-1 pb-1 [&_.flex-1]:min-w-0"
      >
        <TabContent tab={tab} />
      </div>
    </>
  );
}

/**
 * The board opens with the Properties tab and nothing selected: that is drawn at once, with the editor.
 * The tabs' fields load after the first paint (see preloadDeferredParts); until they are there, the
 * panel keeps its box and shows nothing.
 */
function TabContent({ tab }: { tab: DetailsTabName }) {
  const hasSelection = useEditor((state) => state.ui.selection.some((id) => id in state.diagram.objects));
  const isEmptyProperties = tab === "properties" && !hasSelection;
  const tabs = useDeferredModule(detailsTabs, !isEmptyProperties);
  if (isEmptyProperties) return <NoSelectionProperties />;
  return tabs ? <tabs.DetailsTab tab={tab} /> : null;
}
