import { describe, expect, it } from "vitest";
import { isValidOrderKey, orderKeyBetween, orderKeysBetween } from "./order-key.ts";

describe("orderKeyBetween", () => {
  it("starts at a0 and sorts new keys strictly between their neighbours", () => {
    const first = orderKeyBetween(null, null);
    expect(first).toBe("a0");
    const after = orderKeyBetween(first, null);
    const before = orderKeyBetween(null, first);
    const middle = orderKeyBetween(first, after);
    expect(before < first && first < middle && middle < after).toBe(true);
  });

  it("keeps keys short and sorted over many appends and prepends", () => {
    let last = orderKeyBetween(null, null);
    let first = last;
    const keys = [last];
    for (let i = 0; i < 2000; i++) {
      last = orderKeyBetween(last, null);
      first = orderKeyBetween(null, first);
      keys.push(last);
      keys.unshift(first);
    }
    expect([...keys].sort()).toEqual(keys);
    expect(new Set(keys).size).toBe(keys.length);
    expect(Math.max(...keys.map((key) => key.length))).toBeLessThanOrEqual(4);
    expect(keys.every(isValidOrderKey)).toBe(true);
  });

  it("finds room between adjacent keys by lengthening the fraction", () => {
    let low = "a0";
    const high = "a1";
    for (let i = 0; i < 50; i++) {
      const key = orderKeyBetween(low, high);
      expect(low < key && key < high).toBe(true);
      low = key;
    }
  });

  it("rejects out-of-order and malformed keys", () => {
    expect(() => orderKeyBetween("a1", "a0")).toThrow();
    expect(() => orderKeyBetween("a0", "a0")).toThrow();
    expect(() => orderKeyBetween("a10", null)).toThrow();
    expect(isValidOrderKey("a0")).toBe(true);
    expect(isValidOrderKey("a")).toBe(false);
    expect(isValidOrderKey("a00")).toBe(false);
    expect(isValidOrderKey("a0!")).toBe(false);
    expect(isValidOrderKey("")).toBe(false);
  });
});

describe("orderKeysBetween", () => {
  it("returns n ascending keys inside the bounds", () => {
    const keys = orderKeysBetween("a0", "a1", 100);
    expect(keys).toHaveLength(100);
    expect([...keys].sort()).toEqual(keys);
    expect(new Set(keys).size).toBe(100);
    expect(keys.every((key) => "a0" < key && key < "a1")).toBe(true);
    expect(Math.max(...keys.map((key) => key.length))).toBeLessThanOrEqual(6);
  });

  it("works open-ended on either side", () => {
    const above = orderKeysBetween("a5", null, 3);
    const below = orderKeysBetween(null, "a5", 3);
    expect([...below, "a5", ...above]).toEqual([...below, "a5", ...above].sort());
  });
});
