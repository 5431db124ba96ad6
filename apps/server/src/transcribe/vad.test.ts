import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTempDir, mediaPath, recordingLogger, toWav16k } from './transcribe.test-support';
import { createEnergyDetector, loadVoiceActivityDetector, type VoiceActivityDetector } from './vad';

const jfk = mediaPath('speech/jfk/jfk.wav');
let tmp: Awaited<ReturnType<typeof makeTempDir>>;
let nearSilent: string;
let example: string;
beforeAll(async () => {
  tmp = await makeTempDir();
  // The green-screen clip's audio track is present but near-silent (-65 dB).
  nearSilent = await toWav16k(mediaPath('video/auto-editor_man-on-green-screen.mp4'), join(tmp.dir, 'silent.wav'));
  example = await toWav16k(mediaPath('video/auto-editor_example.mp4'), join(tmp.dir, 'example.wav'));
});
afterAll(() => tmp.cleanup());

describe('Silero VAD (onnxruntime loads here)', () => {
  let silero: VoiceActivityDetector;
  beforeAll(async () => {
    const logger = recordingLogger();
    silero = await loadVoiceActivityDetector(logger);
    expect(logger.lines.filter((l) => l.level === 'warn')).toEqual([]);
  });
  afterAll(() => silero.close?.());

  it('is the detector that loads', () => {
    expect(silero.name).toBe('silero');
  });

  it('finds the speech in JFK and the pauses between the phrases', async () => {
    const speech = await silero.detect(jfk);
    expect(speech.speechRatio).toBeGreaterThan(0.5);
    expect(speech.regions.length).toBeGreaterThanOrEqual(3);
    // "...Americans, | ask not what your country can do for you, | ask what you can do..."
    expect(speech.silences.some((s) => s.start > 2 && s.end < 5)).toBe(true);
  });

  it('finds no speech in a near-silent track', async () => {
    const speech = await silero.detect(nearSilent);
    expect(speech.regions).toEqual([]);
    expect(speech.speechRatio).toBe(0);
    expect(speech.silences).toEqual([{ start: 0, end: speech.durationSec }]);
  });

  it('hears both "banana"s of the example clip (16.7-17.2 s, 39.9-40.5 s) and the 22 s pause between', async () => {
    const speech = await silero.detect(example);
    expect(speech.silences.some((s) => s.start < 18 && s.end > 39)).toBe(true);
    for (const t of [16.9, 40.2]) expect(speech.regions.some((r) => r.start <= t && r.end >= t)).toBe(true);
  });

  it('stops at the first voice when asked only whether anyone speaks, and scans silence whole', async () => {
    // The example clip says "hello" in its first seconds and runs 42 s.
    const early = await silero.detect(example, { untilSpeech: true });
    expect(early.regions.length).toBeGreaterThan(0);
    expect(early.regions.every((r) => r.end < 10)).toBe(true);
    const quiet = await silero.detect(nearSilent, { untilSpeech: true });
    expect(quiet.regions).toEqual([]);
    expect(quiet.silences).toEqual([{ start: 0, end: quiet.durationSec }]);
  });

  it('reports progress up to 1 and stops when aborted', async () => {
    const seen: number[] = [];
    await silero.detect(jfk, { onProgress: (f) => seen.push(f) });
    expect(seen.at(-1)).toBe(1);
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
    await expect(silero.detect(jfk, { signal: AbortSignal.abort() })).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('energy fallback', () => {
  it('is used, with one warning saying why, when Silero cannot load', async () => {
    const logger = recordingLogger();
    const vad = await loadVoiceActivityDetector(logger, () =>
      Promise.reject(new Error('libonnxruntime.so.1: cannot open shared object file')),
    );
    expect(vad.name).toBe('energy');
    expect(logger.lines).toEqual([
      { level: 'warn', msg: expect.stringMatching(/energy-based fallback.*libonnxruntime/) },
    ]);
  });

  it('finds speech in JFK and none in the near-silent track', async () => {
    const energy = createEnergyDetector();
    const speech = await energy.detect(jfk);
    expect(speech.detector).toBe('energy');
    expect(speech.speechRatio).toBeGreaterThan(0.4);
    expect((await energy.detect(nearSilent)).regions).toEqual([]);
  });
});
