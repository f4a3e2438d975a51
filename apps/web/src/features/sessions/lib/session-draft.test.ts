import { SessionContentInputSchema } from "@touchline/contracts";
import { describe, expect, it } from "vitest";
import {
  draftToContent,
  duplicateBlock,
  insertBlock,
  moveBlock,
  newDrill,
  newSessionDraft,
  removeBlock,
  updateBlock,
} from "./session-draft.ts";

const titles = (draft: ReturnType<typeof newSessionDraft>) => draft.blocks.map((block) => block.title);

describe("session draft", () => {
  it("starts with a warm-up and becomes a valid request once titled", () => {
    const draft = { ...newSessionDraft(), title: "Tuesday U12" };
    const parsed = SessionContentInputSchema.safeParse(draftToContent(draft));
    expect(parsed.success).toBe(true);
  });

  it("reorders, duplicates, inserts and removes blocks without touching the others", () => {
    let draft = newSessionDraft();
    draft = insertBlock(draft, newDrill("Rondo"));
    draft = insertBlock(draft, newDrill("Game"));
    expect(titles(draft)).toEqual(["Warm-up", "Rondo", "Game"]);
    const [warmUp, rondo] = draft.blocks;
    draft = moveBlock(draft, warmUp!.id, 2);
    expect(titles(draft)).toEqual(["Rondo", "Game", "Warm-up"]);
    expect(moveBlock(draft, rondo!.id, -5)).toBe(draft);
    draft = duplicateBlock(draft, rondo!.id);
    expect(titles(draft)).toEqual(["Rondo", "Rondo (copy)", "Game", "Warm-up"]);
    expect(new Set(draft.blocks.map((block) => block.id)).size).toBe(4);
    draft = updateBlock(draft, rondo!.id, { durationMinutes: 20 });
    expect(draft.blocks[0]!.durationMinutes).toBe(20);
    draft = removeBlock(draft, rondo!.id);
    expect(titles(draft)).toEqual(["Rondo (copy)", "Game", "Warm-up"]);
  });

  it("drops blank objectives, topics and coaching points instead of refusing them", () => {
    const draft = newSessionDraft();
    const content = draftToContent({
      ...draft,
      title: "T",
      objectives: ["Press together", " "],
      topics: ["", "pressing"],
      blocks: [{ ...draft.blocks[0]!, coachingPoints: ["Body shape", ""] }],
    });
    expect(content.objectives).toEqual(["Press together"]);
    expect(content.topics).toEqual(["pressing"]);
    expect(content.blocks![0]!.coachingPoints).toEqual(["Body shape"]);
  });
});
