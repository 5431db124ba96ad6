import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import pino from 'pino';
import { lavfi, QUIET_OVERWRITE } from './ffmpeg.args';
import { createMediaRunner, type MediaRunner } from './media.runner';
import type { MediaInfo, VideoStreamInfo } from './media.types';

/** Test media from ../shared/media (see its MANIFEST.md), resolved from this file. */
export function mediaPath(relative: string): string {
  return fileURLToPath(new URL(`../../../../../shared/media/${relative}`, import.meta.url));
}

export function createTestRunner(): MediaRunner {
  return createMediaRunner({
    ffmpegPath: process.env.FFMPEG_PATH ?? 'ffmpeg',
    ffprobePath: process.env.FFPROBE_PATH ?? 'ffprobe',
    logger: pino({ level: 'silent' }),
    killGraceMs: 500,
  });
}

/** How many running processes have the marker in their command line (Linux /proc). */
export async function processesWith(marker: string): Promise<number> {
  let count = 0;
  for (const pid of (await readdir('/proc')).filter((d) => /^\d+$/.test(d))) {
    const cmdline = await readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '');
    if (cmdline.includes(marker)) count++;
  }
  return count;
}

/** Quick H.264 for generated test clips. */
export const FAST_H264: readonly string[] = ['-c:v', 'libx264', '-preset', 'ultrafast'];

/** Writes `out` with ffmpeg (quiet, overwriting) and returns its path; rejects with ffmpeg's stderr tail. */
export async function writeWithFfmpeg(
  runner: Pick<MediaRunner, 'run'>,
  args: readonly string[],
  out: string,
): Promise<string> {
  await runner.run([...QUIET_OVERWRITE, ...args, out]);
  return out;
}

/** A skin-toned figure swaying in front of a grey wall, centred at `centreX` of a 1280×720 picture, with a tone. */
export const SUBJECT_COLOUR = '#E0AC8A';
export async function makeSubjectClip(runner: MediaRunner, path: string, centreX: number, seconds = 4): Promise<void> {
  const left = Math.round(centreX * 1280 - 80);
  await writeWithFfmpeg(
    runner,
    [
      ...lavfi(`color=c=0x5A6068:s=1280x720:r=25:d=${seconds}`),
      ...lavfi(`color=c=0x${SUBJECT_COLOUR.slice(1)}:s=160x360:r=25:d=${seconds}`),
      ...lavfi(`sine=frequency=220:sample_rate=48000:duration=${seconds}`),
      '-filter_complex',
      `[0:v][1:v]overlay=x='${left}+16*sin(t*9)':y=260:shortest=1,format=yuv420p[v]`,
      '-map',
      '[v]',
      '-map',
      '2:a',
      ...FAST_H264,
      '-c:a',
      'aac',
    ],
    path,
  );
}

/**
 * Truly interlaced footage as AVCHD camcorders write it: H.264 coded as fields (+ilme+ildct) with
 * AC-3 sound in an M2TS. testsrc2 moves at 50 (or 60) pictures a second; each pair is woven into
 * one frame, top field first unless `bottomFirst`, so every moving edge is combed.
 */
export function makeInterlacedClip(
  runner: Pick<MediaRunner, 'run'>,
  path: string,
  { size = '1920x1080', fieldRate = 50, seconds = 2, bottomFirst = false } = {},
): Promise<string> {
  const first = bottomFirst ? 'bottom' : 'top';
  return writeWithFfmpeg(
    runner,
    [
      ...lavfi(`testsrc2=size=${size}:rate=${fieldRate}:duration=${seconds}`),
      ...lavfi(`sine=frequency=440:sample_rate=48000:duration=${seconds}`),
      '-vf',
      `tinterlace=mode=interleave_${first},setfield=${bottomFirst ? 'bff' : 'tff'}`,
      ...FAST_H264,
      '-g',
      '12',
      '-flags',
      '+ilme+ildct',
      // libx264 takes the field order from its own option, not from -top.
      '-x264-params',
      `${bottomFirst ? 'bff' : 'tff'}=1`,
      '-pix_fmt',
      'yuv420p',
      '-c:a',
      'ac3',
      '-f',
      'mpegts',
      '-mpegts_m2ts_mode',
      '1',
    ],
    path,
  );
}

/**
 * The share of a file's frames that ffmpeg's idet, judging each frame alone, sees woven from two
 * fields (tff or bff) rather than progressive: near 1 for interlaced footage, near 0 once it is
 * deinterlaced (the first and last frame, with no neighbour on one side, may count either way).
 */
export async function interlacedShare(runner: Pick<MediaRunner, 'runToBuffer'>, path: string): Promise<number> {
  const printed = await runner.runToBuffer([
    ...['-nostdin', '-v', 'error', '-i', path, '-map', '0:v:0'],
    ...['-vf', 'idet,metadata=mode=print:key=lavfi.idet.single.current_frame:file=-', '-f', 'null', '-'],
  ]);
  const verdicts = [...printed.toString('utf8').matchAll(/current_frame=(\w+)/g)].map((m) => m[1]);
  if (verdicts.length === 0) throw new Error(`idet saw no frames in ${path}`);
  return verdicts.filter((v) => v === 'tff' || v === 'bff').length / verdicts.length;
}

/** What ffprobe would store for a 60 s 1080p file: `video` overrides the H.264 picture (null: none). */
export function probedInfo(
  video: Partial<VideoStreamInfo> | null,
  audioCodec: string | null = 'aac',
  container = 'mov,mp4,m4a,3gp,3g2,mj2',
): MediaInfo {
  return {
    container,
    durationSec: 60,
    sizeBytes: 1_000_000,
    bitRate: 1_000_000,
    ...(video
      ? {
          video: {
            codec: 'h264',
            codecTag: 'avc1',
            width: 1920,
            height: 1080,
            rate: { num: 30000, den: 1001 },
            pixFmt: 'yuv420p',
            rotation: 0,
            ...video,
          },
        }
      : {}),
    ...(audioCodec ? { audio: { codec: audioCodec, channels: 2, sampleRate: 48000, channelLayout: 'stereo' } } : {}),
    audioStreamCount: audioCodec ? 1 : 0,
    startTimeSec: 0,
  };
}
