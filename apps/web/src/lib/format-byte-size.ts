import { intlLocaleOf } from "@touchline/contracts";

const MEGABYTE = 1024 * 1024;
const KILOBYTE = 1024;

/** "1.2 MB", "340 kB" ("1,2 Mo" in French): a file's size as the admin screens show it, in the reader's language. */
export function formatByteSize(bytes: number, locale: string): string {
  const [amount, unit, digits] =
    bytes >= MEGABYTE
      ? [bytes / MEGABYTE, "megabyte", 1]
      : bytes >= KILOBYTE
        ? [bytes / KILOBYTE, "kilobyte", 0]
        : [bytes, "byte", 0];
  return new Intl.NumberFormat(intlLocaleOf(locale), {
    style: "unit",
    unit,
    unitDisplay: "short",
    maximumFractionDigits: digits,
  }).format(amount);
}
