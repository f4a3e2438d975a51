import type { FeedbackItem } from "@touchline/contracts";
import { describe, expect, it } from "vitest";
import { voteRequestFor, withVoteApplied } from "./vote-intent.ts";

const item: FeedbackItem = {
  id: "f1",
  title: "Dark mode",
  description: "Please",
  category: "feature",
  status: "open",
  upvotes: 4,
  downvotes: 2,
  authorName: null,
  createdAt: "2026-01-01T10:00:00.000Z",
  updatedAt: "2026-01-01T10:00:00.000Z",
  myVote: null,
};

describe("voteRequestFor", () => {
  it("sets a vote when there is none", () => {
    expect(voteRequestFor(null, "upvote")).toEqual({ kind: "set", voteType: "upvote" });
    expect(voteRequestFor(null, "downvote")).toEqual({ kind: "set", voteType: "downvote" });
  });

  it("removes the vote when the same one is clicked again", () => {
    expect(voteRequestFor("upvote", "upvote")).toEqual({ kind: "remove" });
    expect(voteRequestFor("downvote", "downvote")).toEqual({ kind: "remove" });
  });

  it("switches to the other vote", () => {
    expect(voteRequestFor("upvote", "downvote")).toEqual({ kind: "set", voteType: "downvote" });
    expect(voteRequestFor("downvote", "upvote")).toEqual({ kind: "set", voteType: "upvote" });
  });
});

describe("withVoteApplied", () => {
  it("adds a new vote", () => {
    expect(withVoteApplied(item, { kind: "set", voteType: "upvote" })).toMatchObject({
      upvotes: 5,
      downvotes: 2,
      myVote: "upvote",
    });
  });

  it("moves a switched vote from one count to the other", () => {
    const upvoted = { ...item, myVote: "upvote" as const };
    expect(withVoteApplied(upvoted, { kind: "set", voteType: "downvote" })).toMatchObject({
      upvotes: 3,
      downvotes: 3,
      myVote: "downvote",
    });
  });

  it("takes a removed vote out of its count", () => {
    const downvoted = { ...item, myVote: "downvote" as const };
    expect(withVoteApplied(downvoted, { kind: "remove" })).toMatchObject({ upvotes: 4, downvotes: 1, myVote: null });
  });

  it("changes nothing when the same vote is set again", () => {
    const upvoted = { ...item, myVote: "upvote" as const };
    expect(withVoteApplied(upvoted, { kind: "set", voteType: "upvote" })).toEqual(upvoted);
  });
});
