/* eslint-disable lingui/no-unlocalized-strings -- SVG path data, no words */
/**
 * The editor's toolbar icons: 16 × 16 strokes in the text's colour, hidden from screen readers (each
 * button carries its name and a tooltip).
 */
const PATHS = {
  undo: "M5 3 2 6l3 3M2.5 6H10a4 4 0 0 1 0 8H6",
  redo: "M11 3l3 3-3 3M13.5 6H6a4 4 0 0 0 0 8h4",
  duplicate: "M5.5 5.5h8v8h-8zM10.5 5.5v-3h-8v8h3",
  delete: "M2.5 4h11M6 4V2.5h4V4M4 4l.8 9.5h6.4L12 4M6.8 6.5v4.5M9.2 6.5v4.5",
  snap: "M2 5.5h12M2 10.5h12M5.5 2v12M10.5 2v12",
  zoomIn: "M7 3.5v7M3.5 7h7M10.5 10.5 14 14M7 12.5a5.5 5.5 0 1 0 0-11 5.5 5.5 0 0 0 0 11",
  zoomOut: "M3.5 7h7M10.5 10.5 14 14M7 12.5a5.5 5.5 0 1 0 0-11 5.5 5.5 0 0 0 0 11",
  fit: "M2 5.5V2h3.5M14 5.5V2h-3.5M2 10.5V14h3.5M14 10.5V14h-3.5M5 5h6v6H5z",
  fullScreen: "M2 6V2h4M14 6V2h-4M2 10v4h4M14 10v4h-4",
  leaveFullScreen: "M6 2v4H2M10 2v4h4M6 14v-4H2M10 14v-4h4",
  more: "M3 8h.01M8 8h.01M13 8h.01",
  play: "M4.5 2.5v11l9-5.5z",
  pause: "M5 3v10M11 3v10",
  previous: "M10 3 5 8l5 5",
  next: "M6 3l5 5-5 5",
  add: "M8 3v10M3 8h10",
  present: "M1.5 2.5h13M2.5 2.5v7.5h11V2.5M8 10v2.5M5.5 14.5 8 12.5l2.5 2",
  lock: "M4 7.5h8v6.5H4zM5.5 7.5V5a2.5 2.5 0 0 1 5 0v2.5",
  unlock: "M4 7.5h8v6.5H4zM5.5 7.5V5a2.5 2.5 0 0 1 5-.5",
  settings: "M2 4h7M12 4h2M2 12h2M7 12h7M10.5 2.5v3M5.5 10.5v3",
  catalogue: "M2.5 2.5h4.5V7H2.5zM9 2.5h4.5V7H9zM2.5 9h4.5v4.5H2.5zM11.25 9v4.5M9 11.25h4.5",
  details: "M2 3.5h12M2 8h12M2 12.5h7",
  back: "M9.5 3 4.5 8l5 5M5 8h9",
  export: "M8 10V2M4.5 5.5 8 2l3.5 3.5M2.5 9.5v4h11v-4",
  search: "M10.5 10.5 14 14M7 12.5a5.5 5.5 0 1 0 0-11 5.5 5.5 0 0 0 0 11",
  close: "M3.5 3.5l9 9M12.5 3.5l-9 9",
  help: "M6 6a2 2 0 1 1 2.8 1.8C8.3 8 8 8.5 8 9v.5M8 12h.01M8 14.5a6.5 6.5 0 1 0 0-13 6.5 6.5 0 0 0 0 13",
} as const;

export type EditorIconName = keyof typeof PATHS;

export function EditorIcon({ name, className = "size-4" }: { name: EditorIconName; className?: string }) {
  const isFilled = name === "play";
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 16 16"
      className={className}
      fill={isFilled ? "currentColor" : "none"}
      stroke="currentColor"
      strokeWidth={name === "more" ? 2.6 : 1.6}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
