import { readFileSync } from "node:fs";
import { type Page } from "@playwright/test";
import { drawThreeFrameAnimation, expect, expectAccessible, test } from "./fixtures.ts";

/*
 * An animation that explains itself: each frame's caption shows while it plays, is burnt into the GIF
 * under the drawing, and is read large in presentation mode, one frame at a time.
 */

const pitchOf = (page: Page) => page.getByRole("application", { name: /pitch/i });
const CAPTIONS = ["Press", "Win the ball", "Counter"] as const;

/** Two players on the board, one moved in two further frames: a 3-frame animation of 2 s, frames captioned. */
async function drawCaptionedAnimation(page: Page) {
  await drawThreeFrameAnimation(page);
  const field = page.getByRole("textbox", { name: "Caption" });
  for (const [index, caption] of CAPTIONS.entries()) {
    await page.getByRole("button", { name: `Frame ${index + 1}`, exact: true }).click();
    // The caption is typed in the animation's options, beside the frame's duration.
    await page.getByRole("button", { name: "Animation options" }).click();
    await field.fill(caption);
    await field.press("Enter");
    await page.keyboard.press("Escape");
    // The current frame's caption is shown over the pitch as soon as it is committed.
    await expect(page.getByText(caption, { exact: true })).toBeVisible();
  }
}

interface DecodedGif {
  width: number;
  height: number;
  /** Rows from the top where the caption band starts (found from the bottom-left corner's colour). */
  bandTop: number;
  /** Per image: a digest of the band's pixels, one of the drawing's, and how many near-white pixels the band holds. */
  images: { band: string; drawing: string; lightPixels: number }[];
  delays: number[];
}

/**
 * Decodes every image of the GIF with the browser's own decoder (WebCodecs' ImageDecoder gives each image
 * as shown, composed over the ones before it) and summarises the caption band and the drawing above it.
 */
async function decodeGif(page: Page, bytes: Buffer): Promise<DecodedGif> {
  return page.evaluate(async (base64) => {
    const data = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
    const decoder = new ImageDecoder({ data, type: "image/gif" });
    await decoder.tracks.ready;
    const count = decoder.tracks.selectedTrack!.frameCount;
    const digest = async (pixels: Uint8ClampedArray<ArrayBuffer>) =>
      [...new Uint8Array(await crypto.subtle.digest("SHA-256", pixels))]
        .map((byte) => byte.toString(16).padStart(2, "0"))
        .join("");
    const images: { band: string; drawing: string; lightPixels: number }[] = [];
    const delays: number[] = [];
    let size = { width: 0, height: 0, bandTop: 0 };
    for (let frameIndex = 0; frameIndex < count; frameIndex += 1) {
      const { image } = await decoder.decode({ frameIndex });
      const width = image.displayWidth;
      const height = image.displayHeight;
      delays.push(Math.round((image.duration ?? 0) / 10_000));
      const canvas = new OffscreenCanvas(width, height);
      const context = canvas.getContext("2d")!;
      context.drawImage(image, 0, 0);
      image.close();
      const pixels = context.getImageData(0, 0, width, height).data;
      if (frameIndex === 0) {
        // The band is near-black from its left edge; the drawing's run-off above it is green.
        const isBand = (row: number) => {
          const at = row * width * 4;
          return pixels[at]! < 20 && pixels[at + 1]! < 20 && pixels[at + 2]! < 40;
        };
        let top = height;
        while (top > 0 && isBand(top - 1)) top -= 1;
        size = { width, height, bandTop: top };
      }
      const band = pixels.slice(size.bandTop * width * 4);
      let lightPixels = 0;
      for (let at = 0; at < band.length; at += 4) if (band[at]! > 200 && band[at + 1]! > 200) lightPixels += 1;
      images.push({
        band: await digest(band),
        drawing: await digest(pixels.slice(0, size.bandTop * width * 4)),
        lightPixels,
      });
    }
    decoder.close();
    return { ...size, images, delays };
  }, bytes.toString("base64"));
}

test.beforeEach(async ({ page }) => {
  await page.goto("/tactical-board");
  await expect(pitchOf(page)).toBeVisible();
  await drawCaptionedAnimation(page);
});

test("captions show while playing and are burnt into the GIF, changing where the caption changes", async ({ page }) => {
  test.slow();
  // Playback shows each frame's caption as it gets there and ends on the last one.
  await page.getByRole("button", { name: "Frame 1", exact: true }).click();
  await page.getByRole("button", { name: "Play", exact: true }).click();
  await expect(page.getByText("Win the ball", { exact: true })).toBeVisible();
  await expect(page.getByText("Counter", { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Play", exact: true })).toBeVisible();

  // The board's animation export is an item of its header's Export menu.
  await page.getByRole("button", { name: "Export", exact: true }).click();
  await page.getByRole("menuitem", { name: "Export video or GIF", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Export animation" });
  await dialog.getByRole("radio", { name: "GIF" }).check();
  await dialog.getByLabel("Size").selectOption("480");
  const downloading = page.waitForEvent("download");
  await dialog.getByRole("button", { name: "Export GIF" }).click();
  const download = await downloading;
  await expect(dialog.getByRole("status")).toHaveText(`Saved ${download.suggestedFilename()}.`);
  await dialog.getByRole("button", { name: "Close" }).click();

  const gif = await decodeGif(page, readFileSync(await download.path()));
  expect(gif.width).toBe(480);
  // A band under the drawing, at least one line of 16 px text tall.
  expect(gif.height - gif.bandTop).toBeGreaterThanOrEqual(40);
  expect(gif.bandTop).toBeGreaterThan(250);
  // 12 images a second over 2 s, then the last pose: 0 is frame 1 ("Press", held a second longer so it can
  // be read), 1–12 move into frame 2 ("Win the ball"), 13–24 into frame 3 ("Counter").
  expect(gif.images).toHaveLength(25);
  expect(gif.delays.reduce((sum, delay) => sum + delay, 0)).toBe(400);
  const { images } = gif;
  for (const image of images) expect(image.lightPixels).toBeGreaterThan(20);
  // Where the caption changes, the band changes…
  expect(images[1]!.band).not.toBe(images[0]!.band);
  expect(images[13]!.band).not.toBe(images[12]!.band);
  expect(images[13]!.band).not.toBe(images[1]!.band);
  // …and while one caption is shown it stays as it was, though the players move above it.
  expect(images[6]!.drawing).not.toBe(images[1]!.drawing);
  for (const index of [2, 6, 12]) expect(images[index]!.band).toBe(images[1]!.band);
  for (const index of [18, 24]) expect(images[index]!.band).toBe(images[13]!.band);
});

test("presentation mode steps frame by frame with the caption large, and Escape gives focus back", async ({ page }) => {
  await page.getByRole("button", { name: "Frame 1", exact: true }).click();
  const present = page.getByRole("button", { name: "Present" });
  await present.click();
  const presentation = page.getByRole("dialog", { name: "Presentation" });
  await expect(presentation).toBeVisible();
  await expect(presentation.getByText("Frame 1 of 3", { exact: true })).toBeVisible();
  await expect(presentation.getByText("Press", { exact: true })).toBeVisible();
  // The drawing fills most of the window.
  const drawing = await presentation.getByRole("img").boundingBox();
  expect(drawing!.width * drawing!.height).toBeGreaterThan(0.4 * 1280 * 720);

  await page.keyboard.press("ArrowRight");
  await expect(presentation.getByText("Frame 2 of 3", { exact: true })).toBeVisible();
  const caption = presentation.getByText("Win the ball", { exact: true });
  await expect(caption).toBeVisible();
  expect(await caption.evaluate((element) => parseFloat(getComputedStyle(element).fontSize))).toBeGreaterThanOrEqual(
    24,
  );
  await expectAccessible(page, "presentation mode");

  await page.keyboard.press("PageDown");
  await expect(presentation.getByText("Frame 3 of 3", { exact: true })).toBeVisible();
  await expect(presentation.getByText("Counter", { exact: true })).toBeVisible();
  await page.keyboard.press("ArrowLeft");
  await expect(presentation.getByText("Frame 2 of 3", { exact: true })).toBeVisible();

  await page.keyboard.press("Escape");
  await expect(presentation).toBeHidden();
  await expect(present).toBeFocused();
  // The board is left on the frame last shown.
  await expect(page.getByRole("button", { name: "Frame 2", exact: true })).toHaveAttribute("aria-pressed", "true");
});
