import { afterEach, describe, expect, it, vi } from "vitest";
import { apiFetch, queryString } from "./api-client.ts";

describe("queryString", () => {
  it("keeps set parameters, encodes them, and drops empty ones", () => {
    expect(queryString({ q: "rondo 4v1", page: 2, topic: "", phase: undefined, level: null })).toBe(
      "?q=rondo+4v1&page=2",
    );
    expect(queryString({ q: undefined })).toBe("");
  });
});

describe("apiFetch bodies", () => {
  afterEach(() => vi.unstubAllGlobals());

  const captureFetch = () => {
    const fetchSpy = vi.fn(
      async (_path: string, _init: RequestInit) => new Response(JSON.stringify({ ok: true }), { status: 200 }),
    );
    vi.stubGlobal("fetch", fetchSpy);
    return fetchSpy;
  };

  it("sends JSON with its content type", async () => {
    const fetchSpy = captureFetch();
    await apiFetch("/api/x", { body: { a: 1 } });
    const [, init] = fetchSpy.mock.calls[0]!;
    expect(init).toMatchObject({ method: "POST", body: '{"a":1}', headers: { "Content-Type": "application/json" } });
  });

  it("sends a FormData body as it is, leaving the multipart type to the browser", async () => {
    const fetchSpy = captureFetch();
    const form = new FormData();
    form.append("file", new File(["x"], "a.png", { type: "image/png" }));
    expect(await apiFetch("/api/upload", { body: form })).toEqual({ ok: true });
    const [, init] = fetchSpy.mock.calls[0]!;
    expect(init.method).toBe("POST");
    expect(init.body).toBe(form);
    expect(init.headers).toEqual({});
  });
});
