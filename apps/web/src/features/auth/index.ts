// What other features may use of auth: the signed-in user. Anything else stays inside the feature.
export { useCurrentUser } from "./api/use-current-user.ts";
