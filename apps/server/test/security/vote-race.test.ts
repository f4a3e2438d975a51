/**
 * Thirty coaches voting, switching and taking their votes back on one feedback item all at once, each
 * sending several calls without waiting for the previous: afterwards the item's counts are the vote
 * rows, and no coach has more than one vote.
 */
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
// The app first: it teaches zod the OpenAPI extension before the contracts build their schemas.
import { createTestApp, readJson, type TestApp } from "../test-app.ts";
import { feedback, feedbackVotes } from "../../src/db/schema.ts";
import { type Actor, createWorld, feedbackBody, type World } from "./route-table.ts";

const VOTERS = 30;

let t: TestApp;
let world: World;
beforeAll(async () => {
  t = await createTestApp();
  world = await createWorld(t);
}, 60_000);
afterAll(() => t.close());

type Move = "upvote" | "downvote" | "remove";
const MOVES: readonly Move[] = ["upvote", "downvote", "remove"];

async function send(id: string, voter: Actor, move: Move): Promise<Response> {
  const path = `/api/feedback/${id}/vote`;
  return move === "remove"
    ? t.request(path, { method: "DELETE", cookie: voter.cookie })
    : t.request(path, { method: "PUT", body: { voteType: move }, cookie: voter.cookie });
}

describe("concurrent votes on one feedback item", () => {
  it("leave counts equal to the vote rows and at most one vote per coach", async () => {
    const created = await t.request("/api/feedback", { body: feedbackBody(), cookie: world.actors.owner.cookie });
    expect(created.status).toBe(201);
    const { id } = (await readJson(created)).item as { id: string };
    const voters = await Promise.all(Array.from({ length: VOTERS }, () => world.freshActor("coach")));

    // Each coach: six calls at once, in an order of its own, so votes, switches and removals interleave.
    const statuses = await Promise.all(
      voters.flatMap((voter, index) =>
        Array.from({ length: 6 }, (_, step) =>
          send(id, voter, MOVES[(index + step * (1 + (index % 2))) % 3]!).then((response) => response.status),
        ),
      ),
    );
    expect(new Set(statuses)).toEqual(new Set([200]));
    // And a last, settled vote from every third coach, so the item ends with votes on it.
    for (const voter of voters.filter((_, index) => index % 3 === 0)) {
      expect((await send(id, voter, "upvote")).status).toBe(200);
    }

    const [counts] = await t.deps.db
      .select({ upvotes: feedback.upvotes, downvotes: feedback.downvotes })
      .from(feedback)
      .where(eq(feedback.id, id));
    const rows = await t.deps.db
      .select({ userId: feedbackVotes.userId, voteType: feedbackVotes.voteType })
      .from(feedbackVotes)
      .where(eq(feedbackVotes.feedbackId, id));
    expect(counts).toEqual({
      upvotes: rows.filter((row) => row.voteType === "upvote").length,
      downvotes: rows.filter((row) => row.voteType === "downvote").length,
    });
    expect(counts!.upvotes).toBeGreaterThanOrEqual(VOTERS / 3);
    const perCoach = await t.deps.db
      .select({ userId: feedbackVotes.userId, votes: sql<number>`count(*)::int` })
      .from(feedbackVotes)
      .where(eq(feedbackVotes.feedbackId, id))
      .groupBy(feedbackVotes.userId);
    expect(perCoach.filter((row) => row.votes > 1)).toEqual([]);

    // The API shows the same counts.
    const shown = (await readJson(await t.request(`/api/feedback/${id}`))).item;
    expect({ upvotes: shown.upvotes, downvotes: shown.downvotes }).toEqual(counts);
  }, 60_000);
});
