import { t } from "@lingui/core/macro";
import {
  BufferTarget,
  CanvasSource,
  getFirstEncodableVideoCodec,
  Mp4OutputFormat,
  Output,
  QUALITY_HIGH,
  type VideoCodec,
  WebMOutputFormat,
} from "mediabunny";
import type { FrameEncoder } from "./frame-encoder.ts";

export type VideoFormat = "webm" | "mp4";

/** WebM takes VP9 where the browser encodes it (smaller files), else VP8; MP4 is H.264, which every player reads. */
const CODECS: Readonly<Record<VideoFormat, VideoCodec[]>> = { webm: ["vp9", "vp8"], mp4: ["avc"] };

async function codecFor(format: VideoFormat, size: { width: number; height: number }): Promise<VideoCodec | null> {
  if (typeof VideoEncoder === "undefined") return null;
  return getFirstEncodableVideoCodec(CODECS[format], size).catch(() => null);
}

/**
 * Whether this browser can encode each video format at this size: WebCodecs' `VideoEncoder.isConfigSupported`,
 * asked through mediabunny with the codec string it would encode with (H.264's level depends on the size).
 */
export async function videoSupport(size: { width: number; height: number }): Promise<Record<VideoFormat, boolean>> {
  const [webm, mp4] = await Promise.all([codecFor("webm", size), codecFor("mp4", size)]);
  return { webm: webm !== null, mp4: mp4 !== null };
}

/** A WebM or MP4 file encoded by the browser (WebCodecs) from the canvas's images, muxed by mediabunny. */
export async function createVideoEncoder(
  canvas: HTMLCanvasElement,
  format: VideoFormat,
  frameRate: number,
): Promise<FrameEncoder> {
  const codec = await codecFor(format, canvas);
  if (!codec)
    throw new Error(
      format === "mp4" ? t`This browser cannot encode MP4 video.` : t`This browser cannot encode WebM video.`,
    );
  const target = new BufferTarget();
  const output = new Output({
    format: format === "mp4" ? new Mp4OutputFormat({ fastStart: "in-memory" }) : new WebMOutputFormat(),
    target,
  });
  const source = new CanvasSource(canvas, { codec, bitrate: QUALITY_HIGH });
  output.addVideoTrack(source, { frameRate });
  await output.start();
  const frameIntervalMs = 1000 / frameRate;
  return {
    async add(frame) {
      // A held image (the last pose) is repeated at the frame rate: containers keep no duration for the last
      // frame that every player honours, and a repeated frame costs a few bytes.
      const endMs = frame.startMs + frame.durationMs;
      for (let startMs = frame.startMs; startMs < endMs; startMs += frameIntervalMs) {
        await source.add(startMs / 1000, Math.min(frameIntervalMs, endMs - startMs) / 1000);
      }
    },
    async finish() {
      await output.finalize();
      if (!target.buffer) throw new Error(t`The video could not be written.`);
      return new Blob([target.buffer], { type: format === "mp4" ? "video/mp4" : "video/webm" });
    },
    async cancel() {
      await output.cancel();
    },
  };
}
