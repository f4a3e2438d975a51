/** The names of a template's `{placeholders}`, read from its literal type. */
type PlaceholdersOf<Template extends string> = Template extends `${string}{${infer Name}}${infer Rest}`
  ? Name | PlaceholdersOf<Rest>
  : never;

/**
 * A field's message with values in it, written as the ICU message the catalogues translate it by
 * (`/*i18n*\/ "A title is at most {max} characters"`). The schemas speak English; the web app finds the
 * template again in a message and says it in the reader's language (apps/web/src/lib/i18n/field-messages.ts).
 * The values must name exactly the template's placeholders: the compiler refuses a missing or extra one, since
 * either would show the reader a raw `{max}` or lose a value.
 */
export function fieldMessage<Template extends string>(
  template: Template,
  values: { [Name in PlaceholdersOf<Template>]: string | number },
): string {
  const byName: Record<string, string | number> = values;
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) => String(byName[name] ?? placeholder));
}
