import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chunkingFor, planChunks, transcribeInChunks } from './chunking';
import { createPocketsphinxEngine } from './pocketsphinx.engine';
import { makeTempDir, mediaPath, recordingLogger, toWav16k } from './transcribe.test-support';
import type { TranscriptionEngine } from './transcribe.types';
import { loadVoiceActivityDetector } from './vad';
import { readWavInfo } from './wav';

describe('planChunks', () => {
  it('leaves recordings up to ten minutes whole', () => {
    expect(planChunks(600, [])).toEqual([{ start: 0, end: 600 }]);
  });

  it('cuts a 25-minute recording in silences into chunks of at most five minutes', () => {
    const silences = [
      { start: 100, end: 101 },
      { start: 200, end: 200.4 },
      { start: 250, end: 252 },
      { start: 290, end: 290.5 },
      { start: 520, end: 521 },
      { start: 800, end: 800.6 },
      { start: 1000, end: 1003 },
      { start: 1290, end: 1291 },
    ];
    const chunks = planChunks(1500, silences);
    expect(chunks.map((c) => [c.start, c.end])).toEqual([
      [0, 251], // the longest silence in the window's second half, not the latest
      [251, 520.5],
      [520.5, 800.3],
      [800.3, 1002], // a long silence is cut one second before speech resumes
      [1002, 1290.5],
      [1290.5, 1500],
    ]);
    for (const c of chunks) expect(c.end - c.start).toBeLessThanOrEqual(300);
  });

  it('cuts at five minutes when someone talks without a pause', () => {
    expect(planChunks(700, []).map((c) => [c.start, c.end])).toEqual([
      [0, 300],
      [300, 600],
      [600, 700],
    ]);
  });

  it('spreads a recording over the decoders: about three chunks each, from a minute up', () => {
    expect(chunkingFor(636, 1)).toEqual({});
    expect(chunkingFor(636, 1, { maxChunkSec: 15 })).toEqual({ maxChunkSec: 15 });
    expect(chunkingFor(636, 2)).toEqual({ chunkAboveSec: 60, maxChunkSec: 106 });
    expect(chunkingFor(90, 2)).toEqual({ chunkAboveSec: 60, maxChunkSec: 30 });
    expect(chunkingFor(7200, 4)).toEqual({ chunkAboveSec: 60, maxChunkSec: 300 });
    const chunks = planChunks(636, [], chunkingFor(636, 2));
    expect(chunks.length).toBe(6);
  });

  it('falls back to the latest silence in the first half of the window', () => {
    expect(planChunks(700, [{ start: 99, end: 101 }], { chunkAboveSec: 600, maxChunkSec: 300 })[0]).toEqual({
      start: 0,
      end: 100,
    });
  });
});

describe('transcribeInChunks', () => {
  let tmp: Awaited<ReturnType<typeof makeTempDir>>;
  let example: string;
  beforeAll(async () => {
    tmp = await makeTempDir();
    example = await toWav16k(mediaPath('video/auto-editor_example.mp4'), join(tmp.dir, 'example.wav'));
  });
  afterAll(() => tmp.cleanup());

  it('puts words from later chunks back on the file clock and removes the chunk files', async () => {
    // Chunk limits scaled down so a 42 s clip exercises what a two-hour file does.
    const vad = await loadVoiceActivityDetector(recordingLogger());
    const speech = await vad.detect(example);
    const chunks = planChunks(speech.durationSec, speech.silences, { chunkAboveSec: 20, maxChunkSec: 15 });
    expect(chunks.length).toBe(3);
    const chunkDir = join(tmp.dir, 'chunks');
    const progress: number[] = [];
    const result = await transcribeInChunks({
      engine: createPocketsphinxEngine(),
      wavPath: example,
      chunks,
      tmpDir: chunkDir,
      language: 'auto',
      onProgress: (f) => progress.push(f),
    });
    // "...I will say banana" at 16.7 s lies in the second chunk.
    const banana = result.words.find((w) => w.text === 'banana');
    expect(banana?.start).toBeCloseTo(16.7, 0);
    // The third chunk holds 11 s of silence and the second "banana" at 39.9-40.5 s
    // (which pocketsphinx, alone, hears as other words): whatever it hears sits there.
    const late = result.words.filter((w) => w.start > chunks[2]!.start);
    expect(late.length).toBeGreaterThan(0);
    for (const w of late) expect(w.start).toBeGreaterThan(39.5);
    for (const w of late) expect(w.end).toBeLessThan(40.7);
    expect(result.words.map((w) => w.start)).toEqual(result.words.map((w) => w.start).sort((a, b) => a - b));
    expect(result.words[0]!.text).toBe('hello');
    expect(progress.at(-1)).toBe(1);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(await readdir(chunkDir)).toEqual([]);
  });

  it('hands each chunk to the engine as its own WAV and keeps the first heard language', async () => {
    const asked: Array<{ language: string; duration: number }> = [];
    const listening: TranscriptionEngine = {
      name: 'openai',
      languages: 'all',
      async transcribe(wavPath, opts) {
        asked.push({ language: opts.language, duration: (await readWavInfo(wavPath)).durationSec });
        return { language: 'de', words: [{ text: 'hallo', start: 0.5, end: 1, confidence: 1 }], engine: 'openai' };
      },
    };
    const result = await transcribeInChunks({
      engine: listening,
      wavPath: example,
      chunks: [
        { start: 0, end: 10 },
        { start: 10, end: 30 },
        { start: 30, end: 42 },
      ],
      tmpDir: join(tmp.dir, 'chunks2'),
      language: 'auto',
    });
    expect(asked.map((a) => a.language)).toEqual(['auto', 'de', 'de']);
    expect(asked.map((a) => Math.round(a.duration))).toEqual([10, 20, 12]);
    expect(result.language).toBe('de');
    expect(result.words.map((w) => w.start)).toEqual([0.5, 10.5, 30.5]);
  });

  it("runs chunks side by side up to the concurrency, and returns words in the chunks' order", async () => {
    let running = 0;
    let most = 0;
    let secondDone: () => void = () => undefined;
    const second = new Promise<void>((resolve) => (secondDone = resolve));
    const progress: number[] = [];
    const engine: TranscriptionEngine = {
      name: 'pocketsphinx',
      languages: ['en'],
      async transcribe(wavPath, opts) {
        running++;
        most = Math.max(most, running);
        const length = Math.round((await readWavInfo(wavPath)).durationSec);
        opts.onProgress?.(0.5);
        // The first chunk finishes only after the second, so order cannot come from timing.
        if (length === 10) await second;
        running--;
        if (length === 20) secondDone();
        return {
          language: 'en',
          words: [{ text: `w${length}`, start: 1, end: 2, confidence: 1 }],
          engine: 'pocketsphinx',
        };
      },
    };
    const chunkDir = join(tmp.dir, 'chunks3');
    const result = await transcribeInChunks({
      engine,
      wavPath: example,
      chunks: [
        { start: 0, end: 10 },
        { start: 10, end: 30 },
        { start: 30, end: 42 },
      ],
      tmpDir: chunkDir,
      language: 'auto',
      concurrency: 2,
      onProgress: (f) => progress.push(f),
    });
    expect(most).toBe(2);
    expect(result.words.map((w) => [w.text, w.start])).toEqual([
      ['w10', 1],
      ['w20', 11],
      ['w12', 31],
    ]);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(progress.at(-1)).toBe(1);
    expect(await readdir(chunkDir)).toEqual([]);
  });

  it('stops the other chunks when one fails, and reports that failure', async () => {
    const stopped: string[] = [];
    // The failing chunk fails once the first is under way, whichever slice was written first.
    let firstStarted!: () => void;
    const firstUnderWay = new Promise<void>((resolve) => (firstStarted = resolve));
    const engine: TranscriptionEngine = {
      name: 'pocketsphinx',
      languages: ['en'],
      async transcribe(wavPath, opts) {
        const length = Math.round((await readWavInfo(wavPath)).durationSec);
        if (length === 20) {
          await firstUnderWay;
          throw new Error('decoder crashed');
        }
        // The others wait until they are told to stop.
        const told = new Promise<void>((resolve) =>
          opts.signal?.addEventListener('abort', () => resolve(), { once: true }),
        );
        firstStarted();
        await told;
        stopped.push(String(length));
        throw new Error('aborted');
      },
    };
    const chunkDir = join(tmp.dir, 'chunks4');
    const run = transcribeInChunks({
      engine,
      wavPath: example,
      chunks: [
        { start: 0, end: 10 },
        { start: 10, end: 30 },
        { start: 30, end: 42 },
      ],
      tmpDir: chunkDir,
      language: 'en',
      concurrency: 2,
    });
    await expect(run).rejects.toThrow('decoder crashed');
    // The first chunk was running beside the failed one; the third never started.
    expect(stopped).toEqual(['10']);
    expect(await readdir(chunkDir)).toEqual([]);
  });
});
