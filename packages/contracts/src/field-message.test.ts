import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { fieldMessage } from "./field-message.ts";

describe("fieldMessage", () => {
  it("fills a template's placeholders with its values", () => {
    expect(fieldMessage("A title is at most {max} characters", { max: 120 })).toBe("A title is at most 120 characters");
  });

  it("is given, in every schema, a value for each placeholder of its template and no other", () => {
    const mismatched: string[] = [];
    const folder = new URL(".", import.meta.url);
    for (const file of readdirSync(folder).filter((name) => name.endsWith(".ts") && !name.endsWith(".test.ts"))) {
      const source = readFileSync(new URL(file, folder), "utf8");
      for (const [, template, values] of source.matchAll(/fieldMessage\(\s*\/\*i18n\*\/\s*"([^"]*)",\s*\{([^}]*)\}/g)) {
        const placeholders = [...template!.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
        const keys = values!
          .replace(/"[^"]*"/g, '""')
          .split(",")
          .map((entry) => entry.split(":")[0]!.trim())
          .filter(Boolean)
          .sort();
        if (JSON.stringify(placeholders) !== JSON.stringify(keys)) mismatched.push(`${file}: ${template}`);
      }
    }
    expect(mismatched).toEqual([]);
  });
});
