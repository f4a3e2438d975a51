import { type ReactNode, useId } from "react";

/** The countries shown in the strip, in display order. */
export const FLAG_COUNTRIES = [
  { code: "GB" },
  { code: "US" },
  { code: "DE" },
  { code: "ES" },
  { code: "IT" },
  { code: "FR" },
  { code: "BR" },
  { code: "AR" },
  { code: "NL" },
] as const;

export type CountryCode = (typeof FLAG_COUNTRIES)[number]["code"];

// Every flag is drawn on the same 60 × 40 canvas so the strip lines up; simplified, but recognisable.
const WIDTH = 60;
const HEIGHT = 40;

function Bands({ colours, direction }: { colours: readonly string[]; direction: "horizontal" | "vertical" }) {
  const count = colours.length;
  return (
    <>
      {colours.map((colour, index) =>
        direction === "horizontal" ? (
          <rect key={index} x={0} y={(HEIGHT / count) * index} width={WIDTH} height={HEIGHT / count} fill={colour} />
        ) : (
          <rect key={index} x={(WIDTH / count) * index} y={0} width={WIDTH / count} height={HEIGHT} fill={colour} />
        ),
      )}
    </>
  );
}

function UnitedKingdom({ id }: { id: string }) {
  const clip = `${id}-saltire`;
  return (
    <>
      <defs>
        {/* Four half-quadrant triangles: the red saltire is offset ("counterchanged") as on the real flag. */}
        <clipPath id={clip}>
          <path d="M30 20 h30 v20 z v20 h-30 z h-30 v-20 z v-20 h30 z" />
        </clipPath>
      </defs>
      <rect width={WIDTH} height={HEIGHT} fill="#012169" />
      <path d="M0 0 L60 40 M60 0 L0 40" stroke="#ffffff" strokeWidth={8} />
      <path d="M0 0 L60 40 M60 0 L0 40" stroke="#C8102E" strokeWidth={5} clipPath={`url(#${clip})`} />
      <path d="M30 0 v40 M0 20 h60" stroke="#ffffff" strokeWidth={12} />
      <path d="M30 0 v40 M0 20 h60" stroke="#C8102E" strokeWidth={7} />
    </>
  );
}

function UnitedStates() {
  const stripeHeight = HEIGHT / 13;
  const stars: ReactNode[] = [];
  for (let row = 0; row < 5; row += 1) {
    for (let column = 0; column < 6; column += 1) {
      stars.push(
        <circle key={`${row}-${column}`} cx={2.2 + column * 3.9} cy={2.3 + row * 4.1} r={0.9} fill="#ffffff" />,
      );
    }
  }
  return (
    <>
      <rect width={WIDTH} height={HEIGHT} fill="#B22234" />
      {Array.from({ length: 6 }, (_, index) => (
        <rect key={index} x={0} y={stripeHeight * (index * 2 + 1)} width={WIDTH} height={stripeHeight} fill="#ffffff" />
      ))}
      <rect width={24} height={stripeHeight * 7} fill="#3C3B6E" />
      {stars}
    </>
  );
}

function Brazil({ id }: { id: string }) {
  const clip = `${id}-globe`;
  return (
    <>
      <defs>
        <clipPath id={clip}>
          <circle cx={30} cy={20} r={8.5} />
        </clipPath>
      </defs>
      <rect width={WIDTH} height={HEIGHT} fill="#009C3B" />
      <path d="M5 20 L30 4 L55 20 L30 36 z" fill="#FFDF00" />
      <circle cx={30} cy={20} r={8.5} fill="#002776" />
      <path d="M20 18.5 Q31 15.5 41 22" fill="none" stroke="#ffffff" strokeWidth={1.6} clipPath={`url(#${clip})`} />
    </>
  );
}

function Argentina() {
  return (
    <>
      <Bands colours={["#74ACDF", "#ffffff", "#74ACDF"]} direction="horizontal" />
      <circle cx={30} cy={20} r={3.6} fill="#F6B40E" stroke="#85340A" strokeWidth={0.4} />
    </>
  );
}

function Spain() {
  return (
    <>
      <rect width={WIDTH} height={HEIGHT} fill="#AA151B" />
      <rect y={10} width={WIDTH} height={20} fill="#F1BF00" />
    </>
  );
}

function FlagArt({ code, id }: { code: CountryCode; id: string }) {
  switch (code) {
    case "GB":
      return <UnitedKingdom id={id} />;
    case "US":
      return <UnitedStates />;
    case "DE":
      return <Bands colours={["#000000", "#DD0000", "#FFCE00"]} direction="horizontal" />;
    case "ES":
      return <Spain />;
    case "IT":
      return <Bands colours={["#009246", "#ffffff", "#CE2B37"]} direction="vertical" />;
    case "FR":
      return <Bands colours={["#0055A4", "#ffffff", "#EF4135"]} direction="vertical" />;
    case "BR":
      return <Brazil id={id} />;
    case "AR":
      return <Argentina />;
    case "NL":
      return <Bands colours={["#AE1C28", "#ffffff", "#21468B"]} direction="horizontal" />;
  }
}

/** A country's flag drawn inline, named for assistive technology by the country's name. */
export function CountryFlag({ code, name, className }: { code: CountryCode; name: string; className?: string }) {
  // useId may contain characters that are awkward inside url(#…), so keep only safe ones.
  const id = useId().replace(/[^a-zA-Z0-9_-]/g, "");
  return (
    <svg role="img" aria-label={name} viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className={className}>
      <title>{name}</title>
      <FlagArt code={code} id={id} />
    </svg>
  );
}
