import { describe, expect, it } from "vitest";
import { addFrame } from "./commands/frames.ts";
import { migrateDiagram, safeMigrateDiagram } from "./migrate-diagram.ts";
import { DiagramSchema, IdSchema } from "./schema.ts";
import { sampleDiagram } from "./test-helpers.ts";

/** What JSON.parse gives: tests corrupt documents freely, so they work on untyped JSON. */
type Json = ReturnType<typeof JSON.parse>;

/** A mutable JSON copy of the sample, ready to be corrupted. */
function sampleJson(): Json {
  return JSON.parse(JSON.stringify(sampleDiagram()));
}

function rejection(input: unknown): string {
  const result = safeMigrateDiagram(input);
  if (result.ok) throw new Error("expected the diagram to be rejected");
  return result.error;
}

describe("DiagramSchema rejects malformed and hostile documents", () => {
  it("accepts the sample as a baseline", () => {
    expect(safeMigrateDiagram(sampleJson()).ok).toBe(true);
  });

  it("rejects a wrong, missing or future version", () => {
    expect(rejection({ ...sampleJson(), version: 4 })).toMatch(/made with a newer version of Touchline/);
    expect(rejection({ ...sampleJson(), version: 0 })).toMatch(/unsupported version 0/);
    expect(rejection({ ...sampleJson(), version: "2" })).toMatch(/unsupported version "2"/);
    const noVersion = sampleJson();
    delete noVersion.version;
    expect(rejection(noVersion)).toMatch(/unsupported version undefined/);
    expect(rejection(null)).toMatch(/expected a JSON object/);
    expect(rejection([])).toMatch(/expected a JSON object/);
  });

  it("rejects an unknown kind", () => {
    const json = sampleJson();
    json.objects.c1.kind = "trampoline";
    expect(rejection(json)).toMatch(/objects\.c1\.kind/);
  });

  it("rejects NaN and infinite numbers", () => {
    const diagram: Json = sampleJson();
    diagram.objects.p1.x = Number.NaN;
    expect(DiagramSchema.safeParse(diagram).success).toBe(false);
    expect(rejection(diagram)).toMatch(/objects\.p1\.x/);
    diagram.objects.p1.x = Number.POSITIVE_INFINITY;
    expect(rejection(diagram)).toMatch(/objects\.p1\.x/);
  });

  it("rejects coordinates and sizes outside their bounds", () => {
    const json = sampleJson();
    json.objects.c1.y = 1e9;
    json.pitch.width = 4;
    const error = rejection(json);
    expect(error).toMatch(/objects\.c1\.y/);
    expect(error).toMatch(/pitch\.width/);
  });

  it("rejects more than 1000 objects", () => {
    const json = sampleJson();
    const cone = json.objects.c1;
    for (let i = 0; i < 1001; i++) json.objects[`x${i}`] = { ...cone, id: `x${i}` };
    expect(rejection(json)).toMatch(/at most 1000 objects/);
    // The schema alone (without migrateDiagram's early guard) says the same.
    const result = DiagramSchema.safeParse(json);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toMatch(/at most 1000 objects/);
  });

  it("rejects more than 100 frames", () => {
    const json = sampleJson();
    json.frames = Array.from({ length: 101 }, (_, i) => ({ id: `f${i}`, durationMs: 1000, poses: {} }));
    expect(rejection(json)).toMatch(/frames/);
  });

  it("rejects a pose that refers to a missing object", () => {
    const json = JSON.parse(JSON.stringify(addFrame(sampleDiagram())));
    json.frames[1].poses.ghost = { x: 1, y: 1, rotation: 0 };
    expect(rejection(json)).toMatch(/frames\.1\.poses\.ghost: Pose refers to unknown object "ghost"/);
  });

  it("rejects poses in the first frame", () => {
    const json = JSON.parse(JSON.stringify(addFrame(sampleDiagram())));
    json.frames[0].poses.p1 = { x: 1, y: 1, rotation: 0 };
    expect(rejection(json)).toMatch(/frames\.0\.poses: The first frame has no poses/);
  });

  it("rejects duplicate frame ids", () => {
    const json = JSON.parse(JSON.stringify(addFrame(sampleDiagram())));
    json.frames[1].id = json.frames[0].id;
    expect(rejection(json)).toMatch(/Duplicate frame id/);
  });

  it("rejects a ball attached to a missing object or to a non-person", () => {
    const json = sampleJson();
    json.objects.b1.attachedTo = "nobody";
    expect(rejection(json)).toMatch(/objects\.b1\.attachedTo/);
    json.objects.b1.attachedTo = "c1";
    expect(rejection(json)).toMatch(/"c1", which is not a person/);
  });

  it("rejects huge strings", () => {
    const json = sampleJson();
    json.objects.p1.label = "12345";
    expect(rejection(json)).toMatch(/objects\.p1\.label/);
    const text = sampleJson();
    text.objects.t = {
      ...text.objects.c1,
      id: "t",
      kind: "text",
      text: "x".repeat(1_000_000),
      fontSize: 2,
      colour: "#ffffff",
      scale: undefined,
    };
    delete text.objects.t.scale;
    const error = rejection(text);
    expect(error).toMatch(/objects\.t\.text/);
    expect(error.length).toBeLessThan(1000);
  });

  it("rejects __proto__, constructor and prototype as keys anywhere", () => {
    const proto = JSON.parse(
      `{"version":2,"pitch":${JSON.stringify(sampleDiagram().pitch)},"objects":{"__proto__":{"polluted":true}},"frames":[]}`,
    );
    expect(rejection(proto)).toMatch(/forbidden key "__proto__"/);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    const nested = JSON.parse(
      JSON.stringify(sampleDiagram()).replace('"label":"7"', '"label":"7","__proto__":{"x":1}'),
    );
    expect(rejection(nested)).toMatch(/objects\.p1\.__proto__/);
    const constructorId = sampleJson();
    constructorId.objects.constructor = { ...constructorId.objects.c1, id: "constructor" };
    expect(rejection(constructorId)).toMatch(/forbidden key "constructor"/);
    expect(IdSchema.safeParse("prototype").success).toBe(false);
    expect(IdSchema.safeParse("__proto__").success).toBe(false);
  });

  it("rejects ids that do not match their key or the id pattern", () => {
    const json = sampleJson();
    json.objects.c1.id = "c2";
    expect(rejection(json)).toMatch(/objects\.c1\.id: Object id "c2" does not match its key "c1"/);
    const bad = sampleJson();
    bad.objects["a b"] = { ...bad.objects.c1, id: "a b" };
    expect(rejection(bad)).toMatch(/id is 1–40 letters/);
    expect(IdSchema.safeParse("x".repeat(41)).success).toBe(false);
  });

  it("rejects unknown fields, bad colours and malformed order keys", () => {
    const extra = sampleJson();
    extra.objects.c1.onClick = "alert(1)";
    expect(rejection(extra)).toMatch(/objects\.c1/);
    const colour = sampleJson();
    colour.objects.c1.colour = "url(javascript:alert(1))";
    expect(rejection(colour)).toMatch(/objects\.c1\.colour/);
    const order = sampleJson();
    order.objects.c1.order = "a00";
    expect(rejection(order)).toMatch(/objects\.c1\.order/);
  });

  it("rejects documents nested absurdly deep before parsing them", () => {
    const json = sampleJson();
    let deep: Record<string, unknown> = {};
    json.objects.c1.extra = deep;
    for (let i = 0; i < 10_000; i++) {
      const next = {};
      deep.a = next;
      deep = next;
    }
    expect(rejection(json)).toMatch(/nested too deeply/);
  });

  it("lists only the first few issues in the message", () => {
    const json = sampleJson();
    for (const object of Object.values<Json>(json.objects)) object.x = "far";
    const error = rejection(json);
    expect(error).toMatch(/\(and \d+ more\)/);
    expect(() => migrateDiagram(json)).toThrow(/objects\.\w+\.x/);
  });
});

describe("showing real sizes", () => {
  function withRectangle(extra: Record<string, unknown>): Json {
    const json = sampleJson();
    json.objects.sized = {
      id: "sized",
      kind: "rectangle",
      x: 20,
      y: 15,
      rotation: 0,
      locked: false,
      hidden: false,
      order: "a0",
      width: 40,
      height: 30,
      fill: "#ffffff",
      fillOpacity: 0.2,
      border: "dashed",
      stroke: "#ffffff",
      ...extra,
    };
    return json;
  }

  it("reads a version 2 document without the flag as before, and one with it", () => {
    expect(migrateDiagram(withRectangle({})).objects.sized).not.toHaveProperty("showSize");
    const shown = migrateDiagram(withRectangle({ showSize: true }));
    expect(shown.objects.sized).toMatchObject({ showSize: true });
    const pitch = sampleJson();
    pitch.pitch.showSize = true;
    expect(migrateDiagram(pitch).pitch.showSize).toBe(true);
  });

  it("refuses a flag that is not a boolean, and the flag on kinds that have no size", () => {
    expect(rejection(withRectangle({ showSize: "yes" }))).toContain("showSize");
    const json = sampleJson();
    const [firstId] = Object.keys(json.objects);
    json.objects[firstId!].showSize = true;
    expect(rejection(json)).toMatch(/showSize|Unrecognized/);
  });
});
