import { addObjects, attachBall, createDiagram, createObject, type Diagram } from "@touchline/diagram";

/** A rondo on a 30 × 20 m area: four attackers keep the ball away from two defenders. */
export function rondoDemo(): Diagram {
  const base = createDiagram({ template: "custom", pitch: { length: 30, width: 20, surface: "striped" } });
  const attackers = [
    [6, 10, "1"],
    [15, 3, "2"],
    [24, 10, "3"],
    [15, 17, "4"],
  ] as const;
  const objects = [
    ...attackers.map(([x, y, label], index) =>
      createObject("player", { id: `home-${index + 1}`, x, y, props: { team: "home", colour: "red", label } }),
    ),
    createObject("player", { id: "away-1", x: 13, y: 9, props: { team: "away", colour: "blue", label: "5" } }),
    createObject("player", { id: "away-2", x: 17, y: 11, props: { team: "away", colour: "blue", label: "6" } }),
    createObject("ball", { id: "ball", x: 7, y: 10 }),
    createObject("pass", { id: "pass", x: 7, y: 9.5, props: { end: { x: 7.5, y: -5.5 } } }),
    ...[
      [1, 1],
      [29, 1],
      [1, 19],
      [29, 19],
    ].map(([x, y], index) => createObject("cone", { id: `cone-${index + 1}`, x: x!, y: y! })),
  ];
  return attachBall(addObjects(base, objects), { ballId: "ball", carrierId: "home-1" });
}
