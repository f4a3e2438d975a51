// A team's squad, composed by the team's page (app/routes).
export { TeamSquad } from "./components/team-squad.tsx";
export { useCreatePlayerLink, usePlayerLinks } from "./api/use-player-links.ts";
export { availabilityKey } from "./api/use-squad.ts";
export { SquadNamesProvider } from "./components/squad-names-provider.tsx";
export { playerName } from "./lib/player-name.ts";
