// The team link: the coach's panel, composed by the team's calendar. The pages a team link and a personal
// link's "See the plan" open are composed by app/routes/team-page.tsx and player-plan-page.tsx from their
// own files, so those routes carry no other feature's index.
export { TeamLinkPanel } from "./components/team-link-panel.tsx";
