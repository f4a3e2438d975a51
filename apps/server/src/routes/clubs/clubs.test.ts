import { createHash, randomBytes } from "node:crypto";
import type { ClubRole } from "@touchline/contracts";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clubInvites, clubMembers, clubs, images, teamCoaches } from "../../db/schema.ts";
import { mailTime } from "../../mail/mail-language.ts";
import { clubWith } from "../../../test/club-test-fixtures.ts";
import { smallPng } from "../../../test/security/route-table.ts";
import { createTestApp, expectError, expectOk as ok, TEST_APP_URL, type TestApp } from "../../../test/test-app.ts";

type Coach = Awaited<ReturnType<TestApp["signUp"]>>;

let t: TestApp;

const createClub = async (coach: Coach, name: string, extra: Record<string, unknown> = {}) =>
  (await ok(await t.request("/api/clubs", { cookie: coach.cookie, body: { name, ...extra } }), 201)).club;
const getClub = (clubId: string, cookie?: string) => t.request(`/api/clubs/${clubId}`, { cookie });
const invite = async (clubId: string, admin: Coach, body: Record<string, unknown> = {}) =>
  ok(await t.request(`/api/clubs/${clubId}/invites`, { cookie: admin.cookie, body }), 201);
const tokenOf = (url: string) => new URL(url).pathname.split("/").pop()!;
const accept = (token: string, cookie?: string) =>
  t.request(`/api/club-invites/${token}/accept`, { method: "POST", cookie });
const preview = (token: string) => t.request(`/api/club-invites/${token}`);
const membersOf = async (clubId: string, cookie: string) =>
  (await ok(await t.request(`/api/clubs/${clubId}/members`, { cookie }))).members as {
    userId: string;
    name: string;
    role: ClubRole;
  }[];
const setRole = (clubId: string, admin: Coach, userId: string, role: ClubRole) =>
  t.request(`/api/clubs/${clubId}/members/${userId}`, { method: "PATCH", cookie: admin.cookie, body: { role } });
const remove = (clubId: string, admin: Coach, userId: string) =>
  t.request(`/api/clubs/${clubId}/members/${userId}`, { method: "DELETE", cookie: admin.cookie });
const leave = (clubId: string, coach: Coach) =>
  t.request(`/api/clubs/${clubId}/leave`, { method: "POST", cookie: coach.cookie });
const nameOf = (coach: Coach) => `${coach.firstName} ${coach.lastName}`;

/** A club made through the API by `admin`, joined through invitation links by the others in their roles. */
async function clubJoinedBy(admin: Coach, name: string, members: [Coach, ClubRole][]): Promise<string> {
  const club = await createClub(admin, name);
  for (const [member, role] of members) {
    const { url } = await invite(club.id, admin, { role, maxUses: 1 });
    await ok(await accept(tokenOf(url), member.cookie));
  }
  return club.id;
}

const uploadCrest = async (clubId: string, cookie: string, file?: File) => {
  const form = new FormData();
  form.append("file", file ?? new File([new Uint8Array(await smallPng())], "crest.png", { type: "image/png" }));
  return t.app.request(`/api/clubs/${clubId}/crest`, {
    method: "PUT",
    headers: { Origin: TEST_APP_URL, Cookie: cookie },
    body: form,
  });
};

let head: Coach;
let coach: Coach;
let assistant: Coach;
let outsider: Coach;

beforeAll(async () => {
  t = await createTestApp();
  [head, coach, assistant, outsider] = await Promise.all([t.signUp(), t.signUp(), t.signUp(), t.signUp()]);
}, 60_000);
afterAll(() => t.close());

describe("a club", () => {
  it("is created by any coach, who becomes its admin, and listed among their clubs by name", async () => {
    const founder = await t.signUp();
    const zeta = await createClub(founder, "Zeta Rovers");
    expect(zeta).toMatchObject({
      name: "Zeta Rovers",
      myRole: "admin",
      memberCount: 1,
      crestUrl: null,
      kitPrimary: "#1d4ed8",
      kitSecondary: "#ffffff",
      timeZone: "Europe/London",
      seasonStartsOn: null,
    });
    await createClub(founder, "  alpha juniors ", { kitPrimary: "#B91C1C", timeZone: "America/New_York" });
    const { clubs: mine } = await ok(await t.request("/api/clubs", { cookie: founder.cookie }));
    expect(mine.map((club: any) => [club.name, club.myRole, club.kitPrimary, club.timeZone])).toEqual([
      ["alpha juniors", "admin", "#b91c1c", "America/New_York"],
      ["Zeta Rovers", "admin", "#1d4ed8", "Europe/London"],
    ]);
    expect((await ok(await t.request("/api/clubs", { cookie: outsider.cookie }))).clubs).toEqual([]);
    expect((await t.request("/api/clubs")).status).toBe(401);
  });

  it("refuses a name, colour or time zone that is not one", async () => {
    for (const body of [
      { name: "   " },
      { name: "Ok", kitPrimary: "red" },
      { name: "Ok", timeZone: "Mars/Olympus_Mons" },
    ]) {
      await expectError(await t.request("/api/clubs", { cookie: head.cookie, body }), 400, "VALIDATION_FAILED");
    }
  });

  it("is read by its members only: anyone else is told it does not exist", async () => {
    const clubId = await clubWith(t, "Readers FC", [
      [head, "admin"],
      [assistant, "assistant"],
    ]);
    const club = (await ok(await getClub(clubId, assistant.cookie))).club;
    expect(club).toMatchObject({ id: clubId, name: "Readers FC", myRole: "assistant", memberCount: 2 });
    const refused = await expectError(await getClub(clubId, outsider.cookie), 404, "NOT_FOUND");
    expect(refused.message).toBe("This club does not exist.");
    await expectError(await getClub("no-such-club", head.cookie), 404, "NOT_FOUND");
    await expectError(await getClub(clubId), 401, "UNAUTHENTICATED");
  });

  it("is changed by its admins only", async () => {
    const clubId = await clubWith(t, "Changers FC", [
      [head, "admin"],
      [coach, "coach"],
    ]);
    const change = (cookie: string, body: unknown) =>
      t.request(`/api/clubs/${clubId}`, { method: "PATCH", cookie, body });
    const changed = (
      await ok(
        await change(head.cookie, {
          name: "Changers United",
          kitSecondary: "#FACC15",
          timeZone: "Europe/Madrid",
          seasonStartsOn: "2026-08-31",
        }),
      )
    ).club;
    expect(changed).toMatchObject({
      name: "Changers United",
      kitPrimary: "#1d4ed8",
      kitSecondary: "#facc15",
      timeZone: "Europe/Madrid",
      seasonStartsOn: "2026-08-31",
      myRole: "admin",
    });
    await expectError(await change(coach.cookie, { name: "Coup" }), 403, "FORBIDDEN");
    await expectError(await change(outsider.cookie, { name: "Coup" }), 404, "NOT_FOUND");
    await expectError(await change(head.cookie, {}), 400, "VALIDATION_FAILED");
    await expectError(await change(head.cookie, { timeZone: "Nowhere/Else" }), 400, "VALIDATION_FAILED");
    expect((await ok(await getClub(clubId, coach.cookie))).club.name).toBe("Changers United");
    expect((await ok(await change(head.cookie, { seasonStartsOn: null }))).club.seasonStartsOn).toBeNull();
  });

  it("is deleted by an admin, and its members are refused at their next request", async () => {
    const clubId = await clubWith(t, "Short-lived FC", [
      [head, "admin"],
      [coach, "admin"],
      [assistant, "assistant"],
    ]);
    await expectError(
      await t.request(`/api/clubs/${clubId}`, { method: "DELETE", cookie: assistant.cookie }),
      403,
      "FORBIDDEN",
    );
    const deleted = await t.request(`/api/clubs/${clubId}`, { method: "DELETE", cookie: coach.cookie });
    expect(deleted.status).toBe(204);
    await expectError(await getClub(clubId, head.cookie), 404, "NOT_FOUND");
    expect(await t.deps.db.select().from(clubMembers).where(eq(clubMembers.clubId, clubId))).toEqual([]);
  });
});

describe("a club's crest", () => {
  it("is uploaded, replaced and removed by an admin, and served at its image address", async () => {
    const clubId = await clubWith(t, "Crested FC", [
      [head, "admin"],
      [coach, "coach"],
    ]);
    const first = (await ok(await uploadCrest(clubId, head.cookie))).club;
    expect(first.crestUrl).toMatch(/^\/api\/images\/[\w-]+$/);
    const served = await t.request(first.crestUrl);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/png");

    const second = (await ok(await uploadCrest(clubId, head.cookie))).club;
    expect(second.crestUrl).not.toBe(first.crestUrl);
    expect((await t.request(first.crestUrl)).status).toBe(404);
    expect((await ok(await getClub(clubId, coach.cookie))).club.crestUrl).toBe(second.crestUrl);

    await expectError(await uploadCrest(clubId, coach.cookie), 403, "FORBIDDEN");
    const notAPicture = new File([new TextEncoder().encode("<svg></svg>")], "crest.png", { type: "image/png" });
    const refused = await expectError(await uploadCrest(clubId, head.cookie, notAPicture), 400, "VALIDATION_FAILED");
    expect(refused.fields?.file).toMatch(/PNG, JPEG and WebP/);

    const removed = await t.request(`/api/clubs/${clubId}/crest`, { method: "DELETE", cookie: head.cookie });
    expect((await ok(removed)).club.crestUrl).toBeNull();
    expect((await t.request(second.crestUrl)).status).toBe(404);
  });

  it("may be larger than the 1 MB a JSON body may be, up to the upload limit", async () => {
    const clubId = await clubWith(t, "Big Crest FC", [[head, "admin"]]);
    // Random pixels barely compress: a 700 × 700 PNG of noise is well over 1 MB.
    const { default: sharp } = await import("sharp");
    const noise = randomBytes(700 * 700 * 3);
    const png = await sharp(noise, { raw: { width: 700, height: 700, channels: 3 } })
      .png()
      .toBuffer();
    expect(png.byteLength).toBeGreaterThan(1024 * 1024);
    const file = new File([new Uint8Array(png)], "crest.png", { type: "image/png" });
    expect((await ok(await uploadCrest(clubId, head.cookie, file))).club.crestUrl).not.toBeNull();
  });
});

describe("invitations", () => {
  it("make a link shown once, stored as a hash, and mailed with the club, the inviter and the expiry", async () => {
    const clubId = await clubWith(t, "Mailing FC", [[head, "admin"]]);
    const address = `invited-${Date.now()}@example.com`;
    const created = await invite(clubId, head, { role: "assistant", expiresInDays: 3, email: address.toUpperCase() });
    expect(created.url).toMatch(new RegExp(`^${TEST_APP_URL}/join/[A-Za-z0-9_-]{43}$`));
    expect(created.invite).toMatchObject({
      role: "assistant",
      email: address,
      maxUses: null,
      useCount: 0,
      isRevoked: false,
    });
    const expiresIn = Date.parse(created.invite.expiresAt) - Date.now();
    expect(expiresIn).toBeGreaterThan(3 * 86_400_000 - 60_000);
    expect(expiresIn).toBeLessThanOrEqual(3 * 86_400_000);

    const token = tokenOf(created.url);
    const [stored] = await t.deps.db.select().from(clubInvites).where(eq(clubInvites.id, created.invite.id));
    expect(stored!.tokenHash).toBe(createHash("sha256").update(token).digest("hex"));
    expect(JSON.stringify(stored)).not.toContain(token);

    const mail = await t.latestMailTo(address);
    expect(mail?.subject).toBe(`${nameOf(head)} invites you to Mailing FC on Touchline`);
    expect(mail?.body).toContain(`${nameOf(head)} invites you to join Mailing FC on Touchline as an assistant.`);
    expect(mail?.body).toContain(created.url);
    expect(mail?.body).toContain(`The link works until ${mailTime("en", created.invite.expiresAt)}.`);

    const listed = (await ok(await t.request(`/api/clubs/${clubId}/invites`, { cookie: head.cookie }))).invites;
    expect(listed).toEqual([created.invite]);
    expect(JSON.stringify(listed)).not.toContain(token);
  });

  it("are listed, made and withdrawn by admins only", async () => {
    const clubId = await clubWith(t, "Gatekept FC", [
      [head, "admin"],
      [coach, "coach"],
    ]);
    await expectError(await t.request(`/api/clubs/${clubId}/invites`, { cookie: coach.cookie }), 403, "FORBIDDEN");
    await expectError(
      await t.request(`/api/clubs/${clubId}/invites`, { cookie: coach.cookie, body: {} }),
      403,
      "FORBIDDEN",
    );
    await expectError(
      await t.request(`/api/clubs/${clubId}/invites`, { cookie: outsider.cookie, body: {} }),
      404,
      "NOT_FOUND",
    );
    const { invite: made } = await invite(clubId, head);
    await expectError(
      await t.request(`/api/clubs/${clubId}/invites/${made.id}`, { method: "DELETE", cookie: coach.cookie }),
      403,
      "FORBIDDEN",
    );
    for (const body of [{ role: "owner" }, { expiresInDays: 31 }, { maxUses: 0 }, { email: "not an address" }]) {
      await expectError(
        await t.request(`/api/clubs/${clubId}/invites`, { cookie: head.cookie, body }),
        400,
        "VALIDATION_FAILED",
      );
    }
  });

  it("take a new coach from the preview into the club in the link's role", async () => {
    const clubId = await clubWith(t, "Welcome FC", [[head, "admin"]]);
    const { url, invite: made } = await invite(clubId, head, { role: "coach" });
    const token = tokenOf(url);

    const shown = await ok(await preview(token));
    expect(shown).toEqual({
      invite: { clubName: "Welcome FC", crestUrl: null, role: "coach", kitPrimary: "#1d4ed8", kitSecondary: "#ffffff" },
    });
    expect((await preview(token)).headers.get("cache-control")).toBe("no-store");

    const newcomer = await t.signUp();
    await expectError(await accept(token), 401, "UNAUTHENTICATED");
    const joined = (await ok(await accept(token, newcomer.cookie))).club;
    expect(joined).toMatchObject({ id: clubId, name: "Welcome FC", myRole: "coach", memberCount: 2 });
    expect((await membersOf(clubId, newcomer.cookie)).map((member) => [member.name, member.role])).toEqual([
      [nameOf(head), "admin"],
      [nameOf(newcomer), "coach"],
    ]);
    const { clubs: theirs } = await ok(await t.request("/api/clubs", { cookie: newcomer.cookie }));
    expect(theirs.map((club: any) => club.id)).toEqual([clubId]);
    const [after] = await t.deps.db.select().from(clubInvites).where(eq(clubInvites.id, made.id));
    expect(after!.useCount).toBe(1);
  });

  it("leave a member's role as it is, and count no use, when they follow a link again", async () => {
    const clubId = await clubWith(t, "Again FC", [
      [head, "admin"],
      [assistant, "assistant"],
    ]);
    const { url, invite: made } = await invite(clubId, head, { role: "admin", maxUses: 1 });
    const club = (await ok(await accept(tokenOf(url), assistant.cookie))).club;
    expect(club).toMatchObject({ id: clubId, myRole: "assistant" });
    const again = (await ok(await accept(tokenOf(url), head.cookie))).club;
    expect(again.myRole).toBe("admin");
    const [after] = await t.deps.db.select().from(clubInvites).where(eq(clubInvites.id, made.id));
    expect(after!.useCount).toBe(0);
  });

  it("are dead once expired, withdrawn or used up, and so is any link that never was", async () => {
    const clubId = await clubWith(t, "Closed Doors FC", [[head, "admin"]]);
    const expired = await invite(clubId, head);
    await t.deps.db
      .update(clubInvites)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(clubInvites.id, expired.invite.id));
    const withdrawn = await invite(clubId, head);
    const revoked = await t.request(`/api/clubs/${clubId}/invites/${withdrawn.invite.id}`, {
      method: "DELETE",
      cookie: head.cookie,
    });
    expect(revoked.status).toBe(204);
    const usedUp = await invite(clubId, head, { maxUses: 1 });
    await ok(await accept(tokenOf(usedUp.url), coach.cookie));

    const listed = (await ok(await t.request(`/api/clubs/${clubId}/invites`, { cookie: head.cookie }))).invites;
    expect(listed.find((entry: any) => entry.id === withdrawn.invite.id).isRevoked).toBe(true);

    const dead = [
      tokenOf(expired.url),
      tokenOf(withdrawn.url),
      tokenOf(usedUp.url),
      "A".repeat(43),
      "not a token at all",
    ];
    for (const token of dead) {
      const shown = await expectError(await preview(encodeURIComponent(token)), 404, "NOT_FOUND");
      expect(shown.message).toBe("This invitation link has expired or was withdrawn.");
      const joined = await expectError(await accept(encodeURIComponent(token), assistant.cookie), 404, "NOT_FOUND");
      expect(joined.message).toBe("This invitation link has expired or was withdrawn.");
    }
    expect((await membersOf(clubId, head.cookie)).map((member) => member.userId).sort()).toEqual(
      [head.id, coach.id].sort(),
    );
    await expectError(
      await t.request(`/api/clubs/${clubId}/invites/no-such-invite`, { method: "DELETE", cookie: head.cookie }),
      404,
      "NOT_FOUND",
    );
  });

  it("let exactly as many coaches join as the link allows when they race for it", async () => {
    const clubId = await clubWith(t, "Race FC", [[head, "admin"]]);
    const racers = await Promise.all(Array.from({ length: 6 }, () => t.signUp()));
    const once = tokenOf((await invite(clubId, head, { maxUses: 1 })).url);
    const firstPair = await Promise.all(racers.slice(0, 2).map((racer) => accept(once, racer.cookie)));
    expect(firstPair.map((response) => response.status).sort()).toEqual([200, 404]);

    const twice = await invite(clubId, head, { maxUses: 2 });
    const rest = await Promise.all(racers.slice(2).map((racer) => accept(tokenOf(twice.url), racer.cookie)));
    expect(rest.map((response) => response.status).sort()).toEqual([200, 200, 404, 404]);

    const [stored] = await t.deps.db.select().from(clubInvites).where(eq(clubInvites.id, twice.invite.id));
    expect(stored!.useCount).toBe(2);
    expect(await membersOf(clubId, head.cookie)).toHaveLength(1 + 1 + 2);
  });

  it("are rate-limited per address when looked up", async () => {
    const limited = await createTestApp({ RATE_LIMIT_IP_FACTOR: "1" });
    try {
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 61; attempt += 1) {
        statuses.push((await limited.request(`/api/club-invites/${"B".repeat(43)}`)).status);
      }
      expect(statuses.slice(0, 60).every((status) => status === 404)).toBe(true);
      expect(statuses[60]).toBe(429);
    } finally {
      await limited.close();
    }
  });
});

describe("members", () => {
  it("are listed for every member, admins first, with names and never addresses", async () => {
    const clubId = await clubJoinedBy(head, "Listed FC", [
      [assistant, "assistant"],
      [coach, "coach"],
    ]);
    const members = await membersOf(clubId, assistant.cookie);
    expect(members.map((member) => [member.userId, member.name, member.role])).toEqual([
      [head.id, nameOf(head), "admin"],
      [coach.id, nameOf(coach), "coach"],
      [assistant.id, nameOf(assistant), "assistant"],
    ]);
    expect(JSON.stringify(members)).not.toContain("@example.com");
    await expectError(await t.request(`/api/clubs/${clubId}/members`, { cookie: outsider.cookie }), 404, "NOT_FOUND");
  });

  it("get another role from an admin only", async () => {
    const clubId = await clubWith(t, "Roles FC", [
      [head, "admin"],
      [coach, "coach"],
      [assistant, "assistant"],
    ]);
    const promoted = await ok(await setRole(clubId, head, assistant.id, "coach"));
    expect(promoted.member).toMatchObject({ userId: assistant.id, name: nameOf(assistant), role: "coach" });
    expect((await ok(await getClub(clubId, assistant.cookie))).club.myRole).toBe("coach");
    await expectError(await setRole(clubId, coach, assistant.id, "admin"), 403, "FORBIDDEN");
    await expectError(await setRole(clubId, head, outsider.id, "coach"), 404, "NOT_FOUND");
    await expectError(
      await t.request(`/api/clubs/${clubId}/members/${coach.id}`, {
        method: "PATCH",
        cookie: head.cookie,
        body: { role: "owner" },
      }),
      400,
      "VALIDATION_FAILED",
    );
  });

  it("removed by an admin are refused at their next request, and the club leaves their list", async () => {
    const clubId = await clubJoinedBy(head, "Removal FC", [[assistant, "assistant"]]);
    expect((await ok(await getClub(clubId, assistant.cookie))).club.myRole).toBe("assistant");
    await expectError(await remove(clubId, assistant, head.id), 403, "FORBIDDEN");
    expect((await remove(clubId, head, assistant.id)).status).toBe(204);
    await expectError(await getClub(clubId, assistant.cookie), 404, "NOT_FOUND");
    await expectError(await t.request(`/api/clubs/${clubId}/teams`, { cookie: assistant.cookie }), 404, "NOT_FOUND");
    const { clubs: theirs } = await ok(await t.request("/api/clubs", { cookie: assistant.cookie }));
    expect(theirs.map((club: any) => club.id)).not.toContain(clubId);
    await expectError(await remove(clubId, head, assistant.id), 404, "NOT_FOUND");
  });

  it("leave, but the only admin may not while others remain, and the last one out deletes the club", async () => {
    const clubId = await clubWith(t, "Leavers FC", [
      [head, "admin"],
      [coach, "coach"],
    ]);
    const refused = await expectError(await leave(clubId, head), 409, "CONFLICT");
    expect(refused.message).toBe(
      "You are the club's only admin. Make another member a club admin before you leave, or delete the club.",
    );
    expect((await leave(clubId, coach)).status).toBe(204);
    await expectError(await getClub(clubId, coach.cookie), 404, "NOT_FOUND");
    expect((await leave(clubId, head)).status).toBe(204);
    expect(await t.deps.db.select().from(clubs).where(eq(clubs.id, clubId))).toEqual([]);
  });
});

describe("a club always keeps an admin", () => {
  it("so its only admin is neither demoted nor removed, until another admin is made", async () => {
    const clubId = await clubWith(t, "One Admin FC", [
      [head, "admin"],
      [coach, "coach"],
    ]);
    const demoted = await expectError(await setRole(clubId, head, head.id, "coach"), 409, "CONFLICT");
    expect(demoted.message).toBe(
      "This member is the club's only admin: a club always keeps at least one club admin. Make another member a club admin first.",
    );
    await expectError(await remove(clubId, head, head.id), 409, "CONFLICT");
    await ok(await setRole(clubId, head, coach.id, "admin"));
    expect((await ok(await setRole(clubId, coach, head.id, "assistant"))).member.role).toBe("assistant");
    await expectError(await setRole(clubId, coach, coach.id, "coach"), 409, "CONFLICT");
  });

  it("even when two admins demote each other at the same moment", async () => {
    for (let round = 0; round < 3; round += 1) {
      const clubId = await clubWith(t, `Standoff FC ${round}`, [
        [head, "admin"],
        [coach, "admin"],
      ]);
      const answers = await Promise.all([
        setRole(clubId, head, coach.id, "coach"),
        setRole(clubId, coach, head.id, "coach"),
      ]);
      // Whichever runs second is no admin any more by then.
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 403]);
      const admins = await t.deps.db
        .select()
        .from(clubMembers)
        .where(and(eq(clubMembers.clubId, clubId), eq(clubMembers.role, "admin")));
      expect(admins).toHaveLength(1);
    }
  });
});

describe("teams", () => {
  let clubId: string;
  let otherClubId: string;
  let otherTeamId: string;
  beforeAll(async () => {
    clubId = await clubWith(t, "Teams FC", [
      [head, "admin"],
      [coach, "coach"],
      [assistant, "assistant"],
    ]);
    otherClubId = await clubWith(t, "Elsewhere FC", [[outsider, "admin"]]);
    otherTeamId = (
      await ok(
        await t.request(`/api/clubs/${otherClubId}/teams`, {
          cookie: outsider.cookie,
          body: { name: "Elsewhere U10", ageGroup: "U10", format: "7v7", season: "2026/27" },
        }),
        201,
      )
    ).team.id;
  });
  const teamsPath = () => `/api/clubs/${clubId}/teams`;
  const body = (extra: Record<string, unknown> = {}) => ({
    name: "U12 Blue",
    ageGroup: "U12",
    format: "9v9",
    season: "2026/27",
    ...extra,
  });

  it("are added, changed and deleted by admins, with coaches who are the club's coaches or admins", async () => {
    const created = (
      await ok(
        await t.request(teamsPath(), { cookie: head.cookie, body: body({ coachIds: [coach.id, head.id] }) }),
        201,
      )
    ).team;
    expect(created).toMatchObject({ clubId, name: "U12 Blue", ageGroup: "U12", format: "9v9", season: "2026/27" });
    expect(created.coaches.map((entry: any) => entry.userId).sort()).toEqual([coach.id, head.id].sort());
    expect(created.coaches.map((entry: any) => entry.name).sort()).toEqual([nameOf(coach), nameOf(head)].sort());

    const teamPath = `${teamsPath()}/${created.id}`;
    const renamed = (
      await ok(await t.request(teamPath, { method: "PATCH", cookie: head.cookie, body: { name: "U12 Red" } }))
    ).team;
    expect(renamed.name).toBe("U12 Red");
    expect(renamed.coaches).toHaveLength(2);
    const recoached = (
      await ok(await t.request(teamPath, { method: "PATCH", cookie: head.cookie, body: { coachIds: [coach.id] } }))
    ).team;
    expect(recoached.coaches).toEqual([{ userId: coach.id, name: nameOf(coach) }]);

    const listed = (await ok(await t.request(teamsPath(), { cookie: assistant.cookie }))).teams;
    expect(listed.map((team: any) => [team.id, team.name])).toEqual([[created.id, "U12 Red"]]);

    await expectError(await t.request(teamPath, { method: "DELETE", cookie: coach.cookie }), 403, "FORBIDDEN");
    expect((await t.request(teamPath, { method: "DELETE", cookie: head.cookie })).status).toBe(204);
    expect((await ok(await t.request(teamsPath(), { cookie: head.cookie }))).teams).toEqual([]);
    await expectError(await t.request(teamPath, { method: "DELETE", cookie: head.cookie }), 404, "NOT_FOUND");
  });

  it("refuse coaches who are assistants or not members, saying why", async () => {
    const asAssistant = await expectError(
      await t.request(teamsPath(), { cookie: head.cookie, body: body({ coachIds: [assistant.id] }) }),
      400,
      "VALIDATION_FAILED",
    );
    expect(asAssistant.fields?.coachIds).toBe("An assistant cannot coach a team. Make them a coach of the club first.");
    const outside = await expectError(
      await t.request(teamsPath(), { cookie: head.cookie, body: body({ coachIds: [outsider.id] }) }),
      400,
      "VALIDATION_FAILED",
    );
    expect(outside.fields?.coachIds).toBe(
      "A team's coaches must be members of the club. Invite them to the club first.",
    );
    await expectError(
      await t.request(teamsPath(), { cookie: head.cookie, body: body({ format: "6v6" }) }),
      400,
      "VALIDATION_FAILED",
    );
    await expectError(await t.request(teamsPath(), { cookie: coach.cookie, body: body() }), 403, "FORBIDDEN");
    expect((await ok(await t.request(teamsPath(), { cookie: head.cookie }))).teams).toEqual([]);
  });

  it("of another club are not there under this club's path", async () => {
    const path = `${teamsPath()}/${otherTeamId}`;
    await expectError(
      await t.request(path, { method: "PATCH", cookie: head.cookie, body: { name: "Stolen" } }),
      404,
      "NOT_FOUND",
    );
    await expectError(await t.request(path, { method: "DELETE", cookie: head.cookie }), 404, "NOT_FOUND");
    const theirs = (await ok(await t.request(`/api/clubs/${otherClubId}/teams`, { cookie: outsider.cookie }))).teams;
    expect(theirs.map((team: any) => team.name)).toEqual(["Elsewhere U10"]);
  });

  it("lose a coach who becomes an assistant or leaves the club", async () => {
    const extra = await t.signUp();
    await t.deps.db.insert(clubMembers).values({ clubId, userId: extra.id, role: "coach" });
    const team = (
      await ok(
        await t.request(teamsPath(), { cookie: head.cookie, body: body({ coachIds: [coach.id, extra.id] }) }),
        201,
      )
    ).team;
    await ok(await setRole(clubId, head, coach.id, "assistant"));
    expect((await leave(clubId, extra)).status).toBe(204);
    const coaches = await t.deps.db.select().from(teamCoaches).where(eq(teamCoaches.teamId, team.id));
    expect(coaches).toEqual([]);
    await ok(await setRole(clubId, head, coach.id, "coach"));
    await t.request(`${teamsPath()}/${team.id}`, { method: "DELETE", cookie: head.cookie });
  });
});

describe("deleting an account", () => {
  const deleteAccount = async (coachToGo: Coach) =>
    ok(
      await t.request("/api/account", {
        method: "DELETE",
        cookie: coachToGo.cookie,
        body: { confirmation: "DELETE", password: coachToGo.password },
      }),
    );
  const rolesIn = async (clubId: string) =>
    Object.fromEntries(
      (await t.deps.db.select().from(clubMembers).where(eq(clubMembers.clubId, clubId))).map((member) => [
        member.userId,
        member.role,
      ]),
    );

  it("hands a club it was the only admin of to the longest-standing coach, else assistant", async () => {
    const [leaver, earlyAssistant, firstCoach, laterCoach] = await Promise.all([
      t.signUp(),
      t.signUp(),
      t.signUp(),
      t.signUp(),
    ]);
    const withCoaches = await clubJoinedBy(leaver, "Succession FC", [
      [earlyAssistant, "assistant"],
      [firstCoach, "coach"],
      [laterCoach, "coach"],
    ]);
    const assistantsOnly = await clubJoinedBy(leaver, "Assistants FC", [
      [earlyAssistant, "assistant"],
      [laterCoach, "assistant"],
    ]);
    const alone = await createClub(leaver, "Solo FC");
    const crested = (await ok(await uploadCrest(alone.id, leaver.cookie))).club;
    const sharedAdmins = await clubJoinedBy(leaver, "Two Heads FC", [[firstCoach, "admin"]]);

    await deleteAccount(leaver);

    expect(await rolesIn(withCoaches)).toEqual({
      [earlyAssistant.id]: "assistant",
      [firstCoach.id]: "admin",
      [laterCoach.id]: "coach",
    });
    expect(await rolesIn(assistantsOnly)).toEqual({ [earlyAssistant.id]: "admin", [laterCoach.id]: "assistant" });
    expect(await rolesIn(sharedAdmins)).toEqual({ [firstCoach.id]: "admin" });
    expect(await t.deps.db.select().from(clubs).where(eq(clubs.id, alone.id))).toEqual([]);
    const crestId = crested.crestUrl.split("/").pop();
    expect(await t.deps.db.select({ id: images.id }).from(images).where(eq(images.id, crestId))).toEqual([]);
    expect((await ok(await getClub(withCoaches, firstCoach.cookie))).club.memberCount).toBe(3);
  });

  it("forgets its address on invitations mailed to it", async () => {
    const clubId = await clubWith(t, "Forgetful FC", [[head, "admin"]]);
    const invitee = await t.signUp();
    const made = await invite(clubId, head, { email: invitee.email });
    await deleteAccount(invitee);
    const [stored] = await t.deps.db.select().from(clubInvites).where(eq(clubInvites.id, made.invite.id));
    expect(stored!.email).toBeNull();
  });
});

describe("the account export", () => {
  it("lists the coach's clubs with their role and the teams they coach", async () => {
    const member = await t.signUp();
    const clubId = await clubJoinedBy(head, "Exported FC", [[member, "coach"]]);
    const team = (
      await ok(
        await t.request(`/api/clubs/${clubId}/teams`, {
          cookie: head.cookie,
          body: { name: "U9 Green", ageGroup: "U9", format: "5v5", season: "2026/27", coachIds: [member.id] },
        }),
        201,
      )
    ).team;
    const exported = await ok(await t.request("/api/account/export", { cookie: member.cookie }));
    expect(exported.clubs).toEqual([
      {
        id: clubId,
        name: "Exported FC",
        role: "coach",
        joinedAt: expect.any(String),
        coachedTeams: [{ id: team.id, name: "U9 Green", season: "2026/27", squad: [] }],
      },
    ]);
  });
});
