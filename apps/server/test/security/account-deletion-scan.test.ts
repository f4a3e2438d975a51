/**
 * A staff member with a distinctive address and name leaves traces everywhere the product keeps
 * anything (sessions, drills, a tactical board, feedback, votes, a report, a message receipt, an image,
 * a blog post, a broadcast, audit lines as actor, target and author, a pending e-mail change, a reset
 * link, rate-limit counters, mails, a club of their own with a crest, an invitation they mailed, one mailed
 * to them, a place in another club and on its team, a session shared into that club), then deletes the account through its route. Afterwards no text,
 * JSON or id column of any table of the database may hold their address, first name, last name or id.
 *
 * What stays, anonymised (see services/account/remove-account.ts): feedback items they wrote (no
 * author, shown as 'Anonymous'), blog posts, images and broadcasts they made (no author, uploader or
 * sender), copies others made of their sessions (credited to 'A former coach'), the audit log's lines
 * (what was done and when, with 'A deleted account' in place of their label and no id of theirs), the
 * other club (without them, the session they shared into it credited to 'A former coach') and the invitations (without their address; the one they mailed names 'A former
 * coach' as its inviter).
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
// The app first: it teaches zod the OpenAPI extension before the contracts build their schemas.
import { createTestApp, readJson, TEST_APP_URL, type TestApp } from "../test-app.ts";
import { libraryDrillBody, sessionBody } from "../session-test-fixtures.ts";
import { setUserRole } from "../../src/services/users/set-user-role.ts";
import {
  blogPostBody,
  feedbackBody,
  messageBody,
  smallPng,
  tacticalDrillBody,
  teamBody,
  tokenOfLink,
} from "./route-table.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Column types whose text could hold an address, a name or an id (arrays and JSON cast to text). */
const SCANNED_TYPES = ["text", "character varying", "character", "json", "jsonb", "uuid", "ARRAY"];

async function rowsOf<Row>(query: ReturnType<typeof sql>): Promise<Row[]> {
  return ((await t.deps.db.execute(query)) as unknown as { rows: Row[] }).rows;
}

/** Every `table.column` of the public schema whose text contains one of the needles (case-blind). */
async function scanFor(needles: Record<string, string>): Promise<string[]> {
  const columns = await rowsOf<{ table_name: string; column_name: string }>(sql`
    select c.table_name, c.column_name from information_schema.columns c
    join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
    where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
      and c.data_type in (${sql.join(
        SCANNED_TYPES.map((type) => sql`${type}`),
        sql`, `,
      )})
    order by c.table_name, c.column_name`);
  expect(columns.length).toBeGreaterThan(50);
  const found: string[] = [];
  for (const { table_name: table, column_name: column } of columns) {
    for (const [what, needle] of Object.entries(needles)) {
      const [row] = await rowsOf<{ count: number }>(sql`
        select count(*)::int as count from ${sql.identifier(table)}
        where strpos(lower(${sql.identifier(column)}::text), ${needle.toLowerCase()}) > 0`);
      if (row!.count > 0) found.push(`${table}.${column} holds their ${what} (${row!.count} rows)`);
    }
  }
  return found;
}

describe("deleting an account", () => {
  it("leaves no address, name or id of theirs in any table", async () => {
    const stamp = Date.now().toString(36).replaceAll(/\d/g, "");
    const firstName = `Quillonette${stamp}`;
    const lastName = `Zebrawoodley${stamp}`;
    const subject = await t.signUp({ email: `quill.${stamp}@zebrawood-deletion.example`, firstName, lastName });
    // Promoted by the role tool: an audit line names them as its target.
    expect(await setUserRole(t.deps.db, subject.email, "admin")).toBeTruthy();
    const other = await t.signUp();
    const moderator = await t.signUpWithRole("moderator");
    const superAdmin = await t.signUpWithRole("super_admin");

    const as = async (cookie: string, path: string, init: { method?: string; body?: unknown } = {}) => {
      const response = await t.request(path, { ...init, cookie });
      expect(response.status, `${init.method ?? "POST"} ${path}: ${await response.clone().text()}`).toBeLessThan(300);
      return readJson(response);
    };
    const me = subject.cookie;

    // Their own things.
    const privateSession = (await as(me, "/api/sessions", { body: sessionBody() })).session;
    const publicSession = (await as(me, "/api/sessions", { body: sessionBody({ title: "Pressing traps" }) })).session;
    await as(me, `/api/sessions/${publicSession.id}/publish`, { method: "POST" });
    await as(me, `/api/sessions/${privateSession.id}/duplicate`, { method: "POST" });
    await as(me, "/api/drills", { body: libraryDrillBody() });
    await as(me, "/api/tactical-drills", { body: tacticalDrillBody() });
    const ownFeedback = (await as(me, "/api/feedback", { body: feedbackBody() })).item;

    // Things of others they touched.
    const othersFeedback = (await as(other.cookie, "/api/feedback", { body: feedbackBody() })).item;
    await as(me, `/api/feedback/${othersFeedback.id}/vote`, { method: "PUT", body: { voteType: "upvote" } });
    await as(other.cookie, `/api/feedback/${ownFeedback.id}/vote`, { method: "PUT", body: { voteType: "downvote" } });
    const othersSession = (await as(other.cookie, "/api/sessions", { body: sessionBody() })).session;
    await as(other.cookie, `/api/sessions/${othersSession.id}/publish`, { method: "POST" });
    await as(me, `/api/sessions/${othersSession.id}/reports`, { body: { reason: "spam", details: "An advert." } });
    await as(me, `/api/sessions/${othersSession.id}/copy`, { method: "POST" });
    await as(other.cookie, `/api/sessions/${publicSession.id}/copy`, { method: "POST" });
    const broadcast = (await as(superAdmin.cookie, "/api/admin/messages", { body: messageBody() })).message;
    await as(me, `/api/messages/${broadcast.id}/read`, { method: "POST" });

    // What they did as staff, each with an audit line naming them as its actor.
    const form = new FormData();
    form.append("file", new File([new Uint8Array(await smallPng())], "touchline.png", { type: "image/png" }));
    const upload = await t.app.request("/api/admin/images", {
      method: "POST",
      headers: { Origin: TEST_APP_URL, Cookie: me },
      body: form,
    });
    expect(upload.status).toBe(201);
    await as(me, "/api/admin/blog/posts", { body: blogPostBody("published") });
    await as(me, "/api/admin/messages", { body: messageBody() });
    await as(me, `/api/feedback/${othersFeedback.id}`, { method: "PATCH", body: { status: "in_progress" } });
    await as(me, `/api/admin/users/${other.id}/suspend`, { body: { reason: "Spam." } });
    await as(me, `/api/admin/users/${other.id}/restore`, { method: "POST" });
    // A moderator acts on their session: an audit line with them as its author, a notice to them.
    await as(moderator.cookie, `/api/admin/sessions/${publicSession.id}/unpublish`, { body: { reason: "Copied." } });

    // Clubs: their own (with a crest, and an invitation they mailed), and another they were invited to by
    // e-mail, joined and coach a team of.
    const clubmate = await t.signUp();
    const ownClub = (await as(me, "/api/clubs", { body: { name: "Quill Rovers" } })).club;
    const crest = new FormData();
    crest.append("file", new File([new Uint8Array(await smallPng())], "crest.png", { type: "image/png" }));
    const crested = await t.app.request(`/api/clubs/${ownClub.id}/crest`, {
      method: "PUT",
      headers: { Origin: TEST_APP_URL, Cookie: me },
      body: crest,
    });
    expect(crested.status).toBe(200);
    await as(me, `/api/clubs/${ownClub.id}/invites`, { body: { email: clubmate.email } });
    const othersClub = (await as(clubmate.cookie, "/api/clubs", { body: { name: "Hillside FC" } })).club;
    const invitation = await as(clubmate.cookie, `/api/clubs/${othersClub.id}/invites`, {
      body: { email: subject.email },
    });
    await as(me, `/api/club-invites/${tokenOfLink(invitation.url)}/accept`, { method: "POST" });
    await as(clubmate.cookie, `/api/clubs/${othersClub.id}/teams`, { body: teamBody([subject.id]) });
    // Their session shared into the other club, which keeps it (credited to 'A former coach').
    const toShare = (await as(me, "/api/sessions", { body: sessionBody({ title: "Rondo week for the club" }) }))
      .session;
    await as(me, `/api/clubs/${othersClub.id}/library`, { body: { kind: "session", sourceId: toShare.id } });

    // Pending links, mails and rate-limit counters.
    await as(me, "/api/account/email", {
      body: { newEmail: `quill.moved.${stamp}@zebrawood-deletion.example`, currentPassword: subject.password },
    });
    expect((await t.request("/api/auth/forgot-password", { body: { email: subject.email } })).status).toBe(202);
    const wrong = await t.request("/api/auth/sign-in", {
      body: { email: subject.email, password: "not-theirs-at-all" },
    });
    expect(wrong.status).toBe(401);
    await as(me, "/api/account/export", { method: "GET" });

    const needles = { "e-mail address": subject.email, "first name": firstName, "last name": lastName, id: subject.id };
    // The scan finds them before the deletion, so it would find what the deletion leaves.
    expect((await scanFor(needles)).length).toBeGreaterThan(5);

    const deleted = await t.request("/api/account", {
      method: "DELETE",
      body: { confirmation: "DELETE", password: subject.password },
      cookie: me,
    });
    expect(deleted.status).toBe(200);

    expect(await scanFor(needles)).toEqual([]);
  }, 120_000);
});
