/**
 * Audio levels for tests that check where cuts land: a cut must sit in the quiet between words,
 * measured from the samples (16 kHz mono), not from the timings the recogniser reported.
 */
import { readFile } from 'node:fs/promises';
import type { Word } from '@otto/shared/transcript';
import { readWavInfo } from './wav';

const FRAME = 160;

/** The samples of a 16 kHz mono s16le WAV, and its length. */
export async function readSamples(wavPath: string): Promise<{ samples: Int16Array; durationSec: number }> {
  const info = await readWavInfo(wavPath);
  const data = await readFile(wavPath);
  const samples = new Int16Array(
    data.buffer.slice(data.byteOffset + info.dataOffset, data.byteOffset + info.dataOffset + info.dataBytes),
  );
  return { samples, durationSec: info.durationSec };
}

/** dBFS of the 10 ms frame (on the 10 ms grid) holding time t. */
export function frameDbAt(samples: Int16Array, t: number): number {
  const first = Math.floor(t * 100 + 1e-6) * FRAME;
  let sum = 0;
  let n = 0;
  for (let i = first; i < Math.min(samples.length, first + FRAME); i++, n++) sum += (samples[i]! / 32768) ** 2;
  const rms = n ? Math.sqrt(sum / n) : 0;
  return rms > 0 ? 20 * Math.log10(rms) : -120;
}

/** Median frame level over the frames a word covers. */
export function speechDb(samples: Int16Array, words: readonly (Word | undefined)[]): number {
  const levels: number[] = [];
  for (const w of words) {
    if (!w) continue;
    for (let t = Math.floor(w.start * 100 + 1e-6) / 100; t < w.end - 1e-6 || levels.length === 0; t += 0.01)
      levels.push(frameDbAt(samples, t));
  }
  levels.sort((a, b) => a - b);
  const mid = levels.length >> 1;
  return levels.length % 2 ? levels[mid]! : (levels[mid - 1]! + levels[mid]!) / 2;
}

/** How far below the speech either side a cut lands, in dB; undefined at the recording's ends. */
export function dbBelowSpeech(
  t: { words: readonly Word[]; samples: Int16Array; durationSec: number },
  cut: number,
): number | undefined {
  if (cut <= 1e-6 || cut >= t.durationSec - 1e-6) return undefined;
  const next = t.words.findIndex((w) => w.start >= cut - 1e-6);
  const after = next === -1 ? undefined : t.words[next];
  const before = next === -1 ? t.words.at(-1) : t.words[next - 1];
  return speechDb(t.samples, [before, after]) - frameDbAt(t.samples, cut);
}
