import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { compressWhenAccepted } from "./compress-when-accepted.ts";

const payload = { words: "rondo pressing ".repeat(200) };
const app = new Hono()
  .use("*", compressWhenAccepted())
  .get("/json", (c) => c.json(payload))
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
  ])("leaves the answer plain for a client with %s, untouched", async (_, accept) => {
    const response = await get("/json", accept);
    expect(response.headers.get("Content-Encoding")).toBeNull();
    // Every answer's Vary is set ahead by answerHeaders (secure-headers.test.ts), not here.
    expect(response.headers.get("Vary")).toBeNull();
    expect(await response.json()).toEqual(payload);
  });

  it("never compresses a type that gains nothing from it", async () => {
    const response = await get("/image", "gzip");
    expect(response.headers.get("Content-Encoding")).toBeNull();
    expect((await response.arrayBuffer()).byteLength).toBe(2048);
  });

  it("weighs q-values as compress() does: gzip;q=0 is refused", async () => {
    const response = await get("/json", "gzip;q=0");
    expect(response.headers.get("Content-Encoding")).toBeNull();
    expect(await response.json()).toEqual(payload);
  });
});
