import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { KNOWN_DEVICE_COOKIE } from "../../auth/known-device.ts";
import { createTestApp, type TestApp } from "../../../test/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  // Strangers are told apart by their address, as behind the production proxy; per-IP limits as in production.
  t = await createTestApp({ TRUST_PROXY: "true", RATE_LIMIT_IP_FACTOR: "1" });
});
afterAll(() => t.close());

let nextAddress = 1;
const strangerAddress = () => `198.51.100.${nextAddress++}`;

const signInFrom = (ip: string, body: { email: string; password: string }, cookie?: string) =>
  t.request("/api/auth/sign-in", { body, cookie, headers: { "X-Forwarded-For": ip } });

const knownDeviceCookieOf = (response: Response) => {
  const cookie = response.headers.getSetCookie().find((value) => value.startsWith(`${KNOWN_DEVICE_COOKIE}=`));
  if (!cookie) throw new Error("no known-device cookie was set");
  return cookie.split(";")[0]!;
};

/** Twelve wrong passwords from three strangers' addresses, past the account's limit of ten. */
const strangersGuess = async (email: string) => {
  for (const ip of [strangerAddress(), strangerAddress(), strangerAddress()])
    for (let attempt = 1; attempt <= 4; attempt += 1)
      await signInFrom(ip, { email, password: `guess-${ip}-${attempt}` });
};

describe("sign-in lock-out", () => {
  it("counts failures, not sign-ins: a coach signing in a dozen times from one address is never held", async () => {
    const coach = await t.signUp();
    const ip = strangerAddress();
    for (let attempt = 1; attempt <= 12; attempt += 1) {
      expect((await signInFrom(ip, coach)).status).toBe(200);
    }
  });

  it("sets an HttpOnly known-device cookie on a successful sign-in", async () => {
    const coach = await t.signUp();
    const response = await signInFrom("203.0.113.1", coach);
    expect(response.status).toBe(200);
    const setCookie = response.headers.getSetCookie().find((value) => value.startsWith(`${KNOWN_DEVICE_COOKIE}=`));
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).not.toContain(coach.email);
  });

  it("lets the owner in from a device they signed in from before, however many strangers guessed", async () => {
    const coach = await t.signUp();
    const ownerIp = "203.0.113.2";
    const device = knownDeviceCookieOf(await signInFrom(ownerIp, coach));
    await strangersGuess(coach.email);

    expect((await signInFrom(ownerIp, coach, device)).status).toBe(200);
    // The same owner on a new device (or a stranger) meets the account's limit until it passes.
    expect((await signInFrom(strangerAddress(), coach)).status).toBe(429);
  });

  it("does not take another account's mark or a made-up one as a known device", async () => {
    const coach = await t.signUp();
    const other = await t.signUp();
    const otherDevice = knownDeviceCookieOf(await signInFrom("203.0.113.3", other));
    await strangersGuess(coach.email);
    expect((await signInFrom("203.0.113.3", coach, otherDevice)).status).toBe(429);
    expect((await signInFrom("203.0.113.3", coach, `${KNOWN_DEVICE_COOKIE}=${"A".repeat(43)}`)).status).toBe(429);
  });

  it("slows a guessing address on the account, a known device included", async () => {
    const coach = await t.signUp();
    // A shared computer: it is known to the account, yet ten wrong passwords from it are all it gets.
    const sharedDevice = knownDeviceCookieOf(await signInFrom("203.0.113.5", coach));
    const attacker = strangerAddress();
    for (let attempt = 1; attempt <= 10; attempt += 1)
      expect(
        (await signInFrom(attacker, { email: coach.email, password: `guess-${attempt}` }, sharedDevice)).status,
      ).toBe(401);
    expect((await signInFrom(attacker, coach, sharedDevice)).status).toBe(429);
    // Other accounts from that address are held only by the address's own limit.
    const other = await t.signUp();
    expect((await signInFrom(attacker, other)).status).toBe(200);
  });

  it("lifts a lock-out when the owner resets the password", async () => {
    const coach = await t.signUp();
    await strangersGuess(coach.email);
    expect((await signInFrom(strangerAddress(), coach)).status).toBe(429);

    expect((await t.request("/api/auth/forgot-password", { body: { email: coach.email } })).status).toBe(202);
    const mail = await t.latestMailTo(coach.email);
    const token = decodeURIComponent(/\/reset-password\?token=([A-Za-z0-9%_-]+)/.exec(mail!.body)![1]!);
    const newPassword = "thursday-pressing-game";
    const reset = await t.request("/api/auth/reset-password", { body: { token, password: newPassword } });
    expect(reset.status).toBe(200);

    expect((await signInFrom("203.0.113.4", { email: coach.email, password: newPassword })).status).toBe(200);
  });
});
