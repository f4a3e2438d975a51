import { i18n } from "@lingui/core";
import { SOURCE_LOCALE } from "@touchline/contracts";
import { afterEach, describe, expect, it, vi } from "vitest";
import { api, ApiError, queryString } from "./api-client.ts";
import { activateLocale } from "./i18n/catalogues.ts";
import { apiErrorMessage } from "./i18n/error-messages.ts";

describe("queryString", () => {
  it("keeps set parameters, encodes them, and drops empty ones", () => {
    expect(queryString({ q: "rondo 4v1", page: 2, topic: "", phase: undefined, level: null })).toBe(
      "?q=rondo+4v1&page=2",
    );
    expect(queryString({ q: undefined })).toBe("");
  });
});

const captureFetch = (response = () => new Response(JSON.stringify({ ok: true }), { status: 200 })) => {
  const fetchSpy = vi.fn(async (_path: string, _init: RequestInit) => response());
  vi.stubGlobal("fetch", fetchSpy);
  return fetchSpy;
};

describe("api bodies", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("sends JSON with its content type", async () => {
    const fetchSpy = captureFetch();
    await api.post("/api/feedback", { json: { title: "Nets", description: "More nets" } });
    const [, init] = fetchSpy.mock.calls[0]!;
    expect(init).toMatchObject({
      method: "POST",
      body: '{"title":"Nets","description":"More nets"}',
      headers: { "Content-Type": "application/json" },
    });
  });

  it("sends a FormData body as it is, leaving the multipart type to the browser", async () => {
    const fetchSpy = captureFetch();
    const form = new FormData();
    form.append("file", new File(["x"], "a.png", { type: "image/png" }));
    expect(await api.post("/api/admin/images", { form })).toEqual({ ok: true });
    const [, init] = fetchSpy.mock.calls[0]!;
    expect(init.method).toBe("POST");
    expect(init.body).toBe(form);
    expect(init.headers).toEqual({});
  });
});

describe("api", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("puts each param into its place in the path, encoded", async () => {
    const fetchSpy = captureFetch();
    await api.post("/api/admin/reports/:sessionId/dismiss", { param: { sessionId: "a b/c" }, json: {} });
    expect(fetchSpy.mock.calls[0]![0]).toBe("/api/admin/reports/a%20b%2Fc/dismiss");
  });

  it("builds the query string as queryString does, leaving out empty values", async () => {
    const fetchSpy = captureFetch();
    await api.get("/api/admin/users", { query: { q: "", level: "admin", status: undefined, page: 3 } });
    expect(fetchSpy.mock.calls[0]![0]).toBe("/api/admin/users?level=admin&page=3");
    await api.get("/api/sessions/mine", { query: {} });
    expect(fetchSpy.mock.calls[1]![0]).toBe("/api/sessions/mine");
  });

  it("sends a GET without a body or a content type, with the same-origin cookies", async () => {
    const fetchSpy = captureFetch(() => new Response(JSON.stringify({ user: null }), { status: 200 }));
    expect(await api.get("/api/auth/session")).toEqual({ user: null });
    const [path, init] = fetchSpy.mock.calls[0]!;
    expect(path).toBe("/api/auth/session");
    expect(init).toEqual({ method: "GET", headers: {}, body: undefined, credentials: "same-origin" });
  });

  it("sends the route's method, with a JSON body where it has one", async () => {
    const fetchSpy = captureFetch();
    await api.patch("/api/feedback/:id", { param: { id: "f1" }, json: { status: "resolved" } });
    const [path, init] = fetchSpy.mock.calls[0]!;
    expect(path).toBe("/api/feedback/f1");
    expect(init).toMatchObject({
      method: "PATCH",
      body: '{"status":"resolved"}',
      headers: { "Content-Type": "application/json" },
    });
  });

  it("resolves a 204 to undefined without reading a body", async () => {
    captureFetch(() => new Response(null, { status: 204 }));
    expect(await api.delete("/api/drills/:id", { param: { id: "d1" } })).toBeUndefined();
  });

  it("turns an error body into an ApiError with the server's status, code, message and fields", async () => {
    captureFetch(
      () =>
        new Response(
          JSON.stringify({
            error: { code: "VALIDATION_FAILED", message: "Check the title", fields: { title: "Too short" } },
          }),
          { status: 400 },
        ),
    );
    const error = await api.post("/api/feedback", { json: { title: "x", description: "y" } }).catch((e) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: "VALIDATION_FAILED",
      message: "Check the title",
      fields: { title: "Too short" },
    });
  });

  it("reads an answer that is not our error body as an internal error", async () => {
    captureFetch(() => new Response("<html>Bad gateway</html>", { status: 502 }));
    await expect(api.get("/api/auth/session")).rejects.toMatchObject({
      status: 502,
      code: "INTERNAL",
      message: "Something went wrong on our side. Please try again.",
    });
  });

  it("turns a failed fetch into a NETWORK ApiError", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => {
        throw new TypeError("Failed to fetch");
      }),
    );
    await expect(api.get("/api/auth/session")).rejects.toMatchObject({
      status: 0,
      code: "NETWORK",
      message: "Could not reach Touchline. Check your connection and try again.",
    });
  });

  it("returns a file's response itself, and builds a link's address", async () => {
    const csv = new Response("name,email\n", { status: 200, headers: { "Content-Type": "text/csv" } });
    const fetchSpy = captureFetch(() => csv);
    expect(await api.file("/api/admin/user-analytics.csv", { query: { sort: "name", dir: "asc", q: "" } })).toBe(csv);
    expect(fetchSpy.mock.calls[0]![0]).toBe("/api/admin/user-analytics.csv?sort=name&dir=asc");
    expect(api.url("/api/blog/posts/:slug", { param: { slug: "pressing" } })).toBe("/api/blog/posts/pressing");
  });
});

describe("api errors in the reader's language", () => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    await activateLocale(i18n, SOURCE_LOCALE);
  });

  const refuse = () =>
    captureFetch(
      () =>
        new Response(
          JSON.stringify({
            error: {
              code: "VALIDATION_FAILED",
              message: "Please check the highlighted fields.",
              fields: { title: "Please give the session a title" },
            },
          }),
          { status: 400 },
        ),
    );

  it("keeps the server's own words for an English reader", async () => {
    refuse();
    const error = (await api.get("/api/auth/session").catch((caught: unknown) => caught)) as ApiError;
    expect(error.message).toBe("Please check the highlighted fields.");
    expect(error.fields).toEqual({ title: "Please give the session a title" });
  });

  it("says the code's meaning and the field messages in another language, so a page can show them in place", async () => {
    await activateLocale(i18n, "de");
    refuse();
    const error = (await api.get("/api/auth/session").catch((caught: unknown) => caught)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).not.toBe("Please check the highlighted fields.");
    expect(error.message).toBe(apiErrorMessage(i18n, { code: "VALIDATION_FAILED", message: "" }));
    expect(error.fields.title).toBe("Gib der Einheit einen Titel");
  });
});
