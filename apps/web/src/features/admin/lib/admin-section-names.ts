import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { AdminSection } from "@touchline/contracts";

/** Each admin section's name on screen, by its path, in the reader's language (the contracts' titles are English). */
const ADMIN_SECTION_NAMES: Record<string, MessageDescriptor> = {
  "": msg({ message: "Dashboard", context: "admin area" }),
  users: msg`User Management`,
  sessions: msg`Session Management`,
  analytics: msg`Analytics`,
  "user-analytics": msg`User Activity Analytics`,
  reports: msg`Reports Dashboard`,
  feedback: msg({ message: "Feedback", context: "admin section" }),
  messaging: msg`Messaging`,
  moderation: msg`Moderation Dashboard`,
  settings: msg`System Settings`,
  health: msg`System Health`,
  blog: msg`Blog Management`,
  images: msg`Image Management`,
  seo: msg`SEO Management`,
};

/** A section's name as the reader reads it; a section without a name here keeps its English title. */
export function adminSectionName(i18n: I18n, section: AdminSection): string {
  const name = ADMIN_SECTION_NAMES[section.path];
  return name ? i18n._(name) : section.title;
}
