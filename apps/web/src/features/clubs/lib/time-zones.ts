/** The browser's own time zone, the default of a new club; UTC when it cannot say. */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
  } catch {
    return "UTC";
  }
}

/** Every IANA zone this browser knows, by name, with `current` kept in the list even if it does not know it. */
export function timeZoneOptions(current: string): { value: string; label: string }[] {
  let zones: string[];
  try {
    zones = Intl.supportedValuesOf("timeZone");
  } catch {
    zones = [];
  }
  // Some browsers list UTC as "Etc/UTC" only; a club's zone must always be one of the choices.
  const all = [...new Set([...zones, "UTC", current])].sort((a, b) => a.localeCompare(b));
  return all.map((zone) => ({ value: zone, label: zone.replaceAll("_", " ") }));
}

/** "2025/26" for a date from July on, "2024/25" before: a European football season's usual name. */
export function currentSeasonName(now: Date = new Date()): string {
  const year = now.getFullYear();
  const startYear = now.getMonth() >= 6 ? year : year - 1;
  return `${startYear}/${String((startYear + 1) % 100).padStart(2, "0")}`;
}
