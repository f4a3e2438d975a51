/* eslint-disable lingui/no-unlocalized-strings -- sample sessions for the tests, never shown in the app */
import { deriveSessionFacts, type Session, type SessionBlock } from "@touchline/contracts";
import {
  addObjects,
  attachBall,
  CATALOGUE,
  createDiagram,
  createObject,
  type Diagram,
  type DiagramObject,
  placeFormation,
} from "@touchline/diagram";

/*
 * Sample sessions for the PDF tests and timing: realistic drills on every kind of pitch, with
 * people, equipment, lines, areas and text, so the export meets everything DiagramView draws.
 */

function rondo(): Diagram {
  const base = createDiagram({ template: "custom", pitch: { length: 30, width: 20, showGrid: true, gridSize: 5 } });
  const attackers = [
    [6, 10, "1"],
    [15, 3, "2"],
    [24, 10, "3"],
    [15, 17, "4"],
  ] as const;
  const objects: DiagramObject[] = [
    ...attackers.map(([x, y, label], index) =>
      createObject("player", { id: `home-${index + 1}`, x, y, props: { team: "home", colour: "red", label } }),
    ),
    createObject("player", { id: "away-1", x: 13, y: 9, props: { team: "away", colour: "blue", label: "5" } }),
    createObject("player", { id: "away-2", x: 17, y: 11, props: { team: "away", colour: "blue", label: "6" } }),
    createObject("ball", { id: "ball", x: 7, y: 10 }),
    createObject("pass", { id: "pass", x: 7, y: 9.5, props: { end: { x: 7.5, y: -5.5 } } }),
    createObject("run", { id: "run", x: 16, y: 4, props: { end: { x: 7, y: 5 } } }),
    ...[
      [1, 1],
      [29, 1],
      [1, 19],
      [29, 19],
    ].map(([x = 0, y = 0], index) => createObject("cone", { id: `cone-${index + 1}`, x, y })),
    createObject("text", {
      id: "note",
      x: 15,
      y: 22,
      props: { text: "Two touches max", fontSize: 1.4, colour: "#ffffff" },
    }),
  ];
  return attachBall(addObjects(base, objects), { ballId: "ball", carrierId: "home-1" });
}

function fullPitchShape(): Diagram {
  const base = createDiagram();
  const home = placeFormation(base.pitch, "home", "4-3-3").map((slot, index) =>
    createObject(slot.kind, {
      id: `h${index}`,
      x: slot.x,
      y: slot.y,
      rotation: slot.rotation,
      props: { team: "home", colour: "red", label: slot.label, hasFacing: true },
    }),
  );
  const away = placeFormation(base.pitch, "away", "4-4-2").map((slot, index) =>
    createObject(slot.kind, {
      id: `a${index}`,
      x: slot.x,
      y: slot.y,
      rotation: slot.rotation,
      props: { team: "away", colour: "blue", label: slot.label },
    }),
  );
  const objects: DiagramObject[] = [
    ...home,
    ...away,
    createObject("rectangle", {
      id: "zone",
      x: 60,
      y: 34,
      props: { width: 24, height: 40, fill: "#facc15", fillOpacity: 0.2, border: "dashed", stroke: "#facc15" },
    }),
    createObject("pass", { id: "switch", x: 40, y: 10, props: { end: { x: 25, y: 45 } } }),
    createObject("dribble", { id: "carry", x: 60, y: 55, props: { end: { x: 15, y: -5 } } }),
    createObject("shot", { id: "shot", x: 88, y: 30, props: { end: { x: 14, y: 4 } } }),
    createObject("coach", { id: "coach", x: 52, y: 72 }),
    createObject("marker", { id: "m1", x: 60, y: 12, props: { number: 1 } }),
    createObject("marker", { id: "m2", x: 78, y: 30, props: { number: 2 } }),
    createObject("text", {
      id: "press",
      x: 60,
      y: 4,
      props: { text: "Press\ntrigger", fontSize: 2, colour: "#facc15" },
    }),
  ];
  return addObjects(base, objects);
}

function verticalFinishing(): Diagram {
  const base = createDiagram({ template: "half", pitch: { orientation: "vertical", surface: "plain" } });
  const objects: DiagramObject[] = [
    createObject("goalkeeper", { id: "gk", x: 51.5, y: 34, props: { team: "away", colour: "green", label: "1" } }),
    createObject("player", { id: "s1", x: 30, y: 20, props: { label: "9" } }),
    createObject("player", { id: "s2", x: 30, y: 48, props: { label: "10" } }),
    createObject("neutral", { id: "n1", x: 22, y: 34, props: { colour: "orange", label: "N" } }),
    createObject("ball", { id: "b1", x: 22, y: 36 }),
    createObject("pole", { id: "p1", x: 38, y: 26 }),
    createObject("pole", { id: "p2", x: 38, y: 42 }),
    createObject("mannequin", { id: "w1", x: 42, y: 34 }),
    createObject("pass", { id: "lay", x: 22, y: 34, props: { end: { x: 8, y: -14 } } }),
    createObject("shot", { id: "finish", x: 30, y: 20, props: { end: { x: 21, y: 12 } } }),
    createObject("ellipse", { id: "box", x: 45, y: 34, props: { width: 10, height: 24 } }),
  ];
  return addObjects(base, objects);
}

function equipmentCircuit(): Diagram {
  const base = createDiagram({ template: "blank" });
  const kinds = CATALOGUE.filter((entry) => entry.group === "equipment" || entry.group === "areas");
  const objects: DiagramObject[] = kinds.map(({ kind }, index) =>
    createObject(kind, {
      id: `e-${kind}`,
      x: 5 + (index % 5) * 7.5,
      y: 6 + Math.floor(index / 5) * 9,
      rotation: index % 3 === 0 ? 30 : 0,
    }),
  );
  return addObjects(base, objects);
}

function futsalGame(): Diagram {
  const base = createDiagram({ template: "futsal" });
  const objects: DiagramObject[] = [
    ...[8, 14, 20].map((x, index) =>
      createObject("player", {
        id: `fh${index}`,
        x,
        y: 6 + index * 4,
        props: { colour: "white", label: String(index + 2) },
      }),
    ),
    ...[22, 28, 34].map((x, index) =>
      createObject("player", {
        id: `fa${index}`,
        x,
        y: 14 - index * 3,
        props: { team: "away", colour: "black", label: String(index + 2) },
      }),
    ),
    createObject("mini-goal", { id: "g1", x: 20, y: 1, rotation: 180 }),
    createObject("text", { id: "t", x: 20, y: 18, props: { text: "Score in the mini goal = 2", fontSize: 1.2 } }),
  ];
  return addObjects(base, objects);
}

const DIAGRAMS = [rondo, fullPitchShape, verticalFinishing, equipmentCircuit, futsalGame] as const;

const TITLES = [
  "Rondo 4 v 2",
  "Pressing shape 4-3-3",
  "Finishing from cut-backs",
  "Agility circuit",
  "Futsal 3 v 3",
  "Switch of play",
  "Counter-press 6 v 4",
  "Crossing and finishing",
  "Small-sided game 7 v 7",
  "Cool-down rondo",
];

export interface SampleSessionOptions {
  drills?: number;
  authorName?: string;
  title?: string;
  /** Progressions per drill (each with its own diagram). */
  progressions?: number;
}

/** A session with `drills` blocks cycling through the sample diagrams. */
export function sampleSession({
  drills = 2,
  authorName = "Łukasz Şahin",
  title = "U12 Pressing & Finishing",
  progressions = 1,
}: SampleSessionOptions = {}): Session {
  const blocks: SessionBlock[] = Array.from({ length: drills }, (_, index) => {
    const make = DIAGRAMS[index % DIAGRAMS.length] ?? rondo;
    const nextMake = DIAGRAMS[(index + 1) % DIAGRAMS.length] ?? rondo;
    return {
      id: `block-${index + 1}`,
      title: TITLES[index % TITLES.length] ?? `Drill ${index + 1}`,
      diagram: make(),
      organisation:
        "Area 30 × 20 m split into two halves. Groups of six: four attackers keep the ball, two defenders press.\n\nSwap the defenders every 90 seconds; count passes in a row.",
      coachingPoints: [
        "Open body shape before receiving",
        "Pass into the far foot",
        "Scan over the shoulder — Şimdi! Już!",
      ],
      durationMinutes: 10 + (index % 3) * 5,
      intensity: (["low", "medium", "high"] as const)[index % 3] ?? "medium",
      players: index % 4 === 3 ? 16 : null,
      progressions: Array.from({ length: progressions }, (_, progressionIndex) => ({
        title: progressionIndex === 0 ? "Limit to two touches" : `Add a neutral player (${progressionIndex + 1})`,
        description:
          "Defenders who win the ball score by passing through a cone gate. Attackers play one-touch in the final minute.",
        diagram: nextMake(),
      })),
    };
  });
  return {
    id: "session-1",
    shortId: "aB3xY9",
    language: "en",
    title,
    theme: "Win the ball back within six seconds and attack the goal quickly.",
    objectives: ["Press as a unit on the trigger", "Finish first time from cut-backs", "Keep the ball under pressure"],
    ageGroup: "U12",
    level: "intermediate",
    date: "2026-11-24",
    topics: ["pressing", "finishing"],
    phases: ["defending", "transition-to-attack"],
    intensity: "high",
    visibility: "public",
    blocks,
    coverBlockId: null,
    derived: deriveSessionFacts(blocks),
    authorName,
    isOwner: true,
    moderationHold: null,
    copiedFrom: null,
    copyCount: 0,
    viewCount: 0,
    createdAt: "2026-11-01T10:00:00.000Z",
    updatedAt: "2026-11-02T10:00:00.000Z",
  };
}
