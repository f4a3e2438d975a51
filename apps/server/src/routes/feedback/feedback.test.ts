import { and, count, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { feedback, feedbackVotes, users } from "../../db/schema.ts";
import { FEEDBACK_SUBMISSIONS_PER_ACCOUNT } from "../../services/feedback/create-feedback.ts";
import { createTestApp, readJson, type TestApp } from "../../../test/test-app.ts";
import { FEEDBACK_PAGE_SIZE, FEEDBACK_PAGE_SIZE_MAX, FEEDBACK_SORTS } from "@touchline/contracts";
import { randomUUID } from "node:crypto";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Coach = Awaited<ReturnType<TestApp["signUp"]>>;

let titleCounter = 0;
async function submit(author: Coach, overrides: Record<string, unknown> = {}) {
  titleCounter += 1;
  const response = await t.request("/api/feedback", {
    cookie: author.cookie,
    body: { title: `Idea ${titleCounter}`, description: "Let coaches print the pitch in colour.", ...overrides },
  });
  expect(response.status).toBe(201);
  return (await readJson(response)).item as { id: string; upvotes: number; downvotes: number; myVote: string | null };
}

const setVote = (cookie: string, id: string, voteType: string) =>
  t.request(`/api/feedback/${id}/vote`, { method: "PUT", cookie, body: { voteType } });
const removeVote = (cookie: string, id: string) => t.request(`/api/feedback/${id}/vote`, { method: "DELETE", cookie });

/** The vote rows of an item, counted in the table itself, beside the counts stored on the item. */
async function rowsAndCounts(id: string) {
  const rows = await t.deps.db
    .select({ voteType: feedbackVotes.voteType, total: count() })
    .from(feedbackVotes)
    .where(eq(feedbackVotes.feedbackId, id))
    .groupBy(feedbackVotes.voteType);
  const [item] = await t.deps.db
    .select({ upvotes: feedback.upvotes, downvotes: feedback.downvotes })
    .from(feedback)
    .where(eq(feedback.id, id));
  return {
    rows: {
      upvotes: rows.find((row) => row.voteType === "upvote")?.total ?? 0,
      downvotes: rows.find((row) => row.voteType === "downvote")?.total ?? 0,
    },
    counts: item!,
  };
}

/** The first page of the list, at the largest page size. */
async function list(query = "", cookie?: string) {
  const separator = query === "" ? "?" : "&";
  const response = await t.request(`/api/feedback${query}${separator}pageSize=${FEEDBACK_PAGE_SIZE_MAX}`, { cookie });
  expect(response.status).toBe(200);
  return (await readJson(response)).items as Array<{
    id: string;
    status: string;
    category: string;
    myVote: string | null;
    authorName: string | null;
  }>;
}

describe("submitting feedback", () => {
  it("stores trimmed text, defaults to general and open, names the author and shows it to visitors", async () => {
    const coach = await t.signUp({ firstName: "Maria", lastName: "Borg" });
    const response = await t.request("/api/feedback", {
      cookie: coach.cookie,
      body: { title: "  Dark mode for night sessions  ", description: "\n Floodlit pitches are bright.  " },
    });
    expect(response.status).toBe(201);
    const { item } = await readJson(response);
    expect(item).toMatchObject({
      title: "Dark mode for night sessions",
      description: "Floodlit pitches are bright.",
      category: "general",
      status: "open",
      upvotes: 0,
      downvotes: 0,
      authorName: "Maria Borg",
      myVote: null,
    });
    const visible = (await list("?sort=newest")).find((row) => row.id === item.id);
    expect(visible).toMatchObject({ authorName: "Maria Borg", myVote: null });
  });

  it("refuses visitors with 401", async () => {
    const response = await t.request("/api/feedback", { body: { title: "Hi", description: "There" } });
    expect(response.status).toBe(401);
    expect((await readJson(response)).error.code).toBe("UNAUTHENTICATED");
  });

  it.each([
    ["a blank title", { title: "   ", description: "Something" }, "title", "Please give your feedback a title"],
    ["a missing title", { description: "Something" }, "title", "Please give your feedback a title"],
    [
      "a blank description",
      { title: "Something", description: " \n " },
      "description",
      "Please describe your feedback",
    ],
    [
      "a 201-character title",
      { title: "x".repeat(201), description: "Something" },
      "title",
      "A title is at most 200 characters",
    ],
    [
      "a 5001-character description",
      { title: "Something", description: "x".repeat(5001) },
      "description",
      "A description is at most 5000 characters",
    ],
    ["an unknown category", { title: "Something", description: "Something", category: "rant" }, "category", undefined],
  ])("refuses %s with a message for the field", async (_case, body, field, message) => {
    const coach = await t.signUp();
    const response = await t.request("/api/feedback", { cookie: coach.cookie, body });
    expect(response.status).toBe(400);
    const { error } = await readJson(response);
    expect(error.code).toBe("VALIDATION_FAILED");
    expect(error.fields[field]).toBeTruthy();
    if (message) expect(error.fields[field]).toBe(message);
  });

  it("accepts the longest title and description", async () => {
    const coach = await t.signUp();
    await submit(coach, { title: "t".repeat(200), description: "d".repeat(5000), category: "bug" });
  });
});

describe("voting", () => {
  it("sets, repeats, switches and removes a vote, counts always equal to the rows", async () => {
    const author = await t.signUp();
    const voter = await t.signUp();
    const { id } = await submit(author);

    const expectState = async (response: Response, upvotes: number, downvotes: number, myVote: string | null) => {
      expect(response.status).toBe(200);
      expect((await readJson(response)).item).toMatchObject({ id, upvotes, downvotes, myVote });
      expect(await rowsAndCounts(id)).toEqual({ rows: { upvotes, downvotes }, counts: { upvotes, downvotes } });
    };

    await expectState(await setVote(voter.cookie, id, "upvote"), 1, 0, "upvote");
    // The same request again is not a toggle: the vote stays.
    await expectState(await setVote(voter.cookie, id, "upvote"), 1, 0, "upvote");
    await expectState(await setVote(voter.cookie, id, "downvote"), 0, 1, "downvote");
    await expectState(await setVote(voter.cookie, id, "upvote"), 1, 0, "upvote");
    await expectState(await removeVote(voter.cookie, id), 0, 0, null);
    await expectState(await removeVote(voter.cookie, id), 0, 0, null);

    // Another user's vote is theirs alone.
    await expectState(await setVote(author.cookie, id, "downvote"), 0, 1, "downvote");
    await expectState(await setVote(voter.cookie, id, "upvote"), 1, 1, "upvote");
    const item = (await list("?sort=newest", author.cookie)).find((row) => row.id === id);
    expect(item?.myVote).toBe("downvote");
    expect((await list("?sort=newest")).find((row) => row.id === id)?.myVote).toBeNull();
  });

  it("refuses visitors with 401 and leaves the counts alone", async () => {
    const author = await t.signUp();
    const { id } = await submit(author);
    for (const response of [
      await t.request(`/api/feedback/${id}/vote`, { method: "PUT", body: { voteType: "upvote" } }),
      await t.request(`/api/feedback/${id}/vote`, { method: "DELETE" }),
    ]) {
      expect(response.status).toBe(401);
      expect((await readJson(response)).error.code).toBe("UNAUTHENTICATED");
    }
    expect(await rowsAndCounts(id)).toEqual({
      rows: { upvotes: 0, downvotes: 0 },
      counts: { upvotes: 0, downvotes: 0 },
    });
  });

  it("answers 404 for an unknown item and 400 for an unknown vote type", async () => {
    const coach = await t.signUp();
    expect((await setVote(coach.cookie, "no-such-item", "upvote")).status).toBe(404);
    expect((await removeVote(coach.cookie, "no-such-item")).status).toBe(404);
    const { id } = await submit(coach);
    const response = await setVote(coach.cookie, id, "sideways");
    expect(response.status).toBe(400);
    expect((await readJson(response)).error.code).toBe("VALIDATION_FAILED");
  });

  it("leaves one vote when twenty identical upvotes arrive at once, every one answered 200", async () => {
    const author = await t.signUp();
    const voter = await t.signUp();
    const { id } = await submit(author);
    const responses = await Promise.all(Array.from({ length: 20 }, () => setVote(voter.cookie, id, "upvote")));
    expect(responses.map((response) => response.status)).toEqual(Array.from({ length: 20 }, () => 200));
    const [rows] = await t.deps.db
      .select({ total: count() })
      .from(feedbackVotes)
      .where(and(eq(feedbackVotes.feedbackId, id), eq(feedbackVotes.userId, voter.id)));
    expect(rows!.total).toBe(1);
    expect(await rowsAndCounts(id)).toEqual({
      rows: { upvotes: 1, downvotes: 0 },
      counts: { upvotes: 1, downvotes: 0 },
    });
  });

  it("keeps the counts equal to the rows under 50 concurrent votes, switches and removals from 10 users", async () => {
    const author = await t.signUp();
    const { id } = await submit(author);
    const voters = await Promise.all(Array.from({ length: 10 }, () => t.signUp()));
    const requests = Array.from({ length: 50 }, (_, index) => {
      const voter = voters[index % voters.length]!;
      const action = (index * 7) % 3;
      return action === 0
        ? setVote(voter.cookie, id, "upvote")
        : action === 1
          ? setVote(voter.cookie, id, "downvote")
          : removeVote(voter.cookie, id);
    });
    const responses = await Promise.all(requests);
    expect(responses.map((response) => response.status)).toEqual(Array.from({ length: 50 }, () => 200));
    const { rows, counts } = await rowsAndCounts(id);
    expect(counts).toEqual(rows);
    expect(rows.upvotes + rows.downvotes).toBeLessThanOrEqual(10);
    // Each voter's own answer after everything settled agrees with their row.
    for (const voter of voters) {
      const [row] = await t.deps.db
        .select({ voteType: feedbackVotes.voteType })
        .from(feedbackVotes)
        .where(and(eq(feedbackVotes.feedbackId, id), eq(feedbackVotes.userId, voter.id)));
      const item = (await readJson(await t.request(`/api/feedback/${id}`, { cookie: voter.cookie }))).item;
      expect(item.myVote).toBe(row?.voteType ?? null);
      expect({ upvotes: item.upvotes, downvotes: item.downvotes }).toEqual(rows);
    }
  });

  it("takes a deleted voter's vote out of the counts, and shows a deleted author as Anonymous", async () => {
    const author = await t.signUp();
    const stays = await t.signUp();
    const leaves = await t.signUp();
    const { id } = await submit(author);
    await setVote(stays.cookie, id, "upvote");
    await setVote(leaves.cookie, id, "upvote");
    await setVote(author.cookie, id, "downvote");
    expect((await rowsAndCounts(id)).counts).toEqual({ upvotes: 2, downvotes: 1 });

    await t.deps.db.delete(users).where(eq(users.id, leaves.id));
    expect(await rowsAndCounts(id)).toEqual({
      rows: { upvotes: 1, downvotes: 1 },
      counts: { upvotes: 1, downvotes: 1 },
    });

    await t.deps.db.delete(users).where(eq(users.id, author.id));
    expect(await rowsAndCounts(id)).toEqual({
      rows: { upvotes: 1, downvotes: 0 },
      counts: { upvotes: 1, downvotes: 0 },
    });
    const item = (await readJson(await t.request(`/api/feedback/${id}`))).item;
    expect(item).toMatchObject({ authorName: null, upvotes: 1, downvotes: 0, myVote: null });
  });
});

describe("listing", () => {
  it("orders by most voted, newest, oldest and most discussed (minority share of all votes)", async () => {
    const author = await t.signUp();
    const voters = await Promise.all(Array.from({ length: 4 }, () => t.signUp()));
    // A: +3 | B: 2 up 2 down | C: 1 up 1 down | D: no votes | E: 1 down; created A oldest … E newest.
    const plan: Record<string, Array<"upvote" | "downvote">> = {
      A: ["upvote", "upvote", "upvote"],
      B: ["upvote", "upvote", "downvote", "downvote"],
      C: ["upvote", "downvote"],
      D: [],
      E: ["downvote"],
    };
    const ids: Record<string, string> = {};
    let daysAgo = 5;
    for (const [name, votes] of Object.entries(plan)) {
      const { id } = await submit(author, { title: `Sort ${name}` });
      ids[name] = id;
      await t.deps.db
        .update(feedback)
        .set({
          createdAt: sql`now() - make_interval(days => ${daysAgo})`,
          updatedAt: sql`now() - make_interval(days => ${daysAgo})`,
        })
        .where(eq(feedback.id, id));
      daysAgo -= 1;
      for (const [index, vote] of votes.entries())
        expect((await setVote(voters[index]!.cookie, id, vote)).status).toBe(200);
    }
    const nameOf = Object.fromEntries(Object.entries(ids).map(([name, id]) => [id, name]));
    const orderOf = async (query: string) =>
      (await list(query))
        .map((item) => nameOf[item.id])
        .filter(Boolean)
        .join("");

    expect(await orderOf("")).toBe("ADCBE");
    expect(await orderOf("?sort=most_voted")).toBe("ADCBE");
    expect(await orderOf("?sort=newest")).toBe("EDCBA");
    expect(await orderOf("?sort=oldest")).toBe("ABCDE");
    expect(await orderOf("?sort=controversial")).toBe("BCAED");
  });

  it("pages through more than a hundred items under every sort and filter, each exactly once, ties included", async () => {
    const author = await t.signUp();
    // 150 success stories in ties: five creation times, and vote counts repeating every four items, so
    // only the id tells many of them apart.
    const base = Date.now() - 60 * 60 * 1000;
    const rows = Array.from({ length: 150 }, (_, index) => ({
      id: randomUUID(),
      userId: author.id,
      title: `Paged ${index}`,
      description: "One of many.",
      category: "success" as const,
      upvotes: index % 4,
      downvotes: index % 3 === 0 ? 1 : 0,
      createdAt: new Date(base + (index % 5) * 1000),
    }));
    await t.deps.db.insert(feedback).values(rows);

    const pageOf = async (query: string) => {
      const response = await t.request(`/api/feedback?${query}`);
      expect(response.status).toBe(200);
      return readJson(response);
    };
    for (const sort of FEEDBACK_SORTS) {
      const whole = await pageOf(`sort=${sort}&pageSize=${FEEDBACK_PAGE_SIZE_MAX}`);
      expect(whole).toMatchObject({ page: 1, pageSize: FEEDBACK_PAGE_SIZE_MAX });
      const { total } = whole;
      expect(total).toBeGreaterThan(FEEDBACK_PAGE_SIZE_MAX);

      for (const pageSize of [FEEDBACK_PAGE_SIZE, 37, FEEDBACK_PAGE_SIZE_MAX]) {
        const seen: string[] = [];
        for (let page = 1; page <= Math.ceil(total / pageSize); page += 1) {
          const answer = await pageOf(`sort=${sort}&page=${page}&pageSize=${pageSize}`);
          expect(answer).toMatchObject({ total, page, pageSize });
          expect(answer.items.length).toBe(Math.min(pageSize, total - (page - 1) * pageSize));
          seen.push(...answer.items.map((item: { id: string }) => item.id));
        }
        expect(new Set(seen).size).toBe(total);
        expect(seen.slice(0, FEEDBACK_PAGE_SIZE_MAX)).toEqual(whole.items.map((item: { id: string }) => item.id));
        expect(seen).toEqual(expect.arrayContaining(rows.map((row) => row.id)));
      }

      // The filter pages too: only the success stories, all of them, once.
      const filtered: string[] = [];
      for (let page = 1; page <= 2; page += 1) {
        const answer = await pageOf(`sort=${sort}&category=success&page=${page}&pageSize=${FEEDBACK_PAGE_SIZE_MAX}`);
        filtered.push(...answer.items.map((item: { id: string }) => item.id));
      }
      expect(new Set(filtered).size).toBe(filtered.length);
      expect(filtered).toEqual(expect.arrayContaining(rows.map((row) => row.id)));
    }

    const past = await pageOf(`page=1000&pageSize=${FEEDBACK_PAGE_SIZE_MAX}`);
    expect(past.items).toEqual([]);
    expect(past.total).toBeGreaterThan(FEEDBACK_PAGE_SIZE_MAX);
    expect((await pageOf("")).items).toHaveLength(FEEDBACK_PAGE_SIZE);
    for (const query of [`pageSize=${FEEDBACK_PAGE_SIZE_MAX + 1}`, "pageSize=0", "page=0", "page=two"]) {
      const response = await t.request(`/api/feedback?${query}`);
      expect(response.status).toBe(400);
      expect((await readJson(response)).error.code).toBe("VALIDATION_FAILED");
    }
  });

  it("filters by category and status, and refuses an unknown sort or filter", async () => {
    const coach = await t.signUp();
    const admin = await t.signUpWithRole("admin");
    const bug = await submit(coach, { category: "bug" });
    const feature = await submit(coach, { category: "feature" });
    const success = await submit(coach, { category: "success" });
    await t.request(`/api/feedback/${feature.id}`, {
      method: "PATCH",
      cookie: admin.cookie,
      body: { status: "resolved" },
    });

    const bugs = await list("?category=bug");
    expect(bugs.every((item) => item.category === "bug")).toBe(true);
    expect(bugs.map((item) => item.id)).toContain(bug.id);

    const resolved = await list("?status=resolved");
    expect(resolved.every((item) => item.status === "resolved")).toBe(true);
    expect(resolved.map((item) => item.id)).toEqual(expect.arrayContaining([feature.id]));

    expect((await list("?category=feature&status=open")).map((item) => item.id)).not.toContain(feature.id);
    expect((await list("?category=success&status=open&sort=newest")).map((item) => item.id)).toContain(success.id);
    expect((await list("?category=all&status=all&sort=newest")).map((item) => item.id)).toEqual(
      expect.arrayContaining([bug.id, feature.id, success.id]),
    );

    for (const query of ["?sort=popular", "?category=praise", "?status=done"]) {
      const response = await t.request(`/api/feedback${query}`);
      expect(response.status).toBe(400);
      expect((await readJson(response)).error.code).toBe("VALIDATION_FAILED");
    }
  });

  it("opens one item by id, for anyone, and answers 404 for an unknown one", async () => {
    const coach = await t.signUp();
    const { id } = await submit(coach, { title: "Open me" });
    const response = await t.request(`/api/feedback/${id}`);
    expect(response.status).toBe(200);
    expect((await readJson(response)).item).toMatchObject({ id, title: "Open me" });
    const missing = await t.request("/api/feedback/no-such-item");
    expect(missing.status).toBe(404);
    expect((await readJson(missing)).error.code).toBe("NOT_FOUND");
  });
});

describe("changing the status", () => {
  it("is refused to visitors (401), coaches and moderators (403)", async () => {
    const coach = await t.signUp();
    const { id } = await submit(coach);
    expect((await t.request(`/api/feedback/${id}`, { method: "PATCH", body: { status: "closed" } })).status).toBe(401);
    for (const user of [coach, await t.signUpWithRole("moderator")]) {
      const response = await t.request(`/api/feedback/${id}`, {
        method: "PATCH",
        cookie: user.cookie,
        body: { status: "closed" },
      });
      expect(response.status).toBe(403);
      expect((await readJson(response)).error.code).toBe("FORBIDDEN");
    }
    expect((await readJson(await t.request(`/api/feedback/${id}`))).item.status).toBe("open");
  });

  it.each(["admin", "super_admin"] as const)(
    "is allowed to %s and moves updated_at only when the status changes",
    async (role) => {
      const coach = await t.signUp();
      const admin = await t.signUpWithRole(role);
      const { id } = await submit(coach);
      const past = sql`now() - interval '2 days'`;
      await t.deps.db.update(feedback).set({ createdAt: past, updatedAt: past }).where(eq(feedback.id, id));
      const before = (await readJson(await t.request(`/api/feedback/${id}`))).item;

      const response = await t.request(`/api/feedback/${id}`, {
        method: "PATCH",
        cookie: admin.cookie,
        body: { status: "in_progress" },
      });
      expect(response.status).toBe(200);
      const changed = (await readJson(response)).item;
      expect(changed.status).toBe("in_progress");
      expect(Date.parse(changed.updatedAt)).toBeGreaterThan(Date.parse(before.updatedAt));
      expect(changed.createdAt).toBe(before.createdAt);

      await t.deps.db.update(feedback).set({ updatedAt: past }).where(eq(feedback.id, id));
      const reset = (await readJson(await t.request(`/api/feedback/${id}`))).item;
      const same = (
        await readJson(
          await t.request(`/api/feedback/${id}`, {
            method: "PATCH",
            cookie: admin.cookie,
            body: { status: "in_progress" },
          }),
        )
      ).item;
      expect(same.updatedAt).toBe(reset.updatedAt);
    },
  );

  it("answers 400 for an unknown status and 404 for an unknown item", async () => {
    const admin = await t.signUpWithRole("admin");
    const coach = await t.signUp();
    const { id } = await submit(coach);
    expect(
      (await t.request(`/api/feedback/${id}`, { method: "PATCH", cookie: admin.cookie, body: { status: "done" } }))
        .status,
    ).toBe(400);
    expect(
      (
        await t.request("/api/feedback/no-such-item", {
          method: "PATCH",
          cookie: admin.cookie,
          body: { status: "closed" },
        })
      ).status,
    ).toBe(404);
  });
});

describe("feedback in the OpenAPI document", () => {
  it("documents every route", async () => {
    const document = await readJson(await t.request("/api/openapi.json"));
    expect(Object.keys(document.paths["/api/feedback"])).toEqual(expect.arrayContaining(["get", "post"]));
    expect(Object.keys(document.paths["/api/feedback/{id}"])).toEqual(expect.arrayContaining(["get", "patch"]));
    expect(Object.keys(document.paths["/api/feedback/{id}/vote"])).toEqual(expect.arrayContaining(["put", "delete"]));
  });
});

describe("submission limit", () => {
  it("refuses a flood from one account with 429 and a wait, and keeps the rest of the board open", async () => {
    const author = await t.signUp();
    for (let index = 0; index < FEEDBACK_SUBMISSIONS_PER_ACCOUNT.limit; index += 1) await submit(author);
    const refused = await t.request("/api/feedback", {
      cookie: author.cookie,
      body: { title: "One more", description: "Really" },
    });
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
    expect((await readJson(refused)).error.code).toBe("RATE_LIMITED");
    await submit(await t.signUp());
  });
});
