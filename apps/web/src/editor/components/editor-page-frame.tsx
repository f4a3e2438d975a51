import type { ReactNode } from "react";
import { useApplicationLayout } from "../../lib/app-layout.ts";

/**
 * The frame of a page whose subject is the editor (the tactical board, a tactical drill, a drill opened
 * full-window from the session builder): while it is mounted the page is an application of the window's
 * height with neither the site's navigation bar nor its breadcrumbs (lib/app-layout.ts). The editor
 * brings its own slim header (back, title, save state, export, full screen: PitchEditor's `header`) and
 * fills the rest, so the pitch has the window and only the editor's panels scroll.
 */
export function EditorPageFrame({ children }: { children: ReactNode }) {
  useApplicationLayout();
  return <div className="flex min-h-0 w-full flex-1 flex-col px-1 pt-0.5 pb-1 sm:px-2 sm:pb-2">{children}</div>;
}
