/**
 * Hostile files sent to the image upload: each is refused with a clear 4xx, or stored re-encoded and
 * served with an image type, `nosniff` and a Content-Security-Policy, so nothing uploaded can run as a
 * page of our origin.
 */
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
// The app first: it teaches zod the OpenAPI extension before the contracts build their schemas.
import { createTestApp, readJson, TEST_APP_URL, type TestApp } from "../test-app.ts";
import { MAX_IMAGE_UPLOAD_BYTES } from "@touchline/contracts";

const SCRIPT = "<script>alert(document.cookie)</script>";
const SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10" onload="alert(1)">${SCRIPT}</svg>`;
const SERVED_TYPES = ["image/png", "image/jpeg", "image/webp"];

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  cookie = (await t.signUpWithRole("admin")).cookie;
});
afterAll(() => t.close());

async function upload(bytes: Uint8Array | string, name: string, type: string): Promise<Response> {
  const form = new FormData();
  form.append("file", new File([bytes], name, { type }));
  return t.app.request("/api/admin/images", {
    method: "POST",
    headers: { Origin: TEST_APP_URL, Cookie: cookie },
    body: form,
  });
}

const png = async (width = 16, height = 16) =>
  new Uint8Array(
    await sharp({ create: { width, height, channels: 3, background: { r: 200, g: 30, b: 30 } } })
      .png()
      .toBuffer(),
  );

/** A tiny, well-formed PNG whose header declares 50 000 × 50 000 pixels, its checksum recomputed. */
async function pixelBomb(): Promise<Uint8Array> {
  const bytes = Buffer.from(await png(1, 1));
  bytes.writeUInt32BE(50_000, 16);
  bytes.writeUInt32BE(50_000, 20);
  let crc = 0xffffffff;
  for (const byte of bytes.subarray(12, 29)) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit += 1) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  bytes.writeUInt32BE((crc ^ 0xffffffff) >>> 0, 29);
  return new Uint8Array(bytes);
}

/** Fetches a stored image as a browser would and checks that it can only ever be a picture. */
async function expectServedHarmlessly(id: string) {
  expect(id).toMatch(/^[\w-]+$/);
  const served = await t.request(`/api/images/${id}`);
  expect(served.status).toBe(200);
  expect(SERVED_TYPES).toContain(served.headers.get("content-type"));
  expect(served.headers.get("x-content-type-options")).toBe("nosniff");
  expect(served.headers.get("content-security-policy")).toMatch(/default-src|script-src/);
  const text = Buffer.from(await served.arrayBuffer()).toString("latin1");
  expect(text).not.toContain("<script");
  expect(text).not.toContain("<svg");
}

describe("hostile uploads", () => {
  const refusals: Array<[string, () => Promise<Response>]> = [
    ["HTML named .png", () => upload(`<!doctype html><html>${SCRIPT}</html>`, "photo.png", "image/png")],
    ["an SVG with script", () => upload(SVG, "logo.svg", "image/svg+xml")],
    ["an SVG with script named .png", () => upload(SVG, "logo.png", "image/png")],
    ["a GIF header before HTML", () => upload(`GIF89a${SCRIPT}`, "anim.gif", "image/gif")],
    ["a zero-byte file", () => upload(new Uint8Array(0), "empty.png", "image/png")],
    ["a file over the size limit", () => upload(new Uint8Array(MAX_IMAGE_UPLOAD_BYTES + 1), "big.png", "image/png")],
    ["a pixel bomb", async () => upload(await pixelBomb(), "bomb.png", "image/png")],
  ];
  it.each(refusals)("refuses %s with a clear 4xx", async (_, send) => {
    const response = await send();
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expect((await readJson(response)).error.message).toMatch(/\w+ \w+/);
  });

  it("stores a PNG with HTML appended (a polyglot) only re-encoded, without the HTML", async () => {
    const polyglot = new Uint8Array([...(await png()), ...new TextEncoder().encode(`<html>${SCRIPT}</html>`)]);
    const response = await upload(polyglot, "poly.png", "image/png");
    if (response.status === 201) await expectServedHarmlessly((await readJson(response)).image.id);
    else expect(response.status).toBe(400);
  });

  it("decides the type by the bytes, not the declared content type", async () => {
    const response = await upload(await png(), "picture.png", "text/html");
    expect(response.status).toBe(201);
    const { image } = await readJson(response);
    expect(image.mimeType).toBe("image/png");
    await expectServedHarmlessly(image.id);
  });

  it("keeps a path-traversal name as a label only: the picture is stored and served by its id", async () => {
    const response = await upload(await png(), "../../x.png", "image/png");
    expect(response.status).toBe(201);
    const { image } = await readJson(response);
    expect(image.originalName).not.toMatch(/[\\/]|\.\./);
    await expectServedHarmlessly(image.id);
  });
});
