import { SessionContentInputSchema } from "@touchline/contracts";
import { addObject, createObject } from "@touchline/diagram";
import { describe, expect, it } from "vitest";
import {
  composeDraft,
  draftText,
  draftToContent,
  duplicateDrill,
  insertBlock,
  moveBlock,
  newDrill,
  newSessionDraft,
  progressionKey,
  removeBlock,
  type SessionDraft,
  splitDraft,
  updateBlock,
} from "./session-draft.ts";

const titles = (blocks: SessionDraft["blocks"]) => blocks.map((block) => block.title);

describe("session draft", () => {
  it("starts with a warm-up and becomes a valid request once titled", () => {
    const draft = { ...newSessionDraft(), title: "Tuesday U12" };
    const parsed = SessionContentInputSchema.safeParse(draftToContent(draft));
    expect(parsed.success).toBe(true);
  });

  it("reorders, duplicates, inserts and removes blocks without touching the others", () => {
    let blocks = newSessionDraft().blocks;
    blocks = insertBlock(blocks, newDrill("Rondo"));
    blocks = insertBlock(blocks, newDrill("Game"));
    expect(titles(blocks)).toEqual(["Warm-up", "Rondo", "Game"]);
    const [warmUp, rondo] = blocks;
    blocks = moveBlock(blocks, warmUp!.id, 2);
    expect(titles(blocks)).toEqual(["Rondo", "Game", "Warm-up"]);
    expect(moveBlock(blocks, rondo!.id, -5)).toBe(blocks);
    blocks = insertBlock(blocks, duplicateDrill(rondo!), 1);
    expect(titles(blocks)).toEqual(["Rondo", "Rondo (copy)", "Game", "Warm-up"]);
    expect(new Set(blocks.map((block) => block.id)).size).toBe(4);
    blocks = updateBlock(blocks, rondo!.id, { durationMinutes: 20 });
    expect(blocks[0]!.durationMinutes).toBe(20);
    blocks = removeBlock(blocks, rondo!.id);
    expect(titles(blocks)).toEqual(["Rondo (copy)", "Game", "Warm-up"]);
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

  it("splits into text and drawings by store key, and composes back to the same draft", () => {
    const drill = newDrill("Rondo");
    const harder = addObject(drill.diagram, createObject("cone", { id: "cone", x: 5, y: 5 }));
    const draft: SessionDraft = {
      ...newSessionDraft(),
      title: "T",
      blocks: [{ ...drill, progressions: [{ title: "Harder", description: "Two touches", diagram: harder }] }],
    };
    const { fields, drawings } = splitDraft(draft);
    expect(fields.blocks[0]).not.toHaveProperty("diagram");
    expect(fields.blocks[0]!.progressions).toEqual([
      { key: progressionKey(drill.id, 0), title: "Harder", description: "Two touches" },
    ]);
    expect(drawings).toEqual([
      [drill.id, drill.diagram],
      [progressionKey(drill.id, 0), harder],
    ]);
    expect(composeDraft(fields, new Map(drawings))).toEqual(draft);
  });

  it("compares drafts by content, whatever order their keys came in", () => {
    const draft = { ...newSessionDraft(), title: "T" };
    const { blocks, ...rest } = draft;
    const reordered = { blocks: blocks.map(({ id, ...block }) => ({ ...block, id })), ...rest };
    expect(JSON.stringify(reordered)).not.toBe(JSON.stringify(draft));
    expect(draftText(reordered)).toBe(draftText(draft));
    expect(draftText({ ...draft, theme: "Pressing" })).not.toBe(draftText(draft));
  });

  it("a drawing missing from the stores is an error, not a silent empty pitch", () => {
    const { fields } = splitDraft(newSessionDraft());
    expect(() => composeDraft(fields, new Map())).toThrow(/No drawing/);
  });
});
