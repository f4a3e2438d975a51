import type { FeedbackItem, FeedbackVoteType } from "@touchline/contracts";

/** What a click on a vote button asks the server for: explicit and idempotent, never a blind toggle. */
export type VoteRequest = { kind: "set"; voteType: FeedbackVoteType } | { kind: "remove" };

/**
 * Clicking the vote the user already gave takes it back; clicking the other one switches. The toggle
 * is decided here, from the user's vote as last known, so a request the network repeats or a burst of
 * identical requests cannot flip the vote on the server (see set-feedback-vote.ts).
 */
export function voteRequestFor(currentVote: FeedbackVoteType | null, clicked: FeedbackVoteType): VoteRequest {
  return currentVote === clicked ? { kind: "remove" } : { kind: "set", voteType: clicked };
}

/** The item as the vote request will leave it, shown at once while the server confirms. */
export function withVoteApplied(item: FeedbackItem, request: VoteRequest): FeedbackItem {
  const nextVote = request.kind === "remove" ? null : request.voteType;
  const change = (voteType: FeedbackVoteType) => (nextVote === voteType ? 1 : 0) - (item.myVote === voteType ? 1 : 0);
  return {
    ...item,
    myVote: nextVote,
    upvotes: item.upvotes + change("upvote"),
    downvotes: item.downvotes + change("downvote"),
  };
}
