/** The admin area's sections, zod-free so the app shell and the server's list of pages share them. */
import type { Role } from "./roles.ts";

export interface AdminSection {
  /** Path below /admin; "" is the dashboard. */
  path: string;
  title: string;
  minimum: Role;
}

/** Every admin route of the route table with its minimum level (spec §2). */
export const ADMIN_SECTIONS: AdminSection[] = [
  { path: "", title: "Dashboard", minimum: "admin" },
  { path: "users", title: "User Management", minimum: "admin" },
  { path: "sessions", title: "Session Management", minimum: "moderator" },
  { path: "analytics", title: "Analytics", minimum: "admin" },
  { path: "user-analytics", title: "User Activity Analytics", minimum: "admin" },
  { path: "reports", title: "Reports Dashboard", minimum: "moderator" },
  { path: "feedback", title: "Feedback", minimum: "admin" },
  { path: "messaging", title: "Messaging", minimum: "admin" },
  { path: "moderation", title: "Moderation Dashboard", minimum: "moderator" },
  { path: "settings", title: "System Settings", minimum: "super_admin" },
  { path: "health", title: "System Health", minimum: "super_admin" },
  { path: "blog", title: "Blog Management", minimum: "admin" },
  { path: "images", title: "Image Management", minimum: "admin" },
  { path: "seo", title: "SEO Management", minimum: "admin" },
];
