export * from "./admin.ts";
export * from "./auth.ts";
export * from "./errors.ts";
export * from "./health.ts";
export * from "./role-schema.ts";
export * from "./roles.ts";
export * from "./tactical-drills.ts";
