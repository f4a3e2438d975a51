import type { I18n } from "@lingui/core";
import { msg, plural } from "@lingui/core/macro";
import { type DiagramObject, isTeamPerson } from "@touchline/diagram";
import { catalogueName, TEAM_NAMES_IN_LOWER_CASE } from "./catalogue-names.ts";

/**
 * An object's name as the layers panel lists it and a screen reader announces it on the pitch. A player
 * is told by number, name and team ("Player 7, Alex Smith, home"), as the colours say it to the eye.
 */
export function describeObject(i18n: I18n, object: DiagramObject): string {
  const kind = catalogueName(i18n, object.kind);
  if (isTeamPerson(object)) {
    const number = object.label;
    const title = number
      ? i18n._(msg({ message: `${kind} ${number}`, context: "an object's kind and its number" }))
      : kind;
    const team = i18n._(TEAM_NAMES_IN_LOWER_CASE[object.team]);
    return [title, object.name?.trim(), team].filter(Boolean).join(", ");
  }
  if ("label" in object && object.label) {
    const number = object.label;
    return i18n._(msg({ message: `${kind} ${number}`, context: "an object's kind and its number" }));
  }
  if (object.kind === "text") {
    const text = object.text.slice(0, 20);
    return i18n._(msg`Text “${text}”`);
  }
  if (object.kind === "marker") {
    const number = object.number;
    return i18n._(msg`Marker ${number}`);
  }
  return kind;
}

/** What a screen reader hears when the selection changes: the object's name, or how many are selected. */
export function describeSelection(
  i18n: I18n,
  objects: Record<string, DiagramObject>,
  selection: readonly string[],
): string {
  const selected = selection.flatMap((id) => (objects[id] ? [objects[id]] : []));
  if (selected.length === 0) return i18n._(msg`Nothing selected`);
  if (selected.length === 1) {
    const name = describeObject(i18n, selected[0]!);
    return i18n._(msg`${name} selected`);
  }
  const count = selected.length;
  return i18n._(msg`${plural(count, { one: "# object selected", other: "# objects selected" })}`);
}
