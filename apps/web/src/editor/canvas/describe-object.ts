import { catalogueEntry, type DiagramObject, isTeamPerson } from "@touchline/diagram";

/**
 * An object's name as the layers panel lists it and a screen reader announces it on the pitch. A player
 * is told by number, name and team ("Player 7, Alex Smith, home"), as the colours say it to the eye.
 */
export function describeObject(object: DiagramObject): string {
  const label = catalogueEntry(object.kind).label;
  if (isTeamPerson(object)) {
    const title = object.label ? `${label} ${object.label}` : label;
    return [title, object.name?.trim(), object.team].filter(Boolean).join(", ");
  }
  if ("label" in object && object.label) return `${label} ${object.label}`;
  if (object.kind === "text") return `Text “${object.text.slice(0, 20)}”`;
  if (object.kind === "marker") return `Marker ${object.number}`;
  return label;
}

/** What a screen reader hears when the selection changes: the object's name, or how many are selected. */
export function describeSelection(objects: Record<string, DiagramObject>, selection: readonly string[]): string {
  const selected = selection.flatMap((id) => (objects[id] ? [objects[id]] : []));
  if (selected.length === 0) return "Nothing selected";
  if (selected.length === 1) return `${describeObject(selected[0]!)} selected`;
  return `${selected.length} objects selected`;
}
