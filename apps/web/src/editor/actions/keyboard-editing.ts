import { type Diagram, isLine, objectsInOrder, setObjectProps } from "@touchline/diagram";

/**
 * The object the keyboard selects next: the one after the last selected, in the pitch's stacking
 * order (back to front), among the visible ones; with nothing selected, the first (or, going back,
 * the last). Walking off either end gives null, unless `wraps`, when it comes round again.
 */
export function nextObjectToSelect(
  diagram: Diagram,
  selection: readonly string[],
  step: 1 | -1,
  { wraps }: { wraps: boolean },
): string | null {
  const ids = objectsInOrder(diagram)
    .filter((object) => !object.hidden)
    .map((object) => object.id);
  if (ids.length === 0) return null;
  const current = ids.indexOf(selection.at(-1) ?? "");
  if (current === -1) return step === 1 ? ids[0]! : ids.at(-1)!;
  const next = current + step;
  if (next >= 0 && next < ids.length) return ids[next]!;
  if (!wraps) return null;
  return step === 1 ? ids[0]! : ids.at(-1)!;
}

/** Moves the far end of each selected line (a pass's arrowhead) by dx, dy metres; the start stays. */
export function moveLineEnds(diagram: Diagram, ids: readonly string[], dx: number, dy: number): Diagram {
  return ids.reduce((current, id) => {
    const object = current.objects[id];
    if (!object || !isLine(object) || object.locked) return current;
    return setObjectProps(current, { ids: [id], props: { end: { x: object.end.x + dx, y: object.end.y + dy } } });
  }, diagram);
}

export function hasLine(diagram: Diagram, ids: readonly string[]): boolean {
  return ids.some((id) => {
    const object = diagram.objects[id];
    return !!object && isLine(object) && !object.locked;
  });
}
