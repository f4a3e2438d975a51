import { type ImageMimeType, MAX_IMAGE_EDGE, MAX_IMAGE_PIXELS } from "@touchline/contracts";
import sharp from "sharp";
import { AppError } from "../../lib/app-error.ts";

export interface ReencodedImage {
  data: Buffer;
  width: number;
  height: number;
}

const tooManyPixels = (what: string) =>
  new AppError(
    "PAYLOAD_TOO_LARGE",
    `${what}; at most ${MAX_IMAGE_PIXELS / 1_000_000} megapixels are accepted. Scale it down and retry.`,
  );

const unreadable = () =>
  new AppError(
    "VALIDATION_FAILED",
    "This file could not be read as an image. It may be damaged: export it again and retry.",
  );

/**
 * Decodes an upload and writes it again in the same format family: turned upright by its EXIF
 * orientation, scaled down so no side exceeds MAX_IMAGE_EDGE, and with every piece of metadata (EXIF,
 * GPS, comments, profiles) dropped. Only pixels survive, so nothing hidden in the original is served.
 *
 * The declared size is read from the header first and refused above MAX_IMAGE_PIXELS, so a small
 * file claiming enormous dimensions (a decompression bomb) is never decoded; `limitInputPixels`
 * holds the same line inside the decoder should a header lie.
 */
export async function reencodeImage(bytes: Uint8Array, mimeType: ImageMimeType): Promise<ReencodedImage> {
  let width: number | undefined;
  let height: number | undefined;
  try {
    // Reads the header only (nothing is decoded), so the pixel limit is ours to apply, with our message.
    ({ width, height } = await sharp(bytes, { limitInputPixels: false }).metadata());
  } catch {
    throw unreadable();
  }
  if (!width || !height) throw unreadable();
  if (width * height > MAX_IMAGE_PIXELS)
    throw tooManyPixels(
      `This image is ${width} × ${height} pixels (${Math.round((width * height) / 1_000_000)} megapixels)`,
    );

  const pipeline = sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: "error", sequentialRead: true })
    .rotate()
    .resize({ width: MAX_IMAGE_EDGE, height: MAX_IMAGE_EDGE, fit: "inside", withoutEnlargement: true });
  const encoded =
    mimeType === "image/png"
      ? pipeline.png({ compressionLevel: 9, adaptiveFiltering: true })
      : mimeType === "image/jpeg"
        ? pipeline.jpeg({ quality: 85, mozjpeg: true })
        : pipeline.webp({ quality: 85 });
  try {
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height };
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message))
      throw tooManyPixels("This image decodes to too many pixels");
    throw unreadable();
  }
}
