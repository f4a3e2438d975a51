import { describe, expect, it } from "vitest";
import { formatByteSize } from "./format-byte-size.ts";

describe("formatByteSize", () => {
  it("writes a size in the reader's language, with the unit that fits it", () => {
    expect(formatByteSize(1.25 * 1024 * 1024, "en")).toBe("1.3 MB");
    expect(formatByteSize(5 * 1024 * 1024, "en")).toBe("5 MB");
    expect(formatByteSize(340 * 1024, "en")).toBe("340 kB");
    expect(formatByteSize(1.25 * 1024 * 1024, "de")).toBe("1,3 MB");
    // French puts a narrow no-break space before its unit.
    expect(formatByteSize(1.25 * 1024 * 1024, "fr")).toBe("1,3\u202fMo");
  });
});
