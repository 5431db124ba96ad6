import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPocketsphinxEngine } from './pocketsphinx.engine';
import { makeTempDir, mediaPath, recordingLogger, toWav16k } from './transcribe.test-support';
import { transcribeAudio } from './transcribe.service';
import type { TranscriptionEngine } from './transcribe.types';
import { loadVoiceActivityDetector, type VoiceActivityDetector } from './vad';

const engine = createPocketsphinxEngine();
const jfk = mediaPath('speech/jfk/jfk.wav');
let tmp: Awaited<ReturnType<typeof makeTempDir>>;
let vad: VoiceActivityDetector;
let nearSilent: string;
let example: string;

beforeAll(async () => {
  tmp = await makeTempDir();
  vad = await loadVoiceActivityDetector(recordingLogger());
  nearSilent = await toWav16k(mediaPath('video/auto-editor_man-on-green-screen.mp4'), join(tmp.dir, 'silent.wav'));
  example = await toWav16k(mediaPath('video/auto-editor_example.mp4'), join(tmp.dir, 'example.wav'));
});
afterAll(async () => {
  await vad.close?.();
  await tmp.cleanup();
});

describe('transcribeAudio', () => {
  it('transcribes speech, passes the checks and keeps the speech map for analysis', async () => {
    const progress: number[] = [];
    const { result, check, speech } = await transcribeAudio({
      engine,
      wavPath: jfk,
      language: 'auto',
      tmpDir: tmp.dir,
      vad,
      onProgress: (f) => progress.push(f),
    });
    expect(check).toEqual({ ok: true });
    expect(result.engine).toBe('pocketsphinx');
    expect(result.words.map((w) => w.text)).toEqual(
      expect.arrayContaining(['what', 'your', 'country', 'can', 'do', 'for', 'you']),
    );
    expect(speech?.detector).toBe('silero');
    expect(speech?.speechRatio).toBeGreaterThan(0.5);
    expect(progress.at(-1)).toBe(1);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
  });

  it('reports no_speech_detected for a near-silent track', async () => {
    const { result, check } = await transcribeAudio({
      engine,
      wavPath: nearSilent,
      language: 'auto',
      tmpDir: tmp.dir,
      vad,
    });
    expect(check).toMatchObject({ ok: false, code: 'no_speech_detected' });
    expect(result.words).toEqual([]);
  });

  it('reports language_not_supported instead of throwing when the engine cannot do the language', async () => {
    const { check } = await transcribeAudio({ engine, wavPath: jfk, language: 'fr', tmpDir: tmp.dir, vad });
    expect(check).toMatchObject({
      ok: false,
      code: 'language_not_supported',
      reason: expect.stringMatching(/only understands English/),
    });
  });

  it('chunks a long recording in its silences even without a detector, and cleans up', async () => {
    const work = join(tmp.dir, 'long');
    const { result, check, speech } = await transcribeAudio({
      engine,
      wavPath: example,
      language: 'en',
      tmpDir: work,
      // Scaled down: a 42 s clip stands in for a recording over ten minutes.
      chunking: { chunkAboveSec: 20, maxChunkSec: 15 },
    });
    expect(speech?.detector).toBe('energy');
    expect(check).toEqual({ ok: true });
    expect(result.words.find((w) => w.text === 'banana')?.start).toBeCloseTo(16.7, 0);
    expect(await readdir(work)).toEqual([]);
  });

  it('stops when cancelled', async () => {
    const controller = new AbortController();
    const attempt = transcribeAudio({
      engine,
      wavPath: jfk,
      language: 'en',
      tmpDir: tmp.dir,
      vad,
      signal: controller.signal,
      onProgress: () => controller.abort(),
    });
    await expect(attempt).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('runs voice detection beside parallel decoders, and stops them when it finds no voice', async () => {
    let started: () => void = () => undefined;
    const decoding = new Promise<void>((resolve) => (started = resolve));
    const stopped: boolean[] = [];
    const parallel: TranscriptionEngine = {
      name: 'pocketsphinx',
      languages: ['en'],
      concurrency: 2,
      async transcribe(_wav, opts) {
        started();
        if (!opts.signal?.aborted)
          await new Promise<void>((resolve) => opts.signal?.addEventListener('abort', () => resolve(), { once: true }));
        stopped.push(true);
        throw new Error('aborted');
      },
    };
    const silero: VoiceActivityDetector = {
      name: 'silero',
      async detect(_wav, options) {
        expect(options?.untilSpeech).toBe(true);
        await decoding;
        return { detector: 'silero', durationSec: 42, regions: [], silences: [{ start: 0, end: 42 }], speechRatio: 0 };
      },
    };
    const out = await transcribeAudio({
      engine: parallel,
      vad: silero,
      wavPath: example,
      tmpDir: join(tmp.dir, 'beside'),
      language: 'en',
      chunking: { chunkAboveSec: 20 },
    });
    expect(out.check).toMatchObject({ ok: false, code: 'no_speech_detected' });
    expect(stopped.length).toBeGreaterThanOrEqual(1);
    expect(await readdir(join(tmp.dir, 'beside'))).toEqual([]);
  });
});
