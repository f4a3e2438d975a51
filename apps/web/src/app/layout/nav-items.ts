import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { CurrentUser } from "@touchline/contracts";
import { permissionsOf } from "@touchline/contracts";

export interface NavItem {
  label: MessageDescriptor;
  to: string;
  variant?: "primary" | "secondary";
}

/** The same items drive the desktop bar and the mobile button row. */
export function navItemsFor(user: CurrentUser | null): NavItem[] {
  if (!user) {
    return [
      { label: msg`Tactical Board`, to: "/tactical-board" },
      { label: msg`Blog`, to: "/blog" },
      { label: msg`About`, to: "/about" },
      { label: msg`Log In`, to: "/login", variant: "secondary" },
      { label: msg`Sign Up`, to: "/login", variant: "primary" },
    ];
  }
  const items: NavItem[] = [
    { label: msg`Create Session`, to: "/create-session" },
    { label: msg`My Sessions`, to: "/my-sessions" },
    { label: msg`Tactical Board`, to: "/tactical-board" },
    { label: msg`Global Library`, to: "/global-library" },
  ];
  if (permissionsOf(user.role).isAdmin) items.push({ label: msg`Admin Panel`, to: "/admin" });
  return items;
}

/** The landing page's sections the visitor's nav scrolls to. Pricing is hidden, so it has no link. */
export const LANDING_SECTIONS = [
  { id: "benefits", label: msg`Benefits` },
  { id: "how-it-works", label: msg`How it works` },
  { id: "testimonials", label: msg`Testimonials` },
  { id: "faq", label: msg`FAQ` },
] as const;

/** Scrolls to a landing section, leaving 80 px for the sticky navigation bar. */
export const SCROLL_OFFSET_PX = 80;

export function scrollToSection(id: string) {
  const element = document.getElementById(id);
  if (!element) return;
  const top = element.getBoundingClientRect().top + window.scrollY - SCROLL_OFFSET_PX;
  window.scrollTo({ top, behavior: "smooth" });
}
