/**
 * Characters XML 1.0 cannot carry at all, not even as a character reference: the C0 controls other than tab
 * and line ends, lone surrogate halves, U+FFFE and U+FFFF.
 */
const NOT_XML_CHARACTERS = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

const ENTITIES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };

/**
 * Text made safe for XML element content and for a single- or double-quoted attribute value: the five
 * markup characters become entities, and characters XML cannot carry are dropped.
 */
export function escapeXml(text: string): string {
  return text.replace(NOT_XML_CHARACTERS, "").replace(/[&<>"']/g, (character) => ENTITIES[character]!);
}
