import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
// The app first: it teaches zod the OpenAPI extension before the contracts build their schemas.
import { createTestApp, readJson, TEST_APP_URL, type TestApp } from "../../../test/test-app.ts";
import { MAX_IMAGE_EDGE, MAX_IMAGE_UPLOAD_BYTES } from "@touchline/contracts";

let t: TestApp;
let admin: Awaited<ReturnType<TestApp["signUp"]>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signUpWithRole("admin");
});
afterAll(() => t.close());

/** Posts a file as the browser's form would: multipart/form-data, the file in the field "file". */
function upload(
  bytes: Uint8Array | string,
  { name = "picture.png", type = "image/png", cookie = admin.cookie as string | null } = {},
) {
  const form = new FormData();
  form.append("file", new File([bytes], name, { type }));
  return t.app.request("/api/admin/images", {
    method: "POST",
    headers: { Origin: TEST_APP_URL, ...(cookie ? { Cookie: cookie } : {}) },
    body: form,
  });
}

async function expectRefused(response: Response, status: number, code: string, message: RegExp) {
  const body = await readJson(response);
  expect({ status: response.status, code: body.error?.code }).toEqual({ status, code });
  expect(body.error.message).toMatch(message);
}

const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 34, g: 197, b: 94 } } });

/** The standard CRC-32 that PNG chunks end with. */
function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit += 1) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

/**
 * A decompression bomb's calling card: a tiny, well-formed PNG whose header declares 50 000 × 50 000
 * pixels (2.5 gigapixels, 7.5 GB decoded). The header's checksum is recomputed so decoders believe it.
 */
async function pngDeclaring(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(await solid(1, 1).png().toBuffer());
  // Signature (8) + IHDR length (4) + "IHDR" (4), then width and height, 4 bytes each, big-endian.
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

describe("who may manage images", () => {
  it("lets only admins upload, list and delete; anyone may fetch", async () => {
    const png = await solid(8, 8).png().toBuffer();
    const coach = await t.signUp();
    const moderator = await t.signUpWithRole("moderator");
    const uploaded = await readJson(await upload(png));
    const { id } = uploaded.image;
    for (const [cookie, status, code] of [
      [null, 401, "UNAUTHENTICATED"],
      [coach.cookie, 403, "FORBIDDEN"],
      [moderator.cookie, 403, "FORBIDDEN"],
    ] as const) {
      expect((await readJson(await upload(png, { cookie }))).error.code).toBe(code);
      const list = await t.request("/api/admin/images", { cookie: cookie ?? undefined });
      expect({ status: list.status, code: (await readJson(list)).error.code }).toEqual({ status, code });
      const remove = await t.request(`/api/admin/images/${id}`, { method: "DELETE", cookie: cookie ?? undefined });
      expect({ status: remove.status, code: (await readJson(remove)).error.code }).toEqual({ status, code });
      // An oversized body from a non-admin is refused for who they are, not for its size.
      expect((await upload(new Uint8Array(MAX_IMAGE_UPLOAD_BYTES + 200_000), { cookie })).status).toBe(status);
    }
    expect((await t.request(`/api/images/${id}`)).status).toBe(200);
    expect((await t.request(`/api/admin/images/${id}`, { method: "DELETE", cookie: admin.cookie })).status).toBe(200);
    expect((await t.request(`/api/images/${id}`)).status).toBe(404);
  });
});

describe("uploading real pictures", () => {
  it("re-encodes a PNG, caps its longest side, stores the dimensions and serves it back with long cache headers", async () => {
    const response = await upload(await solid(3000, 1000).png().toBuffer(), { name: "pitch-diagram.png" });
    expect(response.status).toBe(201);
    const { image } = await readJson(response);
    expect(image).toMatchObject({
      mimeType: "image/png",
      width: MAX_IMAGE_EDGE,
      height: 800,
      originalName: "pitch-diagram.png",
      uploaderName: `${admin.firstName} ${admin.lastName}`,
      url: `/api/images/${image.id}`,
    });

    const served = await t.request(image.url);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/png");
    expect(served.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
    const etag = served.headers.get("etag");
    expect(etag).toBeTruthy();
    const bytes = Buffer.from(await served.arrayBuffer());
    expect(bytes.byteLength).toBe(image.byteSize);
    expect(await sharp(bytes).metadata()).toMatchObject({ format: "png", width: MAX_IMAGE_EDGE, height: 800 });

    const revalidated = await t.request(image.url, { headers: { "If-None-Match": etag! } });
    expect(revalidated.status).toBe(304);

    const list = await readJson(await t.request("/api/admin/images", { cookie: admin.cookie }));
    expect(list.images.find((listed: any) => listed.id === image.id)).toEqual(image);
    expect(list.total).toBeGreaterThanOrEqual(1);
  });

  it("turns a JPEG upright by its EXIF orientation and drops its metadata", async () => {
    // 40 × 20 stored, with an orientation that says "rotate 90°" and a camera comment.
    const jpeg = await solid(40, 20)
      .jpeg()
      .withMetadata({ orientation: 6, exif: { IFD0: { Copyright: "secret GPS camera" } } })
      .toBuffer();
    expect((await sharp(jpeg).metadata()).orientation).toBe(6);
    const response = await upload(jpeg, { name: "photo.jpg", type: "image/jpeg" });
    expect(response.status).toBe(201);
    const { image } = await readJson(response);
    expect(image).toMatchObject({ mimeType: "image/jpeg", width: 20, height: 40 });
    const served = await t.request(image.url);
    expect(served.headers.get("content-type")).toBe("image/jpeg");
    const metadata = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect(metadata).toMatchObject({ format: "jpeg", width: 20, height: 40 });
    expect(metadata.orientation).toBeUndefined();
    expect(metadata.exif).toBeUndefined();
  });

  it("accepts a WebP and keeps it WebP", async () => {
    const response = await upload(await solid(64, 48).webp().toBuffer(), { name: "cones.webp", type: "image/webp" });
    expect(response.status).toBe(201);
    const { image } = await readJson(response);
    expect(image).toMatchObject({ mimeType: "image/webp", width: 64, height: 48 });
    expect((await t.request(image.url)).headers.get("content-type")).toBe("image/webp");
  });

  it("decides the type by content: a JPEG named .png is stored and served as a JPEG", async () => {
    const response = await upload(await solid(10, 10).jpeg().toBuffer(), { name: "misnamed.png", type: "image/png" });
    expect(response.status).toBe(201);
    expect((await readJson(response)).image.mimeType).toBe("image/jpeg");
  });

  it("clears a deleted image from the posts that used it as their cover", async () => {
    const { image } = await readJson(await upload(await solid(20, 10).png().toBuffer()));
    const created = await t.request("/api/admin/blog/posts", {
      body: { title: `Cover test ${Date.now()}`, coverImageId: image.id },
      cookie: admin.cookie,
    });
    const { post } = await readJson(created);
    expect(post).toMatchObject({ coverImageId: image.id, coverImageUrl: image.url });
    await t.request(`/api/admin/images/${image.id}`, { method: "DELETE", cookie: admin.cookie });
    const after = await readJson(await t.request(`/api/admin/blog/posts/${post.id}`, { cookie: admin.cookie }));
    expect(after.post).toMatchObject({ coverImageId: null, coverImageUrl: null });
  });
});

describe("hostile uploads", () => {
  async function imageCount() {
    return (await readJson(await t.request("/api/admin/images", { cookie: admin.cookie }))).total;
  }

  it("refuses a script dressed as a PNG (name and declared type)", async () => {
    const before = await imageCount();
    const html =
      "<!doctype html><html><body><script>fetch('/api/account').then(r=>r.text()).then(alert)</script></body></html>";
    const response = await upload(html, { name: "innocent.png", type: "image/png" });
    const body = await readJson(response.clone());
    expect(body.error.fields.file).toMatch(/Only PNG, JPEG and WebP/);
    await expectRefused(response, 400, "VALIDATION_FAILED", /Only PNG, JPEG and WebP pictures can be uploaded/);
    await expectRefused(
      await upload("alert(document.cookie)", { name: "x.png" }),
      400,
      "VALIDATION_FAILED",
      /Only PNG, JPEG and WebP/,
    );
    expect(await imageCount()).toBe(before);
  });

  it("refuses an SVG, even one named .png, and a GIF", async () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script><rect width="10" height="10"/></svg>';
    await expectRefused(
      await upload(svg, { name: "logo.svg", type: "image/svg+xml" }),
      400,
      "VALIDATION_FAILED",
      /Only PNG, JPEG and WebP/,
    );
    await expectRefused(
      await upload(svg, { name: "logo.png", type: "image/png" }),
      400,
      "VALIDATION_FAILED",
      /Only PNG, JPEG and WebP/,
    );
    const gif = await solid(4, 4).gif().toBuffer();
    await expectRefused(
      await upload(gif, { name: "anim.gif", type: "image/gif" }),
      400,
      "VALIDATION_FAILED",
      /Only PNG, JPEG and WebP/,
    );
  });

  it("refuses a file above the size limit, whether the body or only the file is too big", async () => {
    const before = await imageCount();
    // A PNG signature followed by junk: refused for its size before anything looks at its content.
    const justOver = new Uint8Array(MAX_IMAGE_UPLOAD_BYTES + 1);
    justOver.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    await expectRefused(await upload(justOver), 413, "PAYLOAD_TOO_LARGE", /larger than 5 MB/);
    await expectRefused(
      await upload(new Uint8Array(MAX_IMAGE_UPLOAD_BYTES * 2)),
      413,
      "PAYLOAD_TOO_LARGE",
      /larger than 5 MB/,
    );
    expect(await imageCount()).toBe(before);
  });

  it("refuses a decompression bomb: a small file declaring 50 000 × 50 000 pixels", async () => {
    const bomb = await pngDeclaring(50_000, 50_000);
    expect(bomb.byteLength).toBeLessThan(1000);
    expect(await sharp(bomb, { limitInputPixels: false }).metadata()).toMatchObject({ width: 50_000, height: 50_000 });
    await expectRefused(
      await upload(bomb, { name: "tiny.png" }),
      413,
      "PAYLOAD_TOO_LARGE",
      /50000 × 50000 pixels.*at most 40 megapixels/,
    );
  });

  it("refuses a damaged picture with a clear message", async () => {
    const png = await solid(50, 50).png().toBuffer();
    await expectRefused(await upload(png.subarray(0, 40)), 400, "VALIDATION_FAILED", /could not be read as an image/);
  });

  it("asks for a file when there is none", async () => {
    const form = new FormData();
    form.append("note", "no file here");
    const response = await t.app.request("/api/admin/images", {
      method: "POST",
      headers: { Origin: TEST_APP_URL, Cookie: admin.cookie },
      body: form,
    });
    await expectRefused(response, 400, "VALIDATION_FAILED", /Choose a PNG, JPEG or WebP picture/);
    const json = await t.request("/api/admin/images", { body: { file: "x" }, cookie: admin.cookie });
    await expectRefused(json, 400, "VALIDATION_FAILED", /Choose a PNG, JPEG or WebP picture/);
  });

  it("answers 404 for an unknown image and 400 for a malformed id", async () => {
    expect((await t.request("/api/images/00000000-0000-0000-0000-000000000000")).status).toBe(404);
    expect((await t.request("/api/images/..%2F..%2Fetc")).status).toBe(400);
  });
});
