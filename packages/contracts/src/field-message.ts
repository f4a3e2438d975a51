/**
 * A field's message with values in it, written as the ICU message the catalogues translate it by
 * (`/*i18n*\/ "A title is at most {max} characters"`). The schemas speak English; the web app finds the
 * template again in a message and says it in the reader's language (apps/web/src/lib/i18n/field-messages.ts).
 */
export function fieldMessage(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) => String(values[name] ?? placeholder));
}
