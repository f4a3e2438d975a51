import qrcode from "qrcode-generator";
import { useMemo } from "react";

/** Light modules around the code, as the QR standard asks, so scanners find its edges. */
export const QR_QUIET_ZONE = 4;

/**
 * The QR module matrix (true = dark) for `value`, encoded locally: byte mode over UTF-8, error
 * correction M (15 % of the code can be damaged), the smallest version that fits.
 */
export function qrModules(value: string): boolean[][] {
  const code = qrcode(0, "M");
  // The library's byte mode keeps the low 8 bits of each UTF-16 unit, so pass UTF-8 bytes as
  // one character each: a link with "ł" or "ş" still encodes correctly.
  const bytes = new TextEncoder().encode(value);
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  // eslint-disable-next-line lingui/no-unlocalized-strings -- the library's name of the encoding mode
  code.addData(binary, "Byte");
  code.make();
  const count = code.getModuleCount();
  return Array.from({ length: count }, (_, row) =>
    Array.from({ length: count }, (_, column) => code.isDark(row, column)),
  );
}

/**
 * The dark modules as one SVG path, offset by `margin` modules: each horizontal run of dark
 * modules in a row is one rectangle.
 */
export function qrPath(modules: readonly (readonly boolean[])[], margin = QR_QUIET_ZONE): string {
  let d = "";
  modules.forEach((row, y) => {
    let x = 0;
    while (x < row.length) {
      if (!row[x]) {
        x++;
        continue;
      }
      const start = x;
      while (x < row.length && row[x]) x++;
      d += `M${start + margin} ${y + margin}h${x - start}v1h${start - x}z`;
    }
  });
  return d;
}

export interface QrCodeProps {
  /** What the code holds, usually a URL. */
  value: string;
  /** Width and height in CSS pixels. */
  size?: number;
  /** What the image is, read by screen readers (e.g. "QR code linking to this session"). */
  label: string;
  className?: string;
}

/** A QR code drawn as inline SVG, in the page itself: no image service sees the link. */
export function QrCode({ value, size = 160, label, className }: QrCodeProps) {
  const { count, d } = useMemo(() => {
    const modules = qrModules(value);
    return { count: modules.length + 2 * QR_QUIET_ZONE, d: qrPath(modules) };
  }, [value]);
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${count} ${count}`}
      shapeRendering="crispEdges"
      className={className}
    >
      <rect width={count} height={count} fill="#ffffff" />
      <path d={d} fill="#000000" />
    </svg>
  );
}
