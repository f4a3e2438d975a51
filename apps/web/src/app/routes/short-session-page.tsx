export { ShortSessionPage as default } from "./session-page.tsx";
