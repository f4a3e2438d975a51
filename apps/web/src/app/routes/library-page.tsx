import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Link, useSearchParams } from "react-router";
import { cn } from "../../lib/cn.ts";
import { DrillLibrary } from "../../features/drills/components/drill-library.tsx";
import { MyTacticalDrills } from "../../features/tactical-drills/components/my-tactical-drills.tsx";

const SECTIONS = [
  { view: "drills", label: msg`Drills` },
  { view: "tactical-drills", label: msg`My tactical drills` },
] as const;

/** /library: the coach's drills, and (`?view=tactical-drills`) the tactical drills saved from the tactical board. */
export default function LibraryPage() {
  const { t } = useLingui();
  const [params] = useSearchParams();
  // "boards" was this tab's address before it was named for what it lists: old bookmarks still open it.
  const view = ["tactical-drills", "boards"].includes(params.get("view") ?? "") ? "tactical-drills" : "drills";
  return (
    <>
      <title>{view === "tactical-drills" ? t`My tactical drills – Touchline` : t`Library – Touchline`}</title>
      <nav aria-label={t`Library sections`} className="mx-auto max-w-6xl px-4 pt-6">
        <ul className="flex gap-1 border-b border-slate-200">
          {SECTIONS.map((section) => (
            <li key={section.view}>
              <Link
                to={section.view === "drills" ? "/library" : "/library?view=tactical-drills"}
                aria-current={view === section.view ? "page" : undefined}
                className={cn(
                  "-mb-px inline-flex min-h-11 items-center border-b-2 px-4 text-sm font-medium",
                  view === section.view
                    ? "border-brand-600 text-brand-800"
                    : "border-transparent text-slate-600 hover:text-slate-900",
                )}
              >
                {t(section.label)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {view === "tactical-drills" ? (
        <div className="mx-auto flex max-w-6xl flex-col gap-5 px-4 py-8">
          <h1 className="sr-only">
            <Trans>Library</Trans>
          </h1>
          <MyTacticalDrills />
        </div>
      ) : (
        <DrillLibrary />
      )}
    </>
  );
}
