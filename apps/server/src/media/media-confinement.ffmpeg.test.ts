import { copyFile, mkdir, mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { labelForSourceError } from '@otto/shared/errors';
import { audioExtensions, videoExtensions } from '@otto/shared/source';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildRenderArgs, type RenderJob } from '../render/render.args';
import { buildFfmpegArgs } from './ffmpeg.args';
import { PROBE_ARGS, type FfprobeOutput } from './ffprobe';
import { USER_MEDIA_DEMUXERS } from './media-confinement';
import { prepareSourceMedia } from './media.pipeline';
import { execMedia } from './exec-media';
import { createTestRunner, mediaPath } from './media.test-support';
import { MediaError } from './media.types';

/**
 * Real ffmpeg against files that are playlists in disguise. The proof that the file a playlist
 * names is never opened: the same bytes given to ffprobe without Otto's options come back with
 * the target's streams (so reading the target is what makes a probe succeed), while through
 * Otto's runner they end in an error before any stream exists and nothing is written.
 */

const runner = createTestRunner();
const ffprobeBinary = process.env.FFPROBE_PATH ?? 'ffprobe';
let root: string;
/** Another user's folder, holding a real clip and a real still. */
let other: string;
/** This user's folder, where the disguised files are. */
let mine: string;

interface Disguise {
  name: string;
  /** Path of the user's file, relative to `mine` (or to root for the pattern). */
  file: string;
  bytes: () => string;
  /** ffprobe left to itself follows it to the other file (checked below, so the proof holds). */
  followedByDefault: boolean;
  code: string;
}

const DISGUISES: Disguise[] = [
  {
    name: 'an HLS playlist with a file:// URL',
    file: 'hls-url.mp4',
    bytes: () => `#EXTM3U\n#EXT-X-TARGETDURATION:10\n#EXTINF:10,\nfile://${other}/original.mp4\n#EXT-X-ENDLIST\n`,
    followedByDefault: true,
    code: 'processing_error',
  },
  {
    name: 'an HLS playlist with a plain path',
    file: 'hls-path.mp4',
    bytes: () => `#EXTM3U\n#EXT-X-TARGETDURATION:10\n#EXTINF:10,\n${other}/original.mp4\n#EXT-X-ENDLIST\n`,
    followedByDefault: true,
    code: 'processing_error',
  },
  {
    // The concat demuxer's safe mode refuses absolute and '..' names, so its target sits beside it.
    name: 'an ffconcat script',
    file: 'ffconcat.mp4',
    bytes: () => `ffconcat version 1.0\nfile 'twin.mp4'\n`,
    followedByDefault: true,
    code: 'processing_error',
  },
  {
    // Without a header only `-f concat` reads a list, which no user file gets; the MP4 reader
    // then finds no box in it.
    name: 'a concat list without header',
    file: 'concat.mp4',
    bytes: () => `file '${other}/original.mp4'\n`,
    followedByDefault: false,
    code: 'not_media',
  },
  {
    // Left to itself ffprobe would listen for RTP on the network: not run unconfined here.
    name: 'an SDP session description',
    file: 'session.mp4',
    bytes: () => 'v=0\no=- 0 0 IN IP4 127.0.0.1\ns=x\nc=IN IP4 127.0.0.1\nt=0 0\nm=audio 5004 RTP/AVP 0\n',
    followedByDefault: false,
    code: 'processing_error',
  },
];

const pathOf = (d: Disguise) => join(mine, d.file);

/** ffprobe as it would run without Otto's options: what a playlist can make it read. */
async function unconfinedStreams(path: string): Promise<FfprobeOutput['streams']> {
  const result = await execMedia(ffprobeBinary, [...PROBE_ARGS, path], { captureStdout: true });
  if (result.exitCode !== 0) return [];
  return (JSON.parse(result.stdout.toString('utf8')) as FfprobeOutput).streams ?? [];
}

async function makeStill(path: string): Promise<void> {
  await runner.run([
    '-v',
    'error',
    '-y',
    '-f',
    'lavfi',
    '-i',
    'color=c=red:s=64x64',
    '-frames:v',
    '1',
    '-f',
    'image2',
    path,
  ]);
}

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'otto-confine-'));
  other = join(root, 'other-user');
  mine = join(root, 'me');
  await mkdir(other);
  await mkdir(mine);
  await copyFile(mediaPath('video/lhotse_big_buck_bunny_small.mp4'), join(other, 'original.mp4'));
  await copyFile(mediaPath('video/lhotse_big_buck_bunny_small.mp4'), join(mine, 'twin.mp4'));
  await makeStill(join(other, 'still-1.png'));
  for (const d of DISGUISES) await writeFile(pathOf(d), d.bytes());
});
afterAll(() => rm(root, { recursive: true, force: true }));

describe('a playlist saved as a media file', () => {
  it.each(DISGUISES.filter((d) => d.followedByDefault))(
    'control: $name makes plain ffprobe read the other file',
    async (d) => {
      const streams = await unconfinedStreams(pathOf(d));
      expect(streams?.map((s) => s.codec_name)).toContain('h264');
    },
  );

  it.each(DISGUISES)('$name is refused by the probe with no streams read → $code', async (d) => {
    const probed = await runner.probe(pathOf(d));
    expect(probed).toMatchObject({ ok: false, errorCode: d.code });
    if (d.code === 'processing_error' && !probed.ok) expect(probed.detail).toMatch(/not on whitelist/);
    expect(labelForSourceError(d.code, {})).toBe('Processing error');
  });

  it.each(DISGUISES)('$name ends the ingest in $code and writes no audio or proxy', async (d) => {
    const workDir = await mkdtemp(join(root, 'work-'));
    const failure = await prepareSourceMedia({ input: pathOf(d), workDir, kind: 'video', runner }).catch(
      (err: unknown) => err,
    );
    expect(failure).toBeInstanceOf(MediaError);
    expect((failure as MediaError).code).toBe(d.code);
    expect(await readdir(workDir)).toEqual([]);
  });

  it.each(DISGUISES)('$name is refused by ffmpeg itself (audio extraction), nothing written', async (d) => {
    const output = join(root, `audio-${d.file}.wav`);
    await expect(runner.run(buildFfmpegArgs({ type: 'audio', input: pathOf(d), output }))).rejects.toThrow(
      /not on whitelist|Invalid data|moov atom/,
    );
    await expect(stat(output)).rejects.toThrow();
  });

  it('an image2 pattern never expands into another file', async () => {
    const pattern = join(other, 'still-%d.png');
    // Control: plain ffprobe turns the name into still-1.png and reads it.
    expect((await unconfinedStreams(pattern))?.map((s) => s.codec_name)).toEqual(['png']);
    expect(await runner.probe(pattern)).toMatchObject({ ok: false, errorCode: 'processing_error' });
  });
});

describe('renders read originals and branding through the allowlists', () => {
  const frame = { width: 160, height: 90, rate: { num: 25, den: 1 } };
  const cut = (path: string) => ({ path, start: 0, frames: 25, hasVideo: true, hasAudio: true });
  const render = (job: RenderJob): RenderJob => job;

  it('a playlist among the cuts fails the render and writes nothing', async () => {
    const output = join(root, 'render-hls.mp4');
    const job = render({
      type: 'render',
      input: { kind: 'cuts', cuts: [cut(join(mine, 'twin.mp4')), cut(pathOf(DISGUISES[0]!))] },
      frame,
      fit: 'pad',
      finish: {},
      output,
    });
    await expect(runner.run(buildRenderArgs(job))).rejects.toThrow(/not on whitelist/);
    await expect(stat(output)).rejects.toThrow();
  });

  it.each([
    ['logo', (p: string) => ({ logo: { path: p, corner: 'top-left' as const } })],
    ['intro', (p: string) => ({ intro: p })],
    ['overlay', (p: string) => ({ overlay: { path: p, start: 0 } })],
  ])('a playlist as the %s fails the render', async (_name, finish) => {
    const disguised = join(mine, `branding-${_name}`);
    await copyFile(pathOf(DISGUISES[0]!), disguised);
    const output = join(root, `render-${_name}.mp4`);
    const job = render({
      type: 'render',
      input: { kind: 'cuts', cuts: [cut(join(mine, 'twin.mp4'))] },
      frame,
      fit: 'pad',
      finish: finish(disguised),
      output,
    });
    await expect(runner.run(buildRenderArgs(job))).rejects.toThrow(/not on whitelist/);
    await expect(stat(output)).rejects.toThrow();
  });

  it('real branding still renders: a PNG logo, a JPEG intro without extension, a QuickTime overlay', async () => {
    const logo = join(root, 'logo');
    const intro = join(root, 'intro');
    const overlay = join(root, 'overlay.mov');
    await makeStill(logo);
    // Big enough that its end is not in ffmpeg's first probe: by extension it would be image2.
    await runner.run([
      '-v',
      'error',
      '-y',
      '-f',
      'lavfi',
      '-i',
      'testsrc2=s=1280x720',
      '-frames:v',
      '1',
      '-q:v',
      '1',
      '-f',
      'mjpeg',
      intro,
    ]);
    await runner.run([
      '-v',
      'error',
      '-y',
      '-f',
      'lavfi',
      '-i',
      'color=c=blue@0.5:s=64x64:d=1,format=yuva444p10le',
      '-c:v',
      'prores_ks',
      '-profile:v',
      '4',
      overlay,
    ]);
    const output = join(root, 'render-branding.mp4');
    const job = render({
      type: 'render',
      input: { kind: 'cuts', cuts: [cut(join(mine, 'twin.mp4'))] },
      frame,
      fit: 'pad',
      finish: { logo: { path: logo, corner: 'top-left' }, intro, overlay: { path: overlay, start: 0 } },
      output,
    });
    await runner.run(buildRenderArgs(job));
    const probed = await runner.probe(output);
    expect(probed.ok && probed.info.durationSec).toBeCloseTo(4, 0);
  });
});

/** How ffmpeg writes a small real file of each accepted extension (video 1 s at 160x90, tone). */
const WRITERS: Record<string, string[]> = {
  '.mp4': ['-c:v', 'libx264', '-c:a', 'aac'],
  '.mov': ['-c:v', 'libx264', '-c:a', 'aac'],
  '.m4v': ['-c:v', 'libx264', '-c:a', 'aac', '-f', 'mp4'],
  '.3gp': ['-c:v', 'libx264', '-c:a', 'aac'],
  '.mkv': ['-c:v', 'libx264', '-c:a', 'aac'],
  '.webm': ['-c:v', 'libvpx', '-deadline', 'realtime', '-c:a', 'libvorbis'],
  '.avi': ['-c:v', 'mpeg4', '-c:a', 'libmp3lame'],
  '.wmv': ['-c:v', 'wmv2', '-c:a', 'wmav2'],
  '.flv': ['-c:v', 'flv', '-c:a', 'libmp3lame', '-ar', '44100'],
  '.mpg': ['-c:v', 'mpeg2video', '-c:a', 'mp2'],
  '.mpeg': ['-c:v', 'mpeg2video', '-c:a', 'mp2'],
  '.ts': ['-c:v', 'libx264', '-c:a', 'aac', '-f', 'mpegts'],
  '.mts': ['-c:v', 'libx264', '-c:a', 'aac', '-f', 'mpegts'],
  '.m2ts': ['-c:v', 'libx264', '-c:a', 'aac', '-f', 'mpegts'],
  '.m2t': ['-c:v', 'mpeg2video', '-c:a', 'mp2', '-f', 'mpegts'],
  '.mxf': ['-c:v', 'mpeg2video', '-c:a', 'pcm_s16le'],
  '.mp3': ['-vn', '-c:a', 'libmp3lame'],
  '.wav': ['-vn', '-c:a', 'pcm_s16le'],
  '.m4a': ['-vn', '-c:a', 'aac'],
  '.aac': ['-vn', '-c:a', 'aac', '-f', 'adts'],
  '.flac': ['-vn', '-c:a', 'flac'],
  '.ogg': ['-vn', '-c:a', 'libvorbis'],
  '.opus': ['-vn', '-c:a', 'libopus'],
  '.aif': ['-vn', '-c:a', 'pcm_s16be', '-f', 'aiff'],
  '.aiff': ['-vn', '-c:a', 'pcm_s16be'],
  '.wma': ['-vn', '-c:a', 'wmav2'],
};
/** Camera raw formats ffmpeg cannot write: .braw is QuickTime inside, .r3d has its own demuxer. */
const NOT_WRITABLE = ['.braw', '.r3d'];
const allowed = new Set(Object.values(USER_MEDIA_DEMUXERS).flatMap((f) => f.split(',')));

describe('every accepted container still opens', () => {
  it('has a real file for every extension the spec accepts', () => {
    expect([...videoExtensions, ...audioExtensions].filter((ext) => !(ext in WRITERS)).sort()).toEqual(
      [...NOT_WRITABLE].sort(),
    );
  });

  it.each(Object.entries(WRITERS))('%s probes and gives its audio', async (ext, codecArgs) => {
    const path = join(root, `accepted${ext}`);
    await runner.run([
      ...['-v', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc2=s=160x90:r=25:d=1'],
      ...['-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=48000:d=1', '-ac', '2'],
      ...codecArgs,
      path,
    ]);
    const probed = await runner.probe(path);
    if (!probed.ok) throw new Error(`${ext}: ${probed.errorCode} ${probed.detail}`);
    expect(probed.info.container.split(',').some((name) => allowed.has(name))).toBe(true);
    const output = join(root, `accepted${ext}.wav`);
    await runner.run(buildFfmpegArgs({ type: 'audio', input: path, output, container: probed.info.container }));
    expect((await stat(output)).size).toBeGreaterThan(20_000);
  });

  it.each([
    'video/auto-editor_example.mp4',
    'reject/no_video_stream.m4a',
    'reject/unsupported_codec_aprn.mov',
    'multicam/main_audio.wav',
    'speech/librispeech/61-70968-0000.flac',
    'multicam/same_recording_formats/p001.mp3',
    'multicam/same_recording_formats/p001.ogg',
    'multicam/same_recording_formats/p001.webm',
  ])('the test set’s %s probes as before', async (file) => {
    expect((await runner.probe(mediaPath(file))).ok).toBe(true);
  });
});
