import { markQuietGaps, LEVEL_FRAME_SEC } from './quiet-gaps.fns';
import type { Word } from './transcribe.types';
import { frameDb } from './vad';
import { pcmWindows, readWavInfo } from './wav';

/** Loudness (dBFS) of every 10 ms frame of a 16-bit mono WAV, streamed: 100 floats a second. */
export async function readFrameLevels(wavPath: string): Promise<{ levels: Float32Array; durationSec: number }> {
  const info = await readWavInfo(wavPath);
  const window = Math.round(info.sampleRate * LEVEL_FRAME_SEC);
  const levels = new Float32Array(Math.ceil(info.dataBytes / 2 / window));
  let i = 0;
  for await (const frame of pcmWindows(wavPath, info, window)) levels[i++] = frameDb(frame);
  return { levels: levels.subarray(0, i), durationSec: info.durationSec };
}

/** The words with the quiet stretches of their gaps, measured on the audio they were heard in. */
export async function withQuietGaps(wavPath: string, words: readonly Word[]): Promise<Word[]> {
  if (words.length === 0) return [...words];
  const { levels, durationSec } = await readFrameLevels(wavPath);
  return markQuietGaps(words, levels, durationSec);
}
