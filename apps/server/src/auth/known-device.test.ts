import { describe, expect, it } from "vitest";
import { isKnownDevice, KNOWN_DEVICE_COOKIE, knownDeviceCookie } from "./known-device.ts";

const SECRET = "a-test-secret-of-enough-length-0123456789";
const cookieHeader = (setCookie: string) => new Headers({ cookie: setCookie.split(";")[0]! });

describe("the known-device cookie", () => {
  it("is named with __Secure- and marked Secure over https, and read back under that name", () => {
    const setCookie = knownDeviceCookie(new Headers(), SECRET, "ana@example.com", true);
    expect(setCookie.startsWith(`__Secure-${KNOWN_DEVICE_COOKIE}=`)).toBe(true);
    expect(setCookie).toMatch(/; Secure/);
    expect(isKnownDevice(cookieHeader(setCookie), SECRET, "ana@example.com", true)).toBe(true);
    // A cookie without the prefix (set by anything but https) is not taken for it.
    const plain = knownDeviceCookie(new Headers(), SECRET, "ana@example.com", false);
    expect(plain.startsWith(`${KNOWN_DEVICE_COOKIE}=`)).toBe(true);
    expect(plain).not.toMatch(/Secure/);
    expect(isKnownDevice(cookieHeader(plain), SECRET, "ana@example.com", true)).toBe(false);
    expect(isKnownDevice(cookieHeader(plain), SECRET, "ana@example.com", false)).toBe(true);
  });
});
