// The clubs' screens, composed by the app's route modules (the club's page frame and its pages); the
// navigation bar loads the switcher (components/club-switcher.tsx) on its own, on demand.
export { clubListQuery, useClub } from "./api/use-clubs.ts";
export { teamsQuery, useTeams } from "./api/use-teams.ts";
export { ClubBadge } from "./components/club-badge.tsx";
export { ClubHeader, type ClubSection } from "./components/club-header.tsx";
export { ClubMembers } from "./components/club-members.tsx";
export { ClubSettings } from "./components/club-settings.tsx";
export { ClubTeams } from "./components/club-teams.tsx";
export { CreateClubForm } from "./components/create-club-form.tsx";
export { JoinClub } from "./components/join-club.tsx";
export { NO_LONGER_A_MEMBER, useLeaveWhenClubGone } from "./hooks/use-leave-when-club-gone.ts";
