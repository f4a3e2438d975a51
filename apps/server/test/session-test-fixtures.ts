/** Builders shared by the session, library and seeding tests: valid bodies with real diagrams. */
import type { LibraryDrillInput, SessionContentInput } from "@touchline/contracts";
import {
  addFrame,
  addObjects,
  createDiagram,
  createObject,
  type Diagram,
  type DiagramObject,
  setPose,
} from "@touchline/diagram";

type Colour = "red" | "blue" | "yellow";

function many(count: number, make: (index: number) => DiagramObject): DiagramObject[] {
  return Array.from({ length: count }, (_, index) => make(index));
}

/** A drill diagram with `home` red and `away` blue players, some cones and balls. */
export function drillDiagram({
  home = 4,
  away = 2,
  cones = 4,
  balls = 2,
  awayColour = "blue" as Colour,
} = {}): Diagram {
  return addObjects(createDiagram({ template: "half" }), [
    ...many(home, (index) => createObject("player", { x: 10 + index, y: 10, props: { label: String(index + 1) } })),
    ...many(away, (index) =>
      createObject("player", { x: 10 + index, y: 20, props: { team: "away", colour: awayColour } }),
    ),
    ...many(cones, (index) => createObject("cone", { x: index * 2, y: 1 })),
    ...many(balls, (index) => createObject("ball", { x: index, y: 5 })),
  ]);
}

/** A busy, animated diagram (40 objects, three frames): the size a real drill reaches. */
export function largeAnimatedDiagram(): Diagram {
  const objects = [
    ...many(8, (index) => createObject("player", { x: 10 + index, y: 10, props: { label: String(index + 1) } })),
    ...many(8, (index) => createObject("player", { x: 10 + index, y: 20, props: { team: "away", colour: "blue" } })),
    ...many(12, (index) => createObject("cone", { x: index, y: 1 })),
    ...many(4, (index) => createObject("ball", { x: index, y: 5 })),
    ...many(6, (index) => createObject("pass", { x: index, y: 5, props: { end: { x: index + 5, y: 9 } } })),
    createObject("rectangle", { x: 0, y: 0 }),
    createObject("text", { x: 3, y: 3 }),
  ];
  let diagram = addFrame(addFrame(addObjects(createDiagram(), objects)));
  for (const object of objects.slice(0, 16)) {
    diagram = setPose(diagram, { frameIndex: 1, id: object.id, x: object.x + 3, y: object.y });
    diagram = setPose(diagram, { frameIndex: 2, id: object.id, x: object.x + 6, y: object.y });
  }
  return diagram;
}

let blockCounter = 0;

/** One drill block: a rondo unless told otherwise. */
export function block(overrides: Partial<NonNullable<SessionContentInput["blocks"]>[number]> = {}) {
  blockCounter += 1;
  return {
    id: `block-${blockCounter}`,
    title: "Rondo 4v2",
    diagram: drillDiagram(),
    organisation: "A 10 x 10 m square, four attackers keep the ball from two defenders.",
    coachingPoints: ["Scan before receiving", "Open body shape"],
    durationMinutes: 15,
    intensity: "medium" as const,
    players: null,
    progressions: [],
    ...overrides,
  };
}

/** A valid session body with two blocks (15 + 20 minutes). */
export function sessionBody(overrides: Partial<SessionContentInput> = {}): SessionContentInput {
  return {
    title: "Pressing in midfield",
    theme: "Win the ball back within five seconds",
    objectives: ["Press as a unit", "Cut passing lanes"],
    ageGroup: "U12",
    level: "intermediate",
    date: "2026-11-24",
    topics: ["pressing"],
    phases: ["defending"],
    intensity: "high",
    blocks: [
      block({ title: "Warm-up rondo" }),
      block({
        title: "Counter-press game",
        durationMinutes: 20,
        diagram: drillDiagram({ home: 6, away: 6, cones: 8, balls: 6 }),
        progressions: [
          {
            title: "Two touch",
            description: "Attackers limited to two touches",
            diagram: drillDiagram({ home: 6, away: 6 }),
          },
        ],
      }),
    ],
    ...overrides,
  };
}

/** A valid library drill body. */
export function libraryDrillBody(overrides: Partial<LibraryDrillInput> = {}): LibraryDrillInput {
  return {
    title: "Rondo 4v2",
    diagram: drillDiagram(),
    organisation: "A 10 x 10 m square, four attackers keep the ball from two defenders.",
    coachingPoints: ["Scan before receiving"],
    durationMinutes: 12,
    intensity: "medium",
    players: null,
    progressions: [],
    tags: ["rondo"],
    ...overrides,
  };
}
