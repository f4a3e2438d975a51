/** How far a drag has carried its objects so far, in metres, before the drop writes it into the diagram. */
export interface DragOffset {
  dx: number;
  dy: number;
}
