import { useLingui } from "@lingui/react/macro";
import { permissionsOf } from "@touchline/contracts";
import { Fragment } from "react";
import { Link, useLocation } from "react-router";
import { cn } from "../../lib/cn.ts";
import { useCrumbLabels, usePageLabel } from "../../lib/page-label.ts";
import { useCurrentUser } from "../../features/auth/api/use-current-user.ts";
import { breadcrumbTrail } from "./breadcrumb-trail.ts";

/** The trail from Home to this page; `isCompact` above an application page, where height is the pitch's. */
export function Breadcrumbs({ isCompact = false }: { isCompact?: boolean }) {
  const { t } = useLingui();
  const { pathname } = useLocation();
  const { user } = useCurrentUser();
  const canOpenAdmin = !!user && permissionsOf(user.role).isAdmin;
  const crumbs = breadcrumbTrail(pathname, usePageLabel(), {
    canOpenAdmin,
    crumbLabels: useCrumbLabels(),
    translate: (label) => t(label),
  });
  if (crumbs.length < 2) return null;
  return (
    <nav
      aria-label={t`Breadcrumb`}
      className={cn("no-print mx-auto w-full max-w-6xl px-4 text-sm", isCompact ? "shrink-0 pt-2" : "pt-4")}
    >
      <ol className="flex flex-wrap items-center gap-1.5 text-slate-500">
        {crumbs.map((crumb, index) => (
          <Fragment key={`${crumb.label}-${index}`}>
            {index > 0 ? <li aria-hidden="true">/</li> : null}
            <li>
              {crumb.href ? (
                <Link to={crumb.href} className="hover:text-brand-700 hover:underline">
                  {crumb.label}
                </Link>
              ) : (
                <span aria-current="page" className="font-medium text-slate-800">
                  {crumb.label}
                </span>
              )}
            </li>
          </Fragment>
        ))}
      </ol>
    </nav>
  );
}
