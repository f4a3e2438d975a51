import { describe, expect, it } from "vitest";
import { queryString } from "./api-client.ts";

describe("queryString", () => {
  it("keeps set parameters, encodes them, and drops empty ones", () => {
    expect(queryString({ q: "rondo 4v1", page: 2, topic: "", phase: undefined, level: null })).toBe("?q=rondo+4v1&page=2");
    expect(queryString({ q: undefined })).toBe("");
  });
});
