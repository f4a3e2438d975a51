import { afterEach, describe, expect, it, vi } from "vitest";
import { forgetDeviceData } from "./offline-caches.ts";
import { RETURN_AFTER_SIGN_IN_MS, returnAfterSignIn, takeReturnAfterSignIn } from "./return-after-sign-in.ts";

afterEach(() => vi.useRealTimers());

describe("the page to return to after signing in", () => {
  it("is given once, to the next sign-in", () => {
    returnAfterSignIn("/join/AbCdEf0123456789xyzQ");
    expect(takeReturnAfterSignIn()).toBe("/join/AbCdEf0123456789xyzQ");
    expect(takeReturnAfterSignIn()).toBeNull();
  });

  it("is forgotten after a day, so a visitor who gave up does not carry the next person there", () => {
    vi.useFakeTimers();
    returnAfterSignIn("/join/AbCdEf0123456789xyzQ");
    vi.advanceTimersByTime(RETURN_AFTER_SIGN_IN_MS + 1);
    expect(takeReturnAfterSignIn()).toBeNull();
  });

  it("is only ever a page of this site", () => {
    for (const path of ["https://evil.example/", "//evil.example/join", "/\\evil.example", "join/x"]) {
      returnAfterSignIn(path);
      expect(takeReturnAfterSignIn(), path).toBeNull();
    }
  });

  it("goes with the rest of the coach's data on sign-out", async () => {
    returnAfterSignIn("/join/AbCdEf0123456789xyzQ");
    await forgetDeviceData();
    expect(takeReturnAfterSignIn()).toBeNull();
  });
});
