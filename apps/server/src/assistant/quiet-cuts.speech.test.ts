/**
 * Property check on real speech: the shared recordings go through the real transcription path
 * (pocketsphinx, chunked like a long recording), then the planner cuts them. No word may overlap
 * another, and every cut must land at least 10 dB below the speech around it, measured here
 * from the samples with a helper of the test's own.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Segment } from '@otto/shared/container';
import type { Word } from '@otto/shared/transcript';
import { analyseTranscripts } from '../analyse/analyse';
import type { Analysis } from '../analyse/analyse.types';
import { sourceOf } from '../analyse/analyse.test-support';
import { createPocketsphinxEngine } from '../transcribe/pocketsphinx.engine';
import { transcribeAudio } from '../transcribe/transcribe.service';
import { makeTempDir, mediaPath, toWav16k } from '../transcribe/transcribe.test-support';
import type { TranscriptionEngine } from '../transcribe/transcribe.types';
import { dbBelowSpeech } from '../transcribe/speech-level.test-support';
import { readWavInfo, wavHeader } from '../transcribe/wav';
import { cutSegments, unitRange } from './cut-rules';
import { planPrompt } from './planner';

/** Two recordings of about 30 s each, every shared speech file used once (about 60 s in all). */
const recordings = [
  [
    'speech/jfk/jfk.wav',
    'speech/pocketsphinx-testdata/goforward.wav',
    'speech/librispeech/61-70968-0000.flac',
    'speech/pocketsphinx-testdata/sense_and_sensibility_01_austen_64kb-0870.wav',
    'speech/librispeech/1089-134691-0000.flac',
    'speech/faster-whisper/stereo_diarization.wav',
  ],
  [
    'speech/pocketsphinx-testdata/sense_and_sensibility_01_austen_64kb-0890.wav',
    'speech/librispeech/1089-134686-0001.flac',
    'speech/pocketsphinx-testdata/something.wav',
    'speech/pocketsphinx-testdata/sense_and_sensibility_01_austen_64kb-0920.wav',
    'speech/librispeech/1089-134691-0001.flac',
    'speech/pocketsphinx-testdata/sense_and_sensibility_01_austen_64kb-0880.wav',
    'speech/pocketsphinx-testdata/sense_and_sensibility_01_austen_64kb-0930.wav',
  ],
];

const SAMPLE_RATE = 16000;

interface Transcribed {
  words: Word[];
  /** Words as the engine sent them, on the whole file's clock. */
  raw: Word[];
  samples: Int16Array;
  durationSec: number;
}

/** Joins 16 kHz mono WAVs end to end into one. */
async function concatenate(paths: readonly string[], dest: string): Promise<void> {
  const parts: Buffer[] = [];
  for (const path of paths) {
    const info = await readWavInfo(path);
    parts.push((await readFile(path)).subarray(info.dataOffset, info.dataOffset + info.dataBytes));
  }
  const data = Buffer.concat(parts);
  await writeFile(dest, Buffer.concat([wavHeader(SAMPLE_RATE, 1, 16, data.length), data]));
}

/** The engine, recording what it sent before the transcription path tidied it. */
function recording(engine: TranscriptionEngine, raw: Word[]): TranscriptionEngine {
  let offset = 0;
  return {
    ...engine,
    async transcribe(path, options) {
      const result = await engine.transcribe(path, options);
      raw.push(...result.words.map((w) => ({ ...w, start: w.start + offset, end: w.end + offset })));
      offset += (await readWavInfo(path)).durationSec;
      return result;
    },
  };
}

/** Every segment the planner and the cut rules make of one transcript. */
function plannedSegments(analysis: Analysis): Segment[] {
  const planned = [
    planPrompt('Rough cut of 5 minutes', analysis, { mode: 'rough_cut' }),
    planPrompt('Explore topics 1 and 2', analysis, { mode: 'standard' }),
    planPrompt('Make me a 15 second clip', analysis, { mode: 'standard' }),
  ].flatMap((p) => [
    ...p.stories.flatMap((s) => s.segments),
    ...(p.storyCard?.chapters.flatMap((c) => c.segments) ?? []),
  ]);
  const units = analysis.units.map(unitRange);
  const eachUnit = analysis.units.flatMap((u) => cutSegments(analysis, [unitRange(u)]));
  return [...planned, ...eachUnit, ...cutSegments(analysis, units, { dropFillers: true, removePauses: true })];
}

const transcribed: Transcribed[] = [];
let tmp: Awaited<ReturnType<typeof makeTempDir>>;

beforeAll(async () => {
  tmp = await makeTempDir('otto-quiet-cuts-');
  const engine = createPocketsphinxEngine();
  for (const [index, files] of recordings.entries()) {
    const wavs: string[] = [];
    for (const [i, file] of files.entries())
      wavs.push(await toWav16k(mediaPath(file), join(tmp.dir, `${index}-${i}.wav`)));
    const wavPath = join(tmp.dir, `recording-${index}.wav`);
    await concatenate(wavs, wavPath);
    const raw: Word[] = [];
    // Chunked as a long recording would be, so words cross chunk boundaries too.
    const { result } = await transcribeAudio({
      engine: recording(engine, raw),
      wavPath,
      language: 'en',
      tmpDir: tmp.dir,
      chunking: { chunkAboveSec: 20, maxChunkSec: 15 },
    });
    const info = await readWavInfo(wavPath);
    const data = await readFile(wavPath);
    const samples = new Int16Array(
      data.buffer.slice(data.byteOffset + info.dataOffset, data.byteOffset + info.dataOffset + info.dataBytes),
    );
    transcribed.push({ words: result.words, raw, samples, durationSec: info.durationSec });
  }
}, 240_000);

afterAll(() => tmp?.cleanup());

describe('timings you can cut on (shared speech through pocketsphinx)', () => {
  it('gives words that never overlap or run backwards', () => {
    for (const t of transcribed) {
      expect(t.words.length).toBeGreaterThan(30);
      // Only dropped (a word heard twice) or clamped, never invented.
      expect(t.words.length).toBeLessThanOrEqual(t.raw.length);
      const heard = new Set(t.raw.map((w) => w.text));
      expect(t.words.filter((w) => !heard.has(w.text))).toEqual([]);
      for (const [i, w] of t.words.entries()) {
        expect(w.start).toBeLessThanOrEqual(w.end);
        if (i > 0) expect(w.start).toBeGreaterThanOrEqual(t.words[i - 1]!.end);
      }
    }
  });

  it('puts every planner cut at least 10 dB below the speech either side', () => {
    let cuts = 0;
    for (const [index, t] of transcribed.entries()) {
      const analysis = analyseTranscripts([
        sourceOf('66666666-6666-4666-8666-66666666666' + index, t.words, {
          durationSec: t.durationSec,
          rate: { num: 30000, den: 1001 },
        }),
      ]);
      for (const segment of plannedSegments(analysis)) {
        for (const cut of [segment.start, segment.end]) {
          const below = dbBelowSpeech(t, cut);
          if (below === undefined) continue;
          cuts++;
          expect(below, `cut at ${cut} s of recording ${index}`).toBeGreaterThanOrEqual(10);
        }
      }
    }
    expect(cuts).toBeGreaterThan(20);
  });
});
