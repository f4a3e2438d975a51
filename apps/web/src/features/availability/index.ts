// Players' availability: the page a personal link opens (composed by app/routes/player-page.tsx).
export { PlayerAvailability } from "./components/player-availability.tsx";
