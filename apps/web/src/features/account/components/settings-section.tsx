import { type ReactNode, useId } from "react";
import { cn } from "../../../lib/cn.ts";

/** One card of the settings page, a landmark named by its heading so it can be found and scoped. */
export function SettingsSection({
  title,
  description,
  tone = "default",
  children,
}: {
  title: string;
  description?: ReactNode;
  tone?: "default" | "danger";
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className={cn(
        "rounded-2xl bg-white p-5 shadow-sm ring-1 sm:p-6",
        tone === "danger" ? "ring-red-300" : "ring-slate-200",
      )}
    >
      <h2 id={headingId} className={cn("text-lg font-semibold", tone === "danger" ? "text-red-700" : "text-slate-900")}>
        {title}
      </h2>
      {description ? <div className="mt-1 text-sm text-slate-600">{description}</div> : null}
      <div className="mt-5">{children}</div>
    </section>
  );
}
