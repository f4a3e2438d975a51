import type { I18n } from "@lingui/core";
import { SOURCE_LOCALE } from "@touchline/contracts";

interface FieldTemplate {
  id: string;
  pattern: RegExp;
  names: string[];
}

const templatesOfCatalogue = new WeakMap<I18n["messages"], FieldTemplate[]>();

const escapeForPattern = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * The shared schemas' messages with values in them. Their ids are their English text
 * (`fieldMessage(/*i18n*\/ "A title is at most {max} characters", …)` in packages/contracts); the app's own
 * messages have short generated ids, with neither spaces nor braces.
 */
function templatesOf(messages: I18n["messages"]): FieldTemplate[] {
  let templates = templatesOfCatalogue.get(messages);
  if (!templates) {
    templates = Object.keys(messages)
      .filter((id) => id.includes(" ") && /\{\w+\}/.test(id))
      .map((id) => {
        const names = [...id.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);
        const literalParts = id.split(/\{\w+\}/).map(escapeForPattern);
        return { id, names, pattern: new RegExp(`^${literalParts.join("(.+?)")}$`, "s") };
      });
    templatesOfCatalogue.set(messages, templates);
  }
  return templates;
}

/**
 * A field message of the shared schemas (English, from the browser's validation or the server's answer) in
 * the reader's language: found by its text, or by its template with the values read back out of it (a
 * value that is itself a message, such as a field's name, is translated too). Unknown text stays as it is.
 */
export function translateFieldMessage(i18n: I18n, message: string): string {
  if (!i18n.locale || i18n.locale === SOURCE_LOCALE) return message;
  const { messages } = i18n;
  if (Object.hasOwn(messages, message)) return i18n._(message);
  for (const { id, pattern, names } of templatesOf(messages)) {
    const match = pattern.exec(message);
    if (!match) continue;
    const values = Object.fromEntries(
      names.map((name, index) => [name, translateFieldMessage(i18n, match[index + 1]!)]),
    );
    return i18n._(id, values);
  }
  return message;
}
