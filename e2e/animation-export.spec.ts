import { readFileSync } from "node:fs";
import { type Download, type Page } from "@playwright/test";
import { BufferSource, Input, MP4, WEBM } from "mediabunny";
import { type SessionResponse } from "../packages/contracts/src/sessions.ts";
import { addFrame, addObjects, createDiagram, createObject, setPose } from "../packages/diagram/src/index.ts";
import { drawThreeFrameAnimation, expect, expectAccessible, signUpCoach, test } from "./fixtures.ts";

/*
 * Animations leave the app as files: an animated GIF and a WebM (and MP4) video, encoded in the browser,
 * from the tactical board and from a session's drill. The files are read back here, not just named.
 */

const pitchOf = (page: Page) => page.getByRole("application", { name: /pitch/i });

interface GifFacts {
  width: number;
  height: number;
  /** Image descriptors: one per frame. */
  frames: number;
  /** Graphic control extensions' delays, in hundredths of a second. */
  delays: number[];
}

/** Walks a GIF's blocks (header, screen descriptor, extensions, images, trailer) as a decoder would. */
function readGif(bytes: Buffer): GifFacts {
  expect(bytes.subarray(0, 6).toString("latin1")).toBe("GIF89a");
  const width = bytes.readUInt16LE(6);
  const height = bytes.readUInt16LE(8);
  const colourTableSize = (flags: number) => (flags & 0x80 ? 3 * 2 ** ((flags & 0x07) + 1) : 0);
  let offset = 13 + colourTableSize(bytes[10]!);
  const skipSubBlocks = () => {
    for (let size = bytes[offset++]!; size > 0; size = bytes[offset++]!) offset += size;
  };
  let frames = 0;
  const delays: number[] = [];
  for (;;) {
    const introducer = bytes[offset++];
    if (introducer === 0x3b) break;
    if (introducer === 0x21) {
      const label = bytes[offset++];
      if (label === 0xf9) delays.push(bytes.readUInt16LE(offset + 2));
      skipSubBlocks();
    } else if (introducer === 0x2c) {
      frames += 1;
      const flags = bytes[offset + 8]!;
      offset += 9 + colourTableSize(flags) + 1; // descriptor, local colour table, LZW minimum code size
      skipSubBlocks();
    } else {
      throw new Error(`unexpected GIF block 0x${introducer?.toString(16)} at ${offset - 1}`);
    }
    if (offset > bytes.length) throw new Error("the GIF ends without its trailer");
  }
  return { width, height, frames, delays };
}

/** `players` players who each move in every frame after the first, `frameMs` per step. */
function animatedDiagram({ players, frames, frameMs }: { players: number; frames: number; frameMs: number }) {
  const objects = Array.from({ length: players }, (_, index) =>
    createObject("player", { x: 20 + (index % 6) * 10, y: 15 + Math.floor(index / 6) * 12 }),
  );
  let diagram = addObjects(createDiagram(), objects);
  for (let frameIndex = 1; frameIndex < frames; frameIndex += 1) {
    diagram = addFrame(diagram, { durationMs: frameMs });
    for (const object of objects)
      diagram = setPose(diagram, { frameIndex, id: object.id, x: object.x + frameIndex * 4, y: object.y + 3 });
  }
  return diagram;
}

async function bytesOf(download: Download): Promise<Buffer> {
  return readFileSync(await download.path());
}

/** Opens the export dialog with `button`, exports `format` at `width` px and returns the download. */
async function exportAnimation(
  page: Page,
  openButton: string,
  format: "GIF" | "WebM video" | "MP4 video",
  width: number,
) {
  await openAnimationExport(page, openButton);
  const dialog = page.getByRole("dialog", { name: "Export animation" });
  await dialog.getByRole("radio", { name: format }).check();
  await dialog.getByLabel("Size").selectOption(String(width));
  const download = page.waitForEvent("download");
  await dialog.getByRole("button", { name: `Export ${format}` }).click();
  const file = await download;
  await expect(dialog.getByRole("status")).toHaveText(`Saved ${file.suggestedFilename()}.`);
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toBeHidden();
  return file;
}

/**
 * Opens the animation export: a button of the page (a session's drill), or the item of the editor
 * header's Export menu (the tactical board).
 */
async function openAnimationExport(page: Page, name: string) {
  const button = page.getByRole("button", { name, exact: true });
  if ((await button.count()) > 0) return button.click();
  await page.getByRole("button", { name: "Export", exact: true }).click();
  await page.getByRole("menuitem", { name, exact: true }).click();
}

test.describe("on the tactical board", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/tactical-board");
    await expect(pitchOf(page)).toBeVisible();
    await drawThreeFrameAnimation(page);
  });

  test("a 3-frame animation exports as a GIF of the chosen width and as videos with a duration", async ({ page }) => {
    // Three files encoded one after the other: on a busy two-core machine this takes longer than a usual story.
    test.slow();
    const gif = await exportAnimation(page, "Export video or GIF", "GIF", 480);
    expect(gif.suggestedFilename()).toBe("tactical-board.gif");
    const facts = readGif(await bytesOf(gif));
    expect(facts.width).toBe(480);
    expect(facts.height).toBeGreaterThan(250);
    expect(facts.height).toBeLessThan(480);
    expect(facts.frames).toBeGreaterThanOrEqual(3);
    // 2 s of animation and the last pose held 1 s, in hundredths of a second.
    expect(facts.delays.reduce((sum, delay) => sum + delay, 0)).toBe(300);

    const webm = await exportAnimation(page, "Export video or GIF", "WebM video", 640);
    expect(webm.suggestedFilename()).toBe("tactical-board.webm");
    const webmBytes = await bytesOf(webm);
    expect(webmBytes.readUInt32BE(0)).toBe(0x1a45dfa3);
    expect(webmBytes.subarray(0, 64).toString("latin1")).toContain("webm");
    const webmFile = new Input({ source: new BufferSource(webmBytes), formats: [WEBM] });
    expect(await webmFile.getFormat()).toBe(WEBM);
    expect(await webmFile.computeDuration()).toBeCloseTo(3, 1);
    const [webmTrack] = await webmFile.getVideoTracks();
    expect(webmTrack!.displayWidth).toBe(640);

    // MP4 is offered where the browser encodes H.264, and otherwise says why not.
    await openAnimationExport(page, "Export video or GIF");
    const mp4Option = page.getByRole("dialog").getByRole("radio", { name: "MP4 video" });
    await expect(page.getByRole("dialog").getByRole("button", { name: "Export GIF" })).toBeEnabled();
    await expect
      .poll(async () => (await mp4Option.isDisabled()) || (await page.getByText(/Checking whether/).count()) === 0)
      .toBe(true);
    const canEncodeMp4 = await mp4Option.isEnabled();
    await page.getByRole("dialog").getByRole("button", { name: "Close" }).click();
    if (canEncodeMp4) {
      const mp4 = await exportAnimation(page, "Export video or GIF", "MP4 video", 960);
      expect(mp4.suggestedFilename()).toBe("tactical-board.mp4");
      const mp4Bytes = await bytesOf(mp4);
      expect(mp4Bytes.subarray(4, 8).toString("latin1")).toBe("ftyp");
      const mp4File = new Input({ source: new BufferSource(mp4Bytes), formats: [MP4] });
      expect(await mp4File.computeDuration()).toBeCloseTo(3, 1);
      expect((await mp4File.getVideoTracks())[0]!.displayWidth).toBe(960);
    } else {
      await openAnimationExport(page, "Export video or GIF");
      await expect(page.getByText("This browser cannot encode MP4 (H.264) video.", { exact: false })).toBeVisible();
    }
  });
});

test("an export shows its progress and can be cancelled", async ({ page }) => {
  // A long animation (50 s) at the largest size: the export is still running when Cancel is pressed.
  const board = JSON.stringify(animatedDiagram({ players: 12, frames: 6, frameMs: 10_000 }));
  await page.addInitScript((value) => localStorage.setItem("touchline.tactical-board", value), board);
  await page.goto("/tactical-board");
  await expect(pitchOf(page).locator('[data-kind="player"]')).toHaveCount(12);
  let downloads = 0;
  page.on("download", () => (downloads += 1));

  await openAnimationExport(page, "Export video or GIF");
  const dialog = page.getByRole("dialog", { name: "Export animation" });
  await dialog.getByRole("radio", { name: "WebM video" }).check();
  await dialog.getByLabel("Size").selectOption("1280");
  await dialog.getByRole("button", { name: "Export WebM video" }).click();
  const progress = dialog.getByRole("progressbar", { name: "Export progress" });
  await expect(progress).toBeVisible();
  await expect(progress).not.toHaveAttribute("aria-valuenow", "0");
  await expect(dialog.getByLabel("Size")).toBeDisabled();
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog.getByRole("status")).toHaveText("Export cancelled.");
  await expect(progress).toBeHidden();
  expect(downloads).toBe(0);
  // The dialog is ready for another try.
  await expect(dialog.getByRole("button", { name: "Export WebM video" })).toBeEnabled();
  await expectAccessible(page, "the animation export dialog");
});

test("a session's drill exports its animation as a GIF named after the drill", async ({ page }) => {
  await signUpCoach(page);
  const diagram = animatedDiagram({ players: 6, frames: 3, frameMs: 800 });
  const created = await page.request.post("/api/sessions", {
    data: {
      title: "Possession under pressure",
      intensity: "medium",
      blocks: [{ id: "block-1", title: "Rondo 4v2", diagram, durationMinutes: 15, intensity: "medium" }],
    },
  });
  expect(created.status()).toBe(201);
  const { session } = (await created.json()) as SessionResponse;

  await page.goto(`/sessions/${session.id}`);
  await expect(page.getByRole("heading", { name: "Possession under pressure" })).toBeVisible();
  const gif = await exportAnimation(page, "Export video or GIF of Rondo 4v2", "GIF", 640);
  expect(gif.suggestedFilename()).toBe("rondo-4v2.gif");
  const facts = readGif(await bytesOf(gif));
  expect(facts.width).toBe(640);
  expect(facts.frames).toBeGreaterThanOrEqual(3);
});
