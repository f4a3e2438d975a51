// What other features may use of auth: the signed-in user. Anything else stays inside the feature.
export { useSession } from "./api/use-session.ts";
