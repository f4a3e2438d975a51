import { useId } from "react";

interface Token {
  x: number;
  y: number;
  label: string;
}

// Coordinates are metres on a 105 × 68 m pitch, so the drawing keeps real proportions.
const HOME_PLAYERS: Token[] = [
  { x: 50, y: 34, label: "8" },
  { x: 62, y: 16, label: "7" },
  { x: 64, y: 52, label: "11" },
  { x: 78, y: 34, label: "9" },
];

const AWAY_PLAYERS: Token[] = [
  { x: 72, y: 25, label: "4" },
  { x: 73, y: 45, label: "5" },
  { x: 86, y: 35, label: "6" },
  { x: 101.5, y: 34, label: "1" },
];

const CONES = [
  { x: 40, y: 8 },
  { x: 40, y: 60 },
  { x: 70, y: 8 },
  { x: 70, y: 60 },
];

const LINE = { fill: "none", stroke: "#ffffff", strokeWidth: 0.35, strokeOpacity: 0.9 } as const;

function PitchMarkings() {
  return (
    <g {...LINE}>
      <rect x={0} y={0} width={105} height={68} />
      <line x1={52.5} y1={0} x2={52.5} y2={68} />
      <circle cx={52.5} cy={34} r={9.15} />
      <circle cx={52.5} cy={34} r={0.35} fill="#ffffff" />
      {/* Penalty areas (16.5 m) and goal areas (5.5 m). */}
      <rect x={0} y={13.84} width={16.5} height={40.32} />
      <rect x={88.5} y={13.84} width={16.5} height={40.32} />
      <rect x={0} y={24.84} width={5.5} height={18.32} />
      <rect x={99.5} y={24.84} width={5.5} height={18.32} />
      <circle cx={11} cy={34} r={0.35} fill="#ffffff" />
      <circle cx={94} cy={34} r={0.35} fill="#ffffff" />
      <path d="M16.5 26.69 A9.15 9.15 0 0 1 16.5 41.31" />
      <path d="M88.5 26.69 A9.15 9.15 0 0 0 88.5 41.31" />
      <rect x={-2} y={30.34} width={2} height={7.32} />
      <rect x={105} y={30.34} width={2} height={7.32} />
      <path d="M1 0 A1 1 0 0 1 0 1 M104 0 A1 1 0 0 0 105 1 M0 67 A1 1 0 0 1 1 68 M105 67 A1 1 0 0 0 104 68" />
    </g>
  );
}

function PlayerToken({ token, fill, text }: { token: Token; fill: string; text: string }) {
  return (
    <g>
      <circle cx={token.x + 0.25} cy={token.y + 0.35} r={2.3} fill="#000000" opacity={0.2} />
      <circle cx={token.x} cy={token.y} r={2.3} fill={fill} stroke="#ffffff" strokeWidth={0.4} />
      <text
        x={token.x}
        y={token.y}
        fill={text}
        fontSize={2.1}
        fontWeight={700}
        textAnchor="middle"
        dominantBaseline="central"
      >
        {token.label}
      </text>
    </g>
  );
}

/**
 * A static drawing of a drill, not an interactive board: it stands in for the live demo until the pitch
 * editor exists, and is announced to assistive technology as a single image.
 */
export function PitchIllustration({ className }: { className?: string }) {
  // useId may contain characters that are awkward inside url(#…), so keep only safe ones.
  const id = useId().replace(/[^a-zA-Z0-9_-]/g, "");
  const passArrow = `${id}-pass`;
  const runArrow = `${id}-run`;
  const stripes = Array.from({ length: 10 }, (_, index) => index);

  return (
    <svg
      role="img"
      aria-label="Illustration of a football pitch: a midfielder passes to the left winger, who dribbles forward while the right winger makes a curved run behind the defenders."
      viewBox="-4 -4 113 76"
      className={className}
    >
      <defs>
        <marker
          id={passArrow}
          viewBox="0 0 6 6"
          refX={5}
          refY={3}
          markerWidth={5}
          markerHeight={5}
          orient="auto-start-reverse"
        >
          <path d="M0 0 L6 3 L0 6 z" fill="#ffffff" />
        </marker>
        <marker
          id={runArrow}
          viewBox="0 0 6 6"
          refX={5}
          refY={3}
          markerWidth={5}
          markerHeight={5}
          orient="auto-start-reverse"
        >
          <path d="M0 0 L6 3 L0 6 z" fill="#fde047" />
        </marker>
      </defs>

      <rect x={-4} y={-4} width={113} height={76} rx={3} fill="#15803d" />
      {stripes.map((index) => (
        <rect
          key={index}
          x={index * 10.5}
          y={0}
          width={10.5}
          height={68}
          fill={index % 2 === 0 ? "#16a34a" : "#15913f"}
        />
      ))}
      <rect x={70} y={0} width={35} height={68} fill="#ffffff" opacity={0.08} />
      <PitchMarkings />

      {CONES.map((cone) => (
        <path
          key={`${cone.x}-${cone.y}`}
          d={`M${cone.x - 1} ${cone.y + 0.8} L${cone.x} ${cone.y - 1} L${cone.x + 1} ${cone.y + 0.8} z`}
          fill="#f97316"
          stroke="#ffffff"
          strokeWidth={0.2}
        />
      ))}

      {/* Pass: dashed. Dribble: wavy. Run: solid and curved. The same language the editor's tools use. */}
      <line
        x1={53}
        y1={37}
        x2={62.5}
        y2={49.9}
        stroke="#ffffff"
        strokeWidth={0.45}
        strokeDasharray="1.2 0.8"
        markerEnd={`url(#${passArrow})`}
      />
      <path
        d="M66 51 q2 -2.5 4 -1 t4 -1 t4 -1 t4 -1"
        fill="none"
        stroke="#ffffff"
        strokeWidth={0.45}
        markerEnd={`url(#${passArrow})`}
      />
      <path
        d="M63.8 15.2 C72 10, 84 12, 89 23"
        fill="none"
        stroke="#fde047"
        strokeWidth={0.5}
        markerEnd={`url(#${runArrow})`}
      />

      {HOME_PLAYERS.map((token) => (
        <PlayerToken key={`home-${token.label}`} token={token} fill="#dc2626" text="#ffffff" />
      ))}
      {AWAY_PLAYERS.map((token) => (
        <PlayerToken
          key={`away-${token.label}`}
          token={token}
          fill={token.label === "1" ? "#f59e0b" : "#facc15"}
          text="#1e293b"
        />
      ))}
      <circle cx={52.2} cy={35.8} r={0.8} fill="#ffffff" stroke="#1e293b" strokeWidth={0.25} />
    </svg>
  );
}
