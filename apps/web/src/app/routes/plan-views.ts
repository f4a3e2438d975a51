import { ClubBadge } from "../../features/clubs/components/club-badge.tsx";
import { AnimatedDiagram } from "../../features/sessions/components/animated-diagram.tsx";
import type { PlanViews } from "../../features/team-link/components/team-plan.tsx";

/**
 * What the team's plan draws with, each from its own file: the clubs' and sessions' index files would bring
 * their screens and the session builder's editor to a page opened without an account, weighed in at 300 KB.
 */
export const PLAN_VIEWS: PlanViews = { Badge: ClubBadge, Drawing: AnimatedDiagram };
