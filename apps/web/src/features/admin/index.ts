// What the other admin screens (users, analytics, moderation, system health) share with the admin frame.
export { errorText } from "./lib/error-text.ts";
