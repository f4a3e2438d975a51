/**
 * A name for a downloaded file made from text a user chose (a club's or team's name): accents dropped,
 * anything but ASCII letters, digits, `_` and `-` turned into a dash, so the name fits a
 * `Content-Disposition` header unquoted and every file system; `fallback` when nothing is left.
 */
export function safeFileName(text: string, fallback: string): string {
  const plain = text
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .replace(/[^A-Za-z0-9_-]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80)
    .replace(/-+$/, "");
  return plain || fallback;
}
