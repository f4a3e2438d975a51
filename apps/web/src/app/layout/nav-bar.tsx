import { Trans, useLingui } from "@lingui/react/macro";
import { lazy, Suspense, useEffect, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { buttonClasses } from "../../components/ui/button.tsx";
import { useCurrentUser } from "../../features/auth/api/use-current-user.ts";
import { useTestimonials } from "../../features/landing/api/use-testimonials.ts";
import { cn } from "../../lib/cn.ts";
import { MessagesBell } from "./messages-bell.tsx";
import { LANDING_SECTIONS, type NavItem, navItemsFor, scrollToSection } from "./nav-items.ts";
import { useLogOut } from "./use-log-out.ts";

// Loaded on demand: visitors never need the menus, and only phones ask to confirm a logout.
const UserMenu = lazy(() => import("./user-menu.tsx"));
const ClubSwitcher = lazy(() => import("../../features/clubs/components/club-switcher.tsx"));
const ConfirmDialog = lazy(() => import("../../components/ui/confirm-dialog.tsx"));

/** The bar gets its shadow once the page has scrolled more than this. */
const SCROLLED_THRESHOLD_PX = 10;

function useHasScrolled() {
  const [hasScrolled, setHasScrolled] = useState(false);
  useEffect(() => {
    const onScroll = () => setHasScrolled(window.scrollY > SCROLLED_THRESHOLD_PX);
    onScroll();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, []);
  return hasScrolled;
}

function NavItemLink({ item, isCompact }: { item: NavItem; isCompact?: boolean }) {
  const { t } = useLingui();
  if (item.variant) {
    return (
      <Link to={item.to} className={cn(buttonClasses({ variant: item.variant, size: "sm" }), isCompact && "shrink-0")}>
        {t(item.label)}
      </Link>
    );
  }
  return (
    <NavLink
      to={item.to}
      className={({ isActive }) =>
        cn(
          "inline-flex h-9 shrink-0 items-center rounded-lg px-3 text-sm font-medium pointer-coarse:min-h-11",
          isActive ? "bg-brand-50 text-brand-800" : "text-slate-700 hover:bg-slate-100 hover:text-slate-900",
          isCompact && "ring-1 ring-slate-200 bg-white",
        )
      }
    >
      {t(item.label)}
    </NavLink>
  );
}

export function NavBar() {
  const { t } = useLingui();
  const { user, isLoading } = useCurrentUser();
  const { pathname } = useLocation();
  const hasScrolled = useHasScrolled();
  const logOut = useLogOut();
  const items = isLoading ? [] : navItemsFor(user);
  const showsSectionLinks = !user && !isLoading && pathname === "/";
  // The testimonials section shows only real quotes, and is absent without any: so is its link.
  const hasTestimonials = useTestimonials({ enabled: showsSectionLinks }).length > 0;
  const sections = LANDING_SECTIONS.filter((section) => section.id !== "testimonials" || hasTestimonials);

  return (
    <header
      className={cn(
        "no-print sticky top-0 z-40 border-b transition-shadow",
        hasScrolled ? "border-slate-200 bg-white/95 shadow-sm backdrop-blur" : "border-transparent bg-white",
      )}
    >
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-3 px-4">
        <Link to="/" className="flex items-center gap-2 text-lg font-extrabold tracking-tight text-slate-900">
          <img src="/favicon.svg" alt="" className="size-8" />
          <span>Touchline</span>
          <span className="rounded bg-brand-100 px-1.5 py-0.5 text-[10px] font-bold uppercase text-brand-800">
            <Trans>Beta</Trans>
          </span>
          {/* The name starts with what is written, so a voice user can say it. */}
          <span className="sr-only">
            <Trans>home</Trans>
          </span>
        </Link>
        {showsSectionLinks ? (
          <nav aria-label={t`Page sections`} className="ml-4 hidden items-center gap-1 lg:flex">
            {sections.map((section) => (
              <button
                key={section.id}
                type="button"
                onClick={() => scrollToSection(section.id)}
                className="h-9 rounded-lg px-3 text-sm text-slate-600 hover:bg-slate-100 hover:text-slate-900"
              >
                {t(section.label)}
              </button>
            ))}
          </nav>
        ) : null}
        {/* From laptops on; tablets have the row below too, as the bar has no room for the links beside the switcher. */}
        <nav aria-label={t`Main`} className="ml-auto hidden items-center gap-1 lg:flex">
          {items.map((item) => (
            <NavItemLink key={item.to + item.label.id} item={item} />
          ))}
        </nav>
        {user ? (
          <div className="ml-auto flex items-center gap-1 lg:ml-2">
            {/* On phones the switcher leads the row of links below instead. */}
            <div className="hidden md:block">
              <Suspense fallback={<span className="block h-11 w-16 lg:w-40" />}>
                <ClubSwitcher variant="bar" />
              </Suspense>
            </div>
            <MessagesBell />
            <Suspense fallback={<span className="size-11" />}>
              <UserMenu user={user} onLogOut={logOut.requestLogOut} />
            </Suspense>
          </div>
        ) : null}
      </div>
      {/* Its height is kept while the session is being asked for, so the page does not move down when the links arrive. */}
      <nav
        aria-label={t`Main (mobile)`}
        className="flex h-12 items-start gap-2 overflow-x-auto px-4 pointer-coarse:h-14 lg:hidden"
      >
        {user ? (
          <div className="shrink-0 md:hidden">
            <Suspense fallback={<span className="block h-9 w-28" />}>
              <ClubSwitcher variant="row" />
            </Suspense>
          </div>
        ) : null}
        {items.map((item) => (
          <NavItemLink key={item.to + item.label.id} item={item} isCompact />
        ))}
      </nav>
      {logOut.isConfirming ? (
        <Suspense fallback={null}>
          <ConfirmDialog
            open
            onOpenChange={logOut.setIsConfirming}
            title={t`Are you sure you want to log out?`}
            confirmLabel={t`Log Out`}
            onConfirm={() => void logOut.logOutNow()}
          />
        </Suspense>
      ) : null}
    </header>
  );
}
