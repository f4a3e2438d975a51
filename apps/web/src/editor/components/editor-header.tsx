import { useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { cn } from "../../lib/cn.ts";
import { EditorIcon } from "./editor-icons.tsx";

/** What a page puts in the editor's own header, which stands in for the site's navigation and breadcrumbs. */
export interface EditorHeaderContent {
  /** Where the coach came from: an `EditorBackLink`, or a button when going back is the page's own step. */
  back: ReactNode;
  /** The board's or drill's title: the page's h1, or a field that edits it. */
  title: ReactNode;
  /** The save state ("Saved on this device", "Unsaved changes"…), read out when it changes. */
  status?: ReactNode;
  /** The Export (share) menu. */
  menu?: ReactNode;
  /** The page's main action (Save), always in view. */
  actions?: ReactNode;
}

const backClasses =
  "inline-flex h-9 shrink-0 items-center gap-1.5 rounded-lg px-2 text-sm font-medium text-slate-700 hover:bg-slate-100 pointer-coarse:h-11 pointer-coarse:min-w-11 focus-visible:outline-2 focus-visible:outline-brand-600";

/**
 * The back step's words: read by everyone, shown on a laptop's two-row header only. A tablet keeps the width
 * for the title, and a header sharing its row with the toolbar for the tools, which German or Dutch words would
 * otherwise push under the Export button.
 */
const backLabelClasses = "max-lg:sr-only group-data-[one-row]/editor-header:sr-only";

/** The header's back link: an arrow, and the place's name. */
export function EditorBackLink({ to, label }: { to: string; label: string }) {
  const { t } = useLingui();
  return (
    <Link to={to} className={backClasses} title={t`Back to ${label}`}>
      <EditorIcon name="back" />
      <span className={backLabelClasses}>{label}</span>
    </Link>
  );
}

/** The header's back step when it is a button (closing the session builder's full-window editor). */
export function EditorBackButton({ label, onClick }: { label: string; onClick(): void }) {
  return (
    <button type="button" className={backClasses} title={label} onClick={onClick}>
      <EditorIcon name="back" />
      <span className={backLabelClasses}>{label}</span>
    </button>
  );
}

/** The save state beside the title: short, one line, read out when it changes. */
export function EditorStatus({ children }: { children: ReactNode }) {
  return (
    <p className="min-w-0 truncate text-xs text-slate-500 max-sm:sr-only" aria-live="polite">
      {children}
    </p>
  );
}

/** The title as the page's heading. */
export function EditorTitle({ children }: { children: ReactNode }) {
  return <h1 className="min-w-0 shrink truncate text-base font-bold tracking-tight sm:text-lg">{children}</h1>;
}

/**
 * The editor's header: back, the title and its save state, then the Export menu, the page's action and
 * `trailing` (the editor's full screen). One slim line, so the pitch keeps the window; `isOneRow`, the
 * toolbar's row (`middle`) shares it, the save state under the title.
 */
export function EditorHeader({
  content,
  trailing,
  middle,
  isOneRow = false,
}: {
  content: EditorHeaderContent;
  trailing?: ReactNode;
  middle?: ReactNode;
  isOneRow?: boolean;
}) {
  return (
    <header
      data-one-row={isOneRow ? "" : undefined}
      className={cn(
        "group/editor-header relative flex min-w-0 shrink-0 items-center gap-1 sm:gap-2",
        isOneRow ? "h-11" : "h-10 pointer-coarse:h-11",
      )}
    >
      {content.back}
      <div
        className={cn(
          "flex min-w-0",
          isOneRow
            ? "max-w-64 shrink flex-col justify-center leading-tight [&_h1]:text-base"
            : // Beside the title, the save state takes only the room the title leaves: the title is what the coach reads.
              "flex-1 items-baseline gap-3 [&>p]:flex-[1_1_0%]",
        )}
      >
        {content.title}
        {content.status}
      </div>
      {middle}
      {content.menu}
      {content.actions}
      {trailing}
    </header>
  );
}
