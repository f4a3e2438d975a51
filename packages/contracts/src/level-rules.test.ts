import { describe, expect, it } from "vitest";
import {
  checkAccountAction,
  checkLevelChange,
  grantableLevels,
  type LevelActor,
  type LevelTarget,
} from "./level-rules.ts";
import { type Role, ROLES } from "./roles.ts";

const as = (role: Role, id = "actor"): LevelActor => ({ kind: "user", id, role });
const account = (id: string, role: Role, status: LevelTarget["status"] = "active"): LevelTarget => ({
  id,
  role,
  status,
});
const coach = account("coach", "none");
const moderator = account("mod", "moderator");
const admin = account("adm", "admin");
const superAdmin = account("sup", "super_admin");
const suspendedSuperAdmin = account("sup", "super_admin", "suspended");

describe("level changes", () => {
  it("refuses any change to oneself, even by a super admin", () => {
    expect(checkLevelChange(as("super_admin", "sup"), superAdmin, "admin", 3)).toMatchObject({
      allowed: false,
      refusal: "SELF",
    });
    expect(checkLevelChange(as("admin", "adm"), admin, "none", 1)).toMatchObject({ allowed: false, refusal: "SELF" });
  });

  it("refuses below the admin level", () => {
    expect(checkLevelChange(as("moderator"), coach, "moderator", 1)).toMatchObject({
      allowed: false,
      refusal: "NOT_ADMIN",
    });
  });

  it("lets an admin grant and remove moderator", () => {
    expect(checkLevelChange(as("admin"), coach, "moderator", 1).allowed).toBe(true);
    expect(checkLevelChange(as("admin"), moderator, "none", 1).allowed).toBe(true);
  });

  it("refuses a level above the actor's own", () => {
    expect(checkLevelChange(as("admin"), coach, "super_admin", 1)).toMatchObject({
      allowed: false,
      refusal: "ABOVE_OWN_LEVEL",
    });
  });

  it("keeps admin and super admin for super admins to grant or remove", () => {
    expect(checkLevelChange(as("admin"), coach, "admin", 1)).toMatchObject({
      allowed: false,
      refusal: "STAFF_ONLY_BY_SUPER_ADMIN",
    });
    expect(checkLevelChange(as("admin"), account("other", "admin"), "moderator", 1)).toMatchObject({
      allowed: false,
      refusal: "STAFF_ONLY_BY_SUPER_ADMIN",
    });
    expect(checkLevelChange(as("super_admin"), coach, "admin", 1).allowed).toBe(true);
    expect(checkLevelChange(as("super_admin"), coach, "super_admin", 1).allowed).toBe(true);
  });

  it("never removes the last super admin, even from the command line", () => {
    expect(checkLevelChange({ kind: "command-line" }, superAdmin, "admin", 1)).toMatchObject({
      allowed: false,
      refusal: "LAST_SUPER_ADMIN",
    });
    expect(checkLevelChange({ kind: "command-line" }, superAdmin, "admin", 2).allowed).toBe(true);
    expect(checkLevelChange(as("super_admin"), superAdmin, "none", 1)).toMatchObject({
      allowed: false,
      refusal: "LAST_SUPER_ADMIN",
    });
  });

  it("offers an admin only the levels the server would accept", () => {
    expect(grantableLevels(as("admin"), coach, 1, ROLES)).toEqual(["none", "moderator"]);
    expect(grantableLevels(as("admin"), admin, 1, ROLES)).toEqual(["admin"]);
    expect(grantableLevels(as("super_admin"), coach, 1, ROLES)).toEqual([...ROLES]);
  });
});

describe("suspending and deleting accounts", () => {
  it("refuses oneself", () => {
    expect(checkAccountAction(as("super_admin", "sup"), superAdmin, 2)).toMatchObject({
      allowed: false,
      refusal: "SELF",
    });
  });

  it("lets an admin act on coaches and moderators only", () => {
    expect(checkAccountAction(as("admin"), coach, 1).allowed).toBe(true);
    expect(checkAccountAction(as("admin"), moderator, 1).allowed).toBe(true);
    expect(checkAccountAction(as("admin"), account("other", "admin"), 1)).toMatchObject({
      allowed: false,
      refusal: "STAFF_ONLY_BY_SUPER_ADMIN",
    });
  });

  it("never suspends or deletes the last super admin", () => {
    expect(checkAccountAction(as("super_admin"), superAdmin, 1)).toMatchObject({
      allowed: false,
      refusal: "LAST_SUPER_ADMIN",
    });
    expect(checkAccountAction(as("super_admin"), superAdmin, 2).allowed).toBe(true);
  });

  it("counts only unsuspended super admins, so acting on a suspended one is allowed beside the last", () => {
    expect(checkAccountAction(as("super_admin"), suspendedSuperAdmin, 1).allowed).toBe(true);
    expect(checkLevelChange(as("super_admin"), suspendedSuperAdmin, "admin", 1).allowed).toBe(true);
    expect(checkLevelChange({ kind: "command-line" }, superAdmin, "admin", 1)).toMatchObject({
      refusal: "LAST_SUPER_ADMIN",
    });
  });
});
