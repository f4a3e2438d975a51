// A team's season calendar, composed by the team's page (app/routes).
export { TeamCalendar } from "./components/team-calendar.tsx";
export { EVENT_KIND_NAMES } from "./lib/event-kind-names.ts";
