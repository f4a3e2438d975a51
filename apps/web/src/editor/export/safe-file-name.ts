/** A title as a file name's base: letters and digits of any script, runs of anything else as one "-". */
export function safeFileName(title: string, fallback = "touchline-board"): string {
  return (
    title
      .trim()
      .replace(/[^\p{L}\p{N}]+/gu, "-")
      .replace(/^-|-$/g, "")
      .toLowerCase() || fallback
  );
}
