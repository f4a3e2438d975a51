import { Trans, useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { cn } from "../../lib/cn.ts";

/** A titled part of the details panel. */
export function PanelSection({
  title,
  children,
  className,
}: {
  title: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section aria-label={title} className={cn("flex flex-col gap-3", className)}>
      <h3 className="text-xs font-semibold uppercase tracking-wide text-slate-500">{title}</h3>
      {children}
    </section>
  );
}

/**
 * The Properties tab while nothing is selected: part of the editor's first paint, so it is drawn without
 * the properties' fields, which load when something is selected.
 */
export function NoSelectionProperties() {
  const { t } = useLingui();
  return (
    <PanelSection title={t({ message: "Properties", context: "editor panel" })}>
      <p className="text-sm text-slate-500">
        <Trans>Select something on the pitch to change its colour, label, size or style.</Trans>
      </p>
    </PanelSection>
  );
}
