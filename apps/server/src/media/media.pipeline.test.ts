import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { makeVarietyClip, varietyClips } from './media-variety.test-support';
import { prepareSourceMedia, thumbnailCountFor } from './media.pipeline';
import { createTestRunner, mediaPath, processesWith } from './media.test-support';

const runner = createTestRunner();

let workDir: string;
beforeEach(async () => {
  workDir = await mkdtemp(join(tmpdir(), 'otto-ingest-'));
});
afterEach(async () => {
  await rm(workDir, { recursive: true, force: true });
});

async function streamOf(path: string, stream: 'v:0' | 'a:0'): Promise<Record<string, string>> {
  const out = await runner.ffprobe([
    '-v',
    'error',
    '-select_streams',
    stream,
    '-show_entries',
    'stream',
    '-of',
    'json',
    path,
  ]);
  const parsed = JSON.parse(out) as { streams: Record<string, string>[] };
  return parsed.streams[0] ?? {};
}

describe('prepareSourceMedia', () => {
  it('prepares a browser-playable clip without a proxy', async () => {
    const progress: number[] = [];
    const prepared = await prepareSourceMedia({
      input: mediaPath('video/auto-editor_example.mp4'),
      workDir,
      kind: 'video',
      runner,
      onProgress: (f) => progress.push(f),
    });
    expect(prepared.proxyPath).toBeUndefined();
    expect(prepared.info.video?.rate).toEqual({ num: 30, den: 1 });

    const audio = await runner.probe(prepared.audioPath);
    if (!audio.ok) throw new Error('audio unreadable');
    expect(audio.info.audio).toMatchObject({ codec: 'pcm_s16le', channels: 1, sampleRate: 16000 });
    expect(audio.info.durationSec).toBeCloseTo(42.45, 0);

    expect(prepared.waveform?.peaksPerSecond).toBe(50);
    expect(Math.abs((prepared.waveform?.peaks.length ?? 0) - 50 * 42.45)).toBeLessThan(50);

    const strip = await readFile(prepared.thumbnailsPath ?? '');
    expect(strip.subarray(0, 3).toString('hex')).toBe('ffd8ff'); // JPEG
    const stripStream = await streamOf(prepared.thumbnailsPath ?? '', 'v:0');
    expect(Number(stripStream.height)).toBe(90);
    expect(Number(stripStream.width)).toBe(160 * (prepared.thumbnailCount ?? 0));
    expect((await readFile(prepared.posterPath ?? '')).subarray(0, 3).toString('hex')).toBe('ffd8ff');

    expect(progress.at(-1)).toBe(1);
    expect(progress.every((f, i) => i === 0 || f >= (progress[i - 1] ?? 0))).toBe(true);
    expect((await readdir(workDir)).sort()).toEqual(['audio.wav', 'poster.jpg', 'thumbnails.jpg']);
  });

  it('prepares an audio source: audio and waveform, no pictures', async () => {
    const prepared = await prepareSourceMedia({
      input: mediaPath('multicam/same_recording_formats/p001.mp3'),
      workDir,
      kind: 'audio',
      runner,
    });
    expect(prepared.thumbnailsPath).toBeUndefined();
    expect(prepared.posterPath).toBeUndefined();
    expect(prepared.proxyPath).toBeUndefined();
    expect(Math.abs((prepared.waveform?.peaks.length ?? 0) - 50 * 9.04)).toBeLessThan(10);
  });

  describe('clips with too few frames to pick from', () => {
    let dir: string;
    beforeAll(async () => {
      dir = await mkdtemp(join(tmpdir(), 'otto-src-'));
    });
    afterAll(async () => {
      await rm(dir, { recursive: true, force: true });
    });

    // One keyframe: the keyframes-only strip comes out empty (ffmpeg exits 0 without a file);
    // one frame over seconds of audio: there is only that frame to show.
    it.each(['one-keyframe.mp4', 'one-frame.mp4'])(
      '%s still gets a full thumbnail strip and a poster',
      async (file) => {
        const clip = varietyClips.find((c) => c.file === file)!;
        const prepared = await prepareSourceMedia({
          input: await makeVarietyClip(runner, dir, clip),
          workDir,
          kind: 'video',
          runner,
        });
        expect(prepared.thumbnailCount).toBe(thumbnailCountFor(prepared.info.durationSec));
        const strip = await streamOf(prepared.thumbnailsPath ?? '', 'v:0');
        // 320×240 frames at 90 px high are 120 px wide, side by side.
        expect({ width: Number(strip.width), height: Number(strip.height) }).toEqual({
          width: 120 * (prepared.thumbnailCount ?? 0),
          height: 90,
        });
        expect((await readFile(prepared.posterPath ?? '')).subarray(0, 3).toString('hex')).toBe('ffd8ff');
      },
    );
  });

  it('goes on without waveform and thumbnails when ffmpeg writes neither, and says so in the log', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'otto-src-'));
    const warnings: string[] = [];
    try {
      const input = await makeVarietyClip(
        runner,
        dir,
        varietyClips.find((c) => c.file === 'one-keyframe.mp4')!,
      );
      const prepared = await prepareSourceMedia({
        input,
        workDir,
        kind: 'video',
        runner: {
          ...runner,
          // Real ffmpeg runs that exit 0 with nothing where the step looks: the strip is written
          // elsewhere, the waveform's audio is cut to no samples at all.
          run: (args, opts) => {
            const out = args.at(-1) ?? '';
            if (args.some((a) => a.includes('tile=')))
              return runner.run([...args.slice(0, -1), join(dir, 'elsewhere.jpg')], opts);
            if (out === 'pipe:1') return runner.run([...args.slice(0, -1), '-t', '0', out], opts);
            return runner.run(args, opts);
          },
        },
        logger: { warn: (_obj, msg) => warnings.push(msg ?? '') },
      });
      expect(prepared.waveform).toBeUndefined();
      expect(prepared.thumbnailsPath).toBeUndefined();
      expect(prepared.posterPath).toBe(join(workDir, 'poster.jpg'));
      expect(warnings).toEqual([
        'waveform skipped: the import goes on without it',
        'thumbnails skipped: the import goes on without it',
      ]);
      expect((await readdir(workDir)).sort()).toEqual(['audio.wav', 'poster.jpg']);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('fails with processing_error, leaving workDir empty, when a required output is not written', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'otto-src-'));
    try {
      const run = prepareSourceMedia({
        input: mediaPath('video/lhotse_big_buck_bunny_small.mp4'),
        workDir,
        kind: 'video',
        runner: {
          ...runner,
          // ffmpeg exits 0 but the transcription audio lands somewhere else.
          run: (args, opts) =>
            runner.run(
              args.map((a) => (a.endsWith('audio.wav') ? join(dir, 'elsewhere.wav') : a)),
              opts,
            ),
        },
      });
      await expect(run).rejects.toMatchObject({ name: 'MediaError', code: 'processing_error' });
      expect(await readdir(workDir)).toEqual([]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  describe('a file browsers cannot play', () => {
    let dir: string;
    let mkv: string;
    beforeAll(async () => {
      dir = await mkdtemp(join(tmpdir(), 'otto-src-'));
      mkv = join(dir, 'clip.mkv');
      await runner.run([
        '-nostdin',
        '-y',
        '-v',
        'error',
        '-i',
        mediaPath('video/auto-editor_example.mp4'),
        '-t',
        '2',
        '-c:v',
        'mpeg4',
        '-q:v',
        '5',
        '-c:a',
        'ac3',
        mkv,
      ]);
    });
    afterAll(async () => {
      await rm(dir, { recursive: true, force: true });
    });

    it('gets an H.264/AAC MP4 proxy of the same size and length', async () => {
      const prepared = await prepareSourceMedia({ input: mkv, workDir, kind: 'video', runner });
      expect(prepared.proxyPath).toBe(join(workDir, 'proxy.mp4'));
      const proxy = await runner.probe(prepared.proxyPath ?? '');
      if (!proxy.ok) throw new Error('proxy unreadable');
      expect(proxy.info.container).toContain('mp4');
      expect(proxy.info.video).toMatchObject({
        codec: 'h264',
        pixFmt: 'yuv420p',
        width: 1280,
        height: 720,
        rate: { num: 30, den: 1 },
      });
      expect(proxy.info.audio).toMatchObject({ codec: 'aac', channels: 2 });
      expect(proxy.info.durationSec).toBeCloseTo(2, 0);
      expect((await streamOf(prepared.proxyPath ?? '', 'v:0')).profile).toBe('Main');
    });

    it('stops ffmpeg and cleans up when cancelled', async () => {
      const controller = new AbortController();
      const marker = randomUUID();
      const run = prepareSourceMedia({
        input: mkv,
        workDir,
        kind: 'video',
        runner: {
          ...runner,
          // Abort as soon as the first ffmpeg reports progress, i.e. while it is running.
          run: (args, opts) =>
            runner.run([...args.slice(0, -1), '-metadata', `comment=${marker}`, ...args.slice(-1)], {
              ...opts,
              onProgress: (f) => {
                opts?.onProgress?.(f);
                controller.abort();
              },
            }),
        },
        signal: controller.signal,
      });
      await expect(run).rejects.toMatchObject({ name: 'AbortError' });
      expect(await processesWith(marker)).toBe(0);
      expect(await readdir(workDir)).toEqual([]);
    });
  });
});
