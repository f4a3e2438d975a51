// A team's players' loads, composed by the team's "Load" page (app/routes).
export { TeamPlayerLoad } from "./components/team-player-load.tsx";
