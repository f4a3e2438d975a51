import { t } from "@lingui/core/macro";
import {
  createObject,
  type Diagram,
  type DiagramObject,
  isLine,
  type ObjectKind,
  type Team,
  teamColourOf,
} from "@touchline/diagram";
import type { PitchPoint } from "./pointer-input.ts";

/** Next free shirt number for a team, so placed players come out numbered 1, 2, 3… */
function nextNumber(diagram: Diagram, team: Team): string {
  const used = new Set(
    Object.values(diagram.objects)
      .filter((object) => (object.kind === "player" || object.kind === "goalkeeper") && object.team === team)
      .map((object) => ("label" in object ? object.label : "")),
  );
  for (let number = 2; number <= 99; number += 1) if (!used.has(String(number))) return String(number);
  return "";
}

/** The smallest step number no marker on the drawing uses yet, so placed markers read 1, 2, 3… */
function nextMarkerNumber(diagram: Diagram): number {
  const used = new Set(
    Object.values(diagram.objects).flatMap((object) => (object.kind === "marker" ? [object.number] : [])),
  );
  for (let number = 1; number < 99; number += 1) if (!used.has(number)) return number;
  return 99;
}

/**
 * A new object of `kind` centred on `point`. Lines start there and run along +x with the
 * catalogue length; players get their team's colour on this drawing and the next free number.
 */
export function createObjectAt(
  diagram: Diagram,
  kind: ObjectKind,
  point: PitchPoint,
  team: Team = "home",
): DiagramObject {
  if (kind === "player") {
    return createObject("player", {
      x: point.x,
      y: point.y,
      props: { team, colour: teamColourOf(diagram, team), label: nextNumber(diagram, team) },
    });
  }
  if (kind === "marker") {
    return createObject("marker", { x: point.x, y: point.y, props: { number: nextMarkerNumber(diagram) } });
  }
  if (kind === "text") {
    // The placeholder words of a new text, in the coach's language: the editor runs only in the browser,
    // so the app's own i18n instance is the coach's. Typing replaces them at once (see placeObject).
    const text = t({ message: "Text", context: "the words of a new text label, replaced as the coach types" });
    return createObject("text", { x: point.x, y: point.y, props: { text } });
  }
  if (kind === "goalkeeper" && team === "away") {
    return createObject("goalkeeper", { x: point.x, y: point.y, props: { team } });
  }
  const object = createObject(kind, { x: point.x, y: point.y });
  if (isLine(object)) return { ...object, x: point.x - object.end.x / 2, y: point.y - object.end.y / 2 };
  return object;
}
