import { DIAGRAM_VERSION } from "@touchline/diagram";
import { beforeEach, describe, expect, it } from "vitest";
import diagramV2 from "../../../../../../packages/diagram/src/fixtures/diagram-v2.json" with { type: "json" };
import { draftKey, parseStoredDraft, readLocalDraft, writeLocalDraft } from "./local-draft.ts";
import { editFields, newSessionDocument, type SessionDocument } from "./session-document.ts";

const SAVED_AT = "2026-01-02T10:00:00.000Z";

/** A draft as this device would keep it, through JSON as storage does, to tamper with. */
function stored(draft: SessionDocument = editFields(newSessionDocument(), { title: "Tuesday U12" })) {
  return JSON.parse(JSON.stringify({ draft, savedAt: SAVED_AT })) as {
    draft: Record<string, unknown> & { blocks: Record<string, unknown>[] };
    savedAt: string;
  };
}

describe("parseStoredDraft", () => {
  it("reads back a draft this app kept", () => {
    const draft = editFields(newSessionDocument(), { title: "Tuesday U12" });
    expect(parseStoredDraft(stored(draft))).toEqual({ draft, savedAt: SAVED_AT });
  });

  it("refuses what is not a draft at all", () => {
    for (const raw of [null, "draft", 42, [], {}, { draft: {}, savedAt: "" }, { draft: stored().draft }])
      expect(parseStoredDraft(raw)).toBeNull();
  });

  it("refuses a draft with a field of the wrong type", () => {
    const tamper = [
      (raw: ReturnType<typeof stored>) => (raw.draft.title = 5),
      (raw: ReturnType<typeof stored>) => (raw.draft.blocks = "drills" as never),
      (raw: ReturnType<typeof stored>) => (raw.draft.intensity = "extreme"),
      (raw: ReturnType<typeof stored>) => (raw.draft.blocks[0]!.durationMinutes = "15"),
      (raw: ReturnType<typeof stored>) => (raw.draft.blocks[0]!.diagram = { objects: [] }),
      (raw: ReturnType<typeof stored>) => (raw.savedAt = "yesterday"),
    ];
    for (const change of tamper) {
      const raw = stored();
      change(raw);
      expect(parseStoredDraft(raw)).toBeNull();
    }
  });

  it("leaves fields it does not know behind, and refuses a drawing with a forbidden key", () => {
    const raw = stored();
    Object.assign(raw, { isAdmin: true });
    Object.assign(raw.draft, { ownerId: "someone-else" });
    Object.assign(raw.draft.blocks[0]!, { onclick: "alert(1)" });
    const parsed = parseStoredDraft(raw)!;
    expect(parsed).not.toHaveProperty("isAdmin");
    expect(parsed.draft).not.toHaveProperty("ownerId");
    expect(parsed.draft.blocks[0]).not.toHaveProperty("onclick");

    const planted = stored();
    planted.draft.blocks[0]!.diagram = JSON.parse(
      JSON.stringify(planted.draft.blocks[0]!.diagram).replace('"objects":{}', '"objects":{"__proto__":{"x":1}}'),
    );
    expect(parseStoredDraft(planted)).toBeNull();
  });

  it("refuses a draft whose drawing a newer version of the app made", () => {
    const raw = stored();
    raw.draft.blocks[0]!.diagram = { ...(raw.draft.blocks[0]!.diagram as object), version: DIAGRAM_VERSION + 1 };
    expect(parseStoredDraft(raw)).toBeNull();
  });

  it("migrates a drawing an older version made, in a drill and in a progression", () => {
    const raw = stored();
    raw.draft.blocks[0]!.diagram = diagramV2;
    raw.draft.blocks[0]!.progressions = [{ title: "Harder", description: "", diagram: diagramV2 }];
    const drill = parseStoredDraft(raw)!.draft.blocks[0]!;
    expect(drill.diagram.version).toBe(DIAGRAM_VERSION);
    expect(Object.keys(drill.diagram.objects).sort()).toEqual(Object.keys(diagramV2.objects).sort());
    expect(drill.progressions[0]!.diagram.version).toBe(DIAGRAM_VERSION);
  });

  it("gives a draft kept before covers existed the first drill as its cover", () => {
    const raw = stored();
    delete raw.draft.coverBlockId;
    expect(parseStoredDraft(raw)!.draft.coverBlockId).toBeNull();
  });
});

describe("the draft on this device", () => {
  beforeEach(() => localStorage.clear());

  it("is written, read back through the schema, and damaged JSON reads as none", () => {
    const draft = editFields(newSessionDocument(), { title: "Tuesday U12" });
    writeLocalDraft("s1", draft);
    expect(readLocalDraft("s1")?.draft).toEqual(draft);
    localStorage.setItem(draftKey("s1"), "{not json");
    expect(readLocalDraft("s1")).toBeNull();
    expect(readLocalDraft(undefined)).toBeNull();
  });
});
