import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { compressWhenAccepted } from "./compress-when-accepted.ts";

const payload = { words: "rondo pressing ".repeat(200) };
const app = new Hono()
  .use("*", compressWhenAccepted())
  .get("/json", (c) => c.json(payload))
  .get("/varied", (c) => {
    c.header("Vary", "Origin");
    return c.json(payload);
  })
  .get("/image", (c) => c.body(new Uint8Array(2048), 200, { "Content-Type": "image/png" }));

const get = (path: string, acceptEncoding?: string) =>
  app.request(path, acceptEncoding ? { headers: { "Accept-Encoding": acceptEncoding } } : undefined);

describe("compression", () => {
  it("gzips a JSON answer for a client that takes gzip", async () => {
    const response = await get("/json", "gzip, deflate, br");
    expect(response.headers.get("Content-Encoding")).toBe("gzip");
    expect(response.headers.get("Vary")).toBe("Accept-Encoding");
    const text = await new Response(response.body!.pipeThrough(new DecompressionStream("gzip"))).text();
    expect(JSON.parse(text)).toEqual(payload);
  });

  it.each([
    ["no Accept-Encoding", undefined],
    ["only br", "br"],
    ["identity", "identity"],
  ])(
    "leaves the answer plain for a client with %s, and tells caches it depends on the encodings",
    async (_, accept) => {
      const response = await get("/json", accept);
      expect(response.headers.get("Content-Encoding")).toBeNull();
      expect(response.headers.get("Vary")).toBe("Accept-Encoding");
      expect(await response.json()).toEqual(payload);
    },
  );

  it("adds to a Vary the route set, and says nothing of encodings on a type it never compresses", async () => {
    expect((await get("/varied")).headers.get("Vary")).toBe("Origin, Accept-Encoding");
    expect((await get("/image")).headers.get("Vary")).toBeNull();
  });

  it("weighs q-values as compress() does: gzip;q=0 is refused", async () => {
    const response = await get("/json", "gzip;q=0");
    expect(response.headers.get("Content-Encoding")).toBeNull();
    expect(await response.json()).toEqual(payload);
  });
});
