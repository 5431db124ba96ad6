/**
 * Transcripts for analysis and assistant tests, built from the shared test media: a real
 * pocketsphinx run over auto-editor_example.mp4 (cached in the temp folder after the first run)
 * and the LibriSpeech / LibriVox reference texts with synthetic timing at 2.5 words per second.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Word } from '@otto/shared/transcript';
import { parsePocketsphinxOutput } from '../transcribe/pocketsphinx.engine';
import { runProcess } from '../transcribe/process';
import { makeTempDir, mediaPath, toWav16k } from '../transcribe/transcribe.test-support';
import type { SourceInput } from './analyse.types';

const cacheDir = join(tmpdir(), 'otto-analyse-cache');

/** Words pocketsphinx hears in a media file; decoded once per machine, then read from the cache. */
export async function pocketsphinxWords(relative: string): Promise<Word[]> {
  const cached = join(cacheDir, `${relative.replace(/[^a-z0-9]+/gi, '_')}.json`);
  try {
    return JSON.parse(await readFile(cached, 'utf8')) as Word[];
  } catch {
    // not decoded yet
  }
  const tmp = await makeTempDir('otto-analyse-');
  try {
    const wav = await toWav16k(mediaPath(relative), join(tmp.dir, 'audio.wav'));
    const r = await runProcess('pocketsphinx_continuous', ['-infile', wav, '-time', 'yes', '-logfn', '/dev/null']);
    if (r.code !== 0) throw new Error(`pocketsphinx failed: ${r.stderr}`);
    const words = parsePocketsphinxOutput(r.stdout);
    await mkdir(cacheDir, { recursive: true });
    await writeFile(cached, JSON.stringify(words));
    return words;
  } finally {
    await tmp.cleanup();
  }
}

export const referenceFiles = {
  dinner: ['speech/librispeech/1089-134686-0000.txt', 'speech/librispeech/1089-134686-0001.txt'],
  waiting: ['speech/librispeech/1089-134691-0000.txt', 'speech/librispeech/1089-134691-0001.txt'],
  narrator: ['speech/librispeech/2412-153948-0000.txt'],
  wizard: ['speech/librispeech/61-70968-0000.txt'],
  dashwood: [
    'speech/pocketsphinx-testdata/sense_and_sensibility_01_austen_64kb-0870.txt',
    'speech/pocketsphinx-testdata/sense_and_sensibility_01_austen_64kb-0880.txt',
    'speech/pocketsphinx-testdata/sense_and_sensibility_01_austen_64kb-0890.txt',
    'speech/pocketsphinx-testdata/sense_and_sensibility_01_austen_64kb-0920.txt',
    'speech/pocketsphinx-testdata/sense_and_sensibility_01_austen_64kb-0930.txt',
  ],
} as const;

export async function referenceText(relative: string): Promise<string> {
  return (await readFile(mediaPath(relative), 'utf8')).trim().toLowerCase();
}

/** Words of sentences read at 2.5 words/s (0.3 s word, 0.1 s gap), sentences 1 s apart. */
export function timedWords(sentences: readonly string[], startAt = 0.5): Word[] {
  const words: Word[] = [];
  let t = startAt;
  for (const sentence of sentences) {
    for (const text of sentence.split(/\s+/).filter(Boolean)) {
      words.push({ text, start: round(t), end: round(t + 0.3), confidence: 0.9 });
      t += 0.4;
    }
    t += 0.9;
  }
  return words;
}

const round = (t: number) => Math.round(t * 1000) / 1000;

/** Shifts words later, e.g. to repeat a transcript for long-footage benchmarks. */
export const shiftWords = (words: readonly Word[], by: number): Word[] =>
  words.map((w) => ({ ...w, start: round(w.start + by), end: round(w.end + by) }));

export function sourceOf(
  sourceId: string,
  words: Word[],
  opts: { filename?: string; durationSec?: number; rate?: { num: number; den: number } } = {},
): SourceInput {
  return {
    sourceId,
    filename: opts.filename ?? 'clip.mp4',
    words,
    durationSec: opts.durationSec ?? (words.at(-1)?.end ?? 0) + 0.5,
    rate: opts.rate ?? { num: 30, den: 1 },
  };
}

/** The reference readings, one topic after another, as one source's words. */
export async function readingsWords(): Promise<Word[]> {
  const sentences: string[] = [];
  for (const files of Object.values(referenceFiles)) for (const f of files) sentences.push(await referenceText(f));
  return timedWords(sentences);
}

export const exampleVideo = 'video/auto-editor_example.mp4';
/** ffprobe's rate for auto-editor_example.mp4 (MANIFEST: 1280x720@30). */
export const exampleRate = { num: 30, den: 1 };
export const exampleDuration = 42.45;
