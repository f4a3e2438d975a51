import { describe, expect, it } from "vitest";
import { fieldMessage } from "./field-message.ts";

describe("fieldMessage", () => {
  it("fills a template's placeholders with its values", () => {
    expect(fieldMessage("A title is at most {max} characters", { max: 120 })).toBe("A title is at most 120 characters");
    expect(fieldMessage("{what} is at most {max} minutes", { what: "Late", max: 90 })).toBe(
      "Late is at most 90 minutes",
    );
  });

  it("is refused by the compiler when its values do not name the template's placeholders", () => {
    // @ts-expect-error -- {max} has no value
    expect(fieldMessage("A title is at most {max} characters", {})).toBe("A title is at most {max} characters");
    // @ts-expect-error -- {min} is not in the template
    expect(fieldMessage("At most {max} tags", { max: 5, min: 1 })).toBe("At most 5 tags");
  });
});
