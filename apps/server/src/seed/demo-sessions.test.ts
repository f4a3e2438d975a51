import { SUGGESTED_TOPICS, SessionContentInputSchema } from "@touchline/contracts";
import { countPlayers, type Diagram } from "@touchline/diagram";
import { describe, expect, it } from "vitest";
import { DEMO_AUTHOR, DEMO_SESSIONS } from "./demo-sessions.ts";

const sessions = DEMO_SESSIONS.map((input) => SessionContentInputSchema.parse(input));
const blocks = sessions.flatMap((session) => session.blocks.map((block) => ({ session, block })));
const diagrams = blocks.flatMap(({ session, block }) => [
  { where: `${session.title} / ${block.title}`, diagram: block.diagram },
  ...block.progressions.map((progression) => ({
    where: `${session.title} / ${block.title} / ${progression.title}`,
    diagram: progression.diagram,
  })),
]);

/** Kinds that stand on the training ground and must be inside the marked area. */
const PLACED_KINDS = new Set(["player", "goalkeeper", "neutral", "cone", "disc"]);

function isAnimated(diagram: Diagram): boolean {
  return diagram.frames.length >= 2 && diagram.frames.slice(1).some((frame) => Object.keys(frame.poses).length > 0);
}

describe("demo sessions", () => {
  it("has a demo author on a reserved domain", () => {
    expect(DEMO_AUTHOR.email.endsWith(".invalid")).toBe(true);
  });

  it("ships twelve sessions that all pass the session contract (diagrams included)", () => {
    expect(DEMO_SESSIONS).toHaveLength(12);
    for (const input of DEMO_SESSIONS) {
      const result = SessionContentInputSchema.safeParse(input);
      expect(result.success, `${input.title}: ${result.success ? "" : result.error.message}`).toBe(true);
    }
  });

  it("has unique titles, 2–4 drills per session and realistic total durations", () => {
    expect(new Set(sessions.map((session) => session.title)).size).toBe(sessions.length);
    for (const session of sessions) {
      expect(session.blocks.length, session.title).toBeGreaterThanOrEqual(2);
      expect(session.blocks.length, session.title).toBeLessThanOrEqual(4);
      const total = session.blocks.reduce((sum, block) => sum + block.durationMinutes, 0);
      expect(total, session.title).toBeGreaterThanOrEqual(60);
      expect(total, session.title).toBeLessThanOrEqual(90);
    }
  });

  it("gives every block an id that is unique within its session", () => {
    for (const session of sessions) {
      const ids = session.blocks.map((block) => block.id);
      expect(new Set(ids).size, session.title).toBe(ids.length);
    }
  });

  it("writes 3–5 coaching points per drill and an organisation with the area size", () => {
    for (const { session, block } of blocks) {
      const where = `${session.title} / ${block.title}`;
      expect(block.coachingPoints.length, where).toBeGreaterThanOrEqual(3);
      expect(block.coachingPoints.length, where).toBeLessThanOrEqual(5);
      expect(block.organisation.length, where).toBeGreaterThan(80);
    }
  });

  it("draws at least one object in every diagram, with every player and cone inside the pitch", () => {
    for (const { where, diagram } of diagrams) {
      const objects = Object.values(diagram.objects);
      expect(objects.length, where).toBeGreaterThan(0);
      expect(countPlayers(diagram).total, where).toBeGreaterThan(0);
      const { length, width } = diagram.pitch;
      for (const object of objects) {
        if (!PLACED_KINDS.has(object.kind)) continue;
        expect(object.x, `${where}: ${object.id}.x`).toBeGreaterThanOrEqual(0);
        expect(object.x, `${where}: ${object.id}.x`).toBeLessThanOrEqual(length);
        expect(object.y, `${where}: ${object.id}.y`).toBeGreaterThanOrEqual(0);
        expect(object.y, `${where}: ${object.id}.y`).toBeLessThanOrEqual(width);
      }
      for (const frame of diagram.frames) {
        for (const [id, pose] of Object.entries(frame.poses)) {
          const kind = diagram.objects[id]?.kind;
          if (!kind || !PLACED_KINDS.has(kind)) continue;
          expect(
            pose.x >= 0 && pose.x <= length && pose.y >= 0 && pose.y <= width,
            `${where}: ${id} in frame ${frame.id}`,
          ).toBe(true);
        }
      }
    }
  });

  it("animates at least four drills", () => {
    const animated = blocks.filter(({ block }) => isAnimated(block.diagram));
    expect(animated.length).toBeGreaterThanOrEqual(4);
  });

  it("keeps frame ids stable so seeding twice writes the same documents", () => {
    for (const { where, diagram } of diagrams) {
      if (diagram.frames.length === 0) continue;
      expect(
        diagram.frames.map((frame) => frame.id),
        where,
      ).toEqual(diagram.frames.map((_, index) => (index === 0 ? "start" : `step-${index}`)));
    }
  });

  it("covers at least six age groups", () => {
    const ageGroups = new Set(sessions.map((session) => session.ageGroup));
    expect(ageGroups.has(null)).toBe(false);
    expect(ageGroups.size).toBeGreaterThanOrEqual(6);
  });

  it("covers the main topics and every phase of play", () => {
    const topics = new Set(sessions.flatMap((session) => session.topics));
    for (const topic of [
      "rondo",
      "possession",
      "pressing",
      "finishing",
      "small-sided games",
      "warm-up",
      "goalkeeping",
      "transitions",
    ]) {
      expect(topics.has(topic), topic).toBe(true);
    }
    const suggested: readonly string[] = SUGGESTED_TOPICS;
    expect(suggested.filter((topic) => topics.has(topic)).length).toBeGreaterThanOrEqual(10);
    const phases = new Set(sessions.flatMap((session) => session.phases));
    for (const phase of [
      "attacking",
      "defending",
      "transition-to-attack",
      "transition-to-defence",
      "set-pieces",
    ] as const) {
      expect(phases.has(phase), phase).toBe(true);
    }
  });

  it("uses readable, stable ids (no generated UUIDs) so seeding twice writes the same documents", () => {
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-/i;
    for (const { where, diagram } of diagrams) {
      for (const id of [...Object.keys(diagram.objects), ...diagram.frames.map((frame) => frame.id)]) {
        expect(uuid.test(id), `${where}: ${id}`).toBe(false);
      }
    }
  });
});
