import { SessionContentInputSchema, type Session } from "@touchline/contracts";
import { addObject, createDiagram, createObject } from "@touchline/diagram";
import { describe, expect, it } from "vitest";
import {
  addDrill,
  documentFromSession,
  documentToContent,
  drillDrawings,
  duplicateDrill,
  editDrill,
  editFields,
  moveDrill,
  newDrill,
  newSessionDocument,
  progressionKey,
  removeDrill,
  restoreDraft,
  type SessionDocument,
  sessionDrawings,
  sessionTeamColours,
} from "./session-document.ts";

const titles = (document: SessionDocument) => document.blocks.map((block) => block.title);
const withCone = addObject(createDiagram({ template: "half" }), createObject("cone", { id: "cone", x: 5, y: 5 }));

/** A session of three drills: Warm-up, Rondo, Game. */
function threeDrills(): SessionDocument {
  let document = newSessionDocument();
  document = addDrill(document, newDrill("Rondo", "rondo"));
  return addDrill(document, newDrill("Game", "game"));
}

describe("session document", () => {
  it("starts with a warm-up and becomes a valid request once titled", () => {
    const document = editFields(newSessionDocument(), { title: "Tuesday U12" });
    expect(titles(document)).toEqual(["Warm-up"]);
    expect(SessionContentInputSchema.safeParse(documentToContent(document)).success).toBe(true);
  });

  it("edits the session's fields, leaving its drills as they were", () => {
    const before = newSessionDocument();
    const after = editFields(before, { title: "Saturday U10", phases: ["attacking"], date: "2026-11-24" });
    expect(after).toMatchObject({ title: "Saturday U10", phases: ["attacking"], date: "2026-11-24" });
    expect(after.blocks).toBe(before.blocks);
    expect(before.title).toBe("");
  });

  it("adds a drill at the end or at a place", () => {
    const document = threeDrills();
    expect(titles(document)).toEqual(["Warm-up", "Rondo", "Game"]);
    expect(titles(addDrill(document, newDrill("Cool-down"), 1))).toEqual(["Warm-up", "Cool-down", "Rondo", "Game"]);
    expect(titles(document)).toEqual(["Warm-up", "Rondo", "Game"]);
  });

  it("moves a drill to a place, clamped, and leaves the document alone for no move or an unknown drill", () => {
    const document = threeDrills();
    const warmUp = document.blocks[0]!.id;
    expect(titles(moveDrill(document, warmUp, 2))).toEqual(["Rondo", "Game", "Warm-up"]);
    expect(titles(moveDrill(document, "game", -5))).toEqual(["Game", "Warm-up", "Rondo"]);
    expect(moveDrill(document, warmUp, 0)).toBe(document);
    expect(moveDrill(document, "nobody", 1)).toBe(document);
  });

  it("removes a drill, and an unknown one changes nothing", () => {
    const document = threeDrills();
    expect(titles(removeDrill(document, "rondo"))).toEqual(["Warm-up", "Game"]);
    expect(removeDrill(document, "nobody")).toBe(document);
  });

  it("duplicates a drill right after it, with its own id and the same drawings", () => {
    const document = editDrill(threeDrills(), "rondo", { diagram: withCone });
    const copied = duplicateDrill(document, "rondo", "rondo-copy");
    expect(titles(copied)).toEqual(["Warm-up", "Rondo", "Rondo (copy)", "Game"]);
    expect(copied.blocks[2]).toMatchObject({ id: "rondo-copy", diagram: withCone });
    expect(duplicateDrill(document, "nobody")).toBe(document);
  });

  it("edits one drill, and an unknown drill changes nothing", () => {
    const document = threeDrills();
    const edited = editDrill(document, "rondo", { durationMinutes: 20, title: "Rondo 4v1" });
    expect(edited.blocks[1]).toMatchObject({ id: "rondo", durationMinutes: 20, title: "Rondo 4v1" });
    expect(edited.blocks[0]).toBe(document.blocks[0]);
    expect(editDrill(document, "nobody", { title: "X" })).toBe(document);
  });

  it("restores a draft in place of what is there", () => {
    const draft = editFields(threeDrills(), { title: "From the device" });
    expect(restoreDraft(newSessionDocument(), draft)).toBe(draft);
  });

  it("drops blank objectives, topics and coaching points instead of refusing them", () => {
    const document = newSessionDocument();
    const content = documentToContent({
      ...document,
      title: "T",
      objectives: ["Press together", " "],
      topics: ["", "pressing"],
      blocks: [{ ...document.blocks[0]!, coachingPoints: ["Body shape", ""] }],
    });
    expect(content.objectives).toEqual(["Press together"]);
    expect(content.topics).toEqual(["pressing"]);
    expect(content.blocks![0]!.coachingPoints).toEqual(["Body shape"]);
  });

  it("takes a saved session's content and nothing else", () => {
    const document = newSessionDocument();
    const session = { ...document, id: "s1", shortId: "abcd1234", isOwner: true } as unknown as Session;
    const content = documentFromSession(session);
    expect(content).toEqual(document);
    expect(content).not.toHaveProperty("shortId");
  });

  it("finds and replaces each drawing by its key: a drill's id, a progression's key", () => {
    const drill = {
      ...newDrill("Rondo", "rondo"),
      progressions: [{ title: "Harder", description: "", diagram: withCone }],
    };
    const document = addDrill(newSessionDocument(), drill);
    const warmUp = document.blocks[0]!.id;
    expect(sessionDrawings.keys(document)).toEqual([warmUp, "rondo", progressionKey("rondo", 0)]);
    expect(sessionDrawings.get(document, progressionKey("rondo", 0))).toBe(withCone);
    expect(sessionDrawings.get(document, "nobody")).toBeUndefined();

    const redrawn = sessionDrawings.set(document, "rondo", withCone);
    expect(redrawn.blocks[1]!.diagram).toBe(withCone);
    expect(redrawn.blocks[0]).toBe(document.blocks[0]);
    const progression = sessionDrawings.set(document, progressionKey("rondo", 0), drill.diagram);
    expect(progression.blocks[1]!.progressions[0]!.diagram).toBe(drill.diagram);
    expect(sessionDrawings.set(document, "nobody", withCone)).toBe(document);
    expect(drillDrawings.set(drill, progressionKey("rondo", 4), withCone)).toBe(drill);
  });
});

describe("a session started in a club's colours", () => {
  it("dresses its first drill in them and hands them to drills added later", () => {
    const wasps = { home: "yellow", away: "black" } as const;
    const document = newSessionDocument(wasps);
    expect(document.blocks[0]!.diagram.teamColours).toEqual(wasps);
    expect(sessionTeamColours(document)).toEqual(wasps);
    expect(sessionTeamColours(newSessionDocument())).toBeUndefined();
    const titled = editFields(document, { title: "Wasps pressing" });
    const content = documentToContent(addDrill(titled, newDrill("Rondo", "rondo", sessionTeamColours(titled))));
    expect(SessionContentInputSchema.parse(content).blocks.map((block) => block.diagram.teamColours)).toEqual([
      wasps,
      wasps,
    ]);
  });
});

describe("a session's language", () => {
  it("is the coach's when they start it, goes with the content, and changes as a field", () => {
    const document = newSessionDocument(undefined, "de");
    expect(documentToContent(document).language).toBe("de");
    expect(documentToContent(editFields(document, { language: "nl" })).language).toBe("nl");
    // Not known (a draft kept before sessions had one): the server gives it its author's.
    expect(documentToContent(newSessionDocument()).language).toBeUndefined();
  });
});
