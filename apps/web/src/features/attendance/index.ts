// Taking an occurrence's register: the page composes the panel (app/routes/club-team-register-page.tsx), the
// calendar's occurrence details link to it and say how it stands.
export { RegisterPanel } from "./components/register-panel.tsx";
export { RegisterScreen } from "./components/register-screen.tsx";
export { RegisterSummary } from "./components/register-summary.tsx";
export { type TakeRegister, useTakeRegister } from "./hooks/use-take-register.ts";
export type { RegisterRef } from "./lib/mark-queue.ts";
export { registerPath } from "./lib/register-path.ts";
