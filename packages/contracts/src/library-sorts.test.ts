import { describe, expect, it } from "vitest";
import { globalLibrarySortOf, mySessionsSortOf } from "./sessions.ts";

describe("the order of a searched list", () => {
  it("is Best match while searching unless the coach chose another, and each sort keeps its meaning", () => {
    expect(globalLibrarySortOf("rondo", undefined)).toBe("best_match");
    expect(globalLibrarySortOf("rondo", "newest")).toBe("newest");
    expect(mySessionsSortOf("rondo", undefined)).toBe("best_match");
    expect(mySessionsSortOf("rondo", "updated")).toBe("updated");
  });

  it("has nothing to rank by relevance without a search: the list's own default instead", () => {
    expect(globalLibrarySortOf(undefined, undefined)).toBe("newest");
    expect(globalLibrarySortOf("  ", "best_match")).toBe("newest");
    expect(globalLibrarySortOf(undefined, "most_copied")).toBe("most_copied");
    expect(mySessionsSortOf(undefined, undefined)).toBe("updated");
    expect(mySessionsSortOf("", "best_match")).toBe("updated");
    expect(mySessionsSortOf(undefined, "title")).toBe("title");
  });
});
