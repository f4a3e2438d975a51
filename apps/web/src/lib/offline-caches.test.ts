import { afterEach, describe, expect, it, vi } from "vitest";
import {
  forgetClubAnswers,
  forgetOfflineAnswers,
  isKeptForOffline,
  keepForOffline,
  LATE_ANSWERS_MS,
  OFFLINE_CACHES,
} from "./offline-caches.ts";

/** jsdom has no service workers: the page's container, with the worker controlling it or none. */
function controlledBy(controller: Pick<ServiceWorker, "postMessage"> | null) {
  Object.defineProperty(navigator, "serviceWorker", { value: { controller }, configurable: true });
}

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, "serviceWorker");
});

describe("what the service worker keeps for offline use", () => {
  it("is the signed-in session, My Sessions and each session document, by id or short link", () => {
    for (const path of [
      "/api/auth/session",
      "/api/sessions/mine",
      "/api/sessions/0b3c7a4e-1f2d-4c5b-9a8e-7d6c5b4a3f21",
      "/api/sessions/by-short-id/Ab3dE9",
    ])
      expect(isKeptForOffline(path), path).toBe(true);
  });

  it("is also the coach's clubs, each club and its teams", () => {
    for (const path of ["/api/clubs", "/api/clubs/c-1", "/api/clubs/c-1/teams"])
      expect(isKeptForOffline(path), path).toBe(true);
    for (const path of ["/api/clubs/c-1/invites", "/api/clubs/c-1/teams/t-1", "/api/club-invites/abc"])
      expect(isKeptForOffline(path), path).toBe(false);
  });

  it("is also each occurrence's register, and no other answer about the occurrence", () => {
    const occurrence = "/api/clubs/c-1/teams/t-1/events/e-1/occurrences/2027-03-09T18%3A00%3A00.000Z";
    expect(isKeptForOffline(`${occurrence}/register`)).toBe(true);
    for (const path of [occurrence, `${occurrence}/availability`, `${occurrence}/register/x`])
      expect(isKeptForOffline(path), path).toBe(false);
  });

  it("is also what a team link and a personal link's plan opened, but not the personal link's own page", () => {
    const token = "T".repeat(43);
    for (const path of [`/api/team-links/${token}`, `/api/player-links/${token}/next-event`])
      expect(isKeptForOffline(path), path).toBe(true);
    for (const path of [`/api/player-links/${token}`, `/api/player-links/${token}/answers`, "/api/team-links"])
      expect(isKeptForOffline(path), path).toBe(false);
  });

  it("is nothing else: no other API answer, no sub-resource of a session", () => {
    for (const path of [
      "/api/auth/sign-in",
      "/api/sessions",
      "/api/sessions/abc/pdf",
      "/api/admin/users",
      "/api/global-library",
      "/api/account/export",
      "/my-sessions",
    ])
      expect(isKeptForOffline(path), path).toBe(false);
  });
});

describe("forgetClubAnswers", () => {
  it("deletes the club's kept answers and the list that named it, and nothing of another club", async () => {
    let kept = ["/api/clubs", "/api/clubs/c-1", "/api/clubs/c-1/teams", "/api/clubs/c-10", "/api/sessions/mine"];
    const cache = {
      keys: async () => kept.map((path) => ({ url: `${location.origin}${path}` })),
      delete: async ({ url }: { url: string }) => {
        kept = kept.filter((path) => `${location.origin}${path}` !== url);
        return true;
      },
    };
    const open = vi.fn(async () => cache);
    vi.stubGlobal("caches", { open });
    await forgetClubAnswers("c-1");
    expect(open).toHaveBeenCalledWith(OFFLINE_CACHES.api);
    expect(kept).toEqual(["/api/clubs/c-10", "/api/sessions/mine"]);
  });
});

describe("forgetOfflineAnswers", () => {
  it("deletes the kept API answers, and again once answers already on their way have landed", async () => {
    vi.useFakeTimers();
    const remove = vi.fn(async () => true);
    vi.stubGlobal("caches", { delete: remove });
    await forgetOfflineAnswers();
    expect(remove).toHaveBeenCalledExactlyOnceWith(OFFLINE_CACHES.api);
    vi.advanceTimersByTime(LATE_ANSWERS_MS);
    expect(remove).toHaveBeenCalledTimes(2);
    expect(remove).toHaveBeenLastCalledWith(OFFLINE_CACHES.api);
    vi.useRealTimers();
  });

  it("does nothing where the browser has no Cache Storage", async () => {
    vi.stubGlobal("caches", undefined);
    await expect(forgetOfflineAnswers()).resolves.toBeUndefined();
  });
});

describe("keepForOffline", () => {
  it("asks the controlling worker to fetch the kept addresses of our origin only", () => {
    const postMessage = vi.fn();
    controlledBy({ postMessage });
    keepForOffline([
      "/api/sessions/s1",
      `${location.origin}/api/sessions/mine?sort=updated`,
      "https://elsewhere.example/api/sessions/s2",
      "/api/admin/users",
      "/assets/index-abc.js",
    ]);
    expect(postMessage).toHaveBeenCalledExactlyOnceWith({
      type: "CACHE_URLS",
      payload: { urlsToCache: ["/api/sessions/s1", `${location.origin}/api/sessions/mine?sort=updated`] },
    });
  });

  it("does nothing before a worker controls the page", () => {
    controlledBy(null);
    expect(() => keepForOffline(["/api/sessions/s1"])).not.toThrow();
  });
});
