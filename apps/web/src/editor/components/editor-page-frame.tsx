import type { ReactNode } from "react";
import { useApplicationLayout } from "../../lib/app-layout.ts";

/**
 * The frame of a page whose subject is the editor (the tactical board, a tactical drill, a drill opened
 * full-window from the session builder): while it is mounted the page is an application of the window's
 * height below the navigation bar (lib/app-layout.ts), with one header line and the editor filling the
 * rest, so the pitch is always in view and only the editor's panels scroll.
 */
export function EditorPageFrame({ header, children }: { header: ReactNode; children: ReactNode }) {
  useApplicationLayout();
  return (
    <div className="mx-auto flex min-h-0 w-full max-w-[1400px] flex-1 flex-col gap-2 px-3 pt-2 pb-3 sm:px-4">
      <div className="flex shrink-0 flex-wrap items-center gap-x-4 gap-y-1">{header}</div>
      {children}
    </div>
  );
}
