import type { Word } from '../transcribe.types';
import { readPcmSpan, readWavInfo } from '../wav';
import { abortError } from '../transcription-error';
import { diarizeFeatures, type Diarization, type SpeechUnit } from './diarize.fns';
import { speechFeatures, type RegionAudio } from './features.fns';

/** Words closer than this share one stretch of audio to analyse. */
const JOIN_GAP_SEC = 0.3;

/** Stretches of speech covering the units, so features are read once per stretch and never over silence. */
export function speechStretches(units: readonly SpeechUnit[]): SpeechUnit[] {
  const stretches: SpeechUnit[] = [];
  for (const u of units) {
    if (u.end <= u.start) continue;
    const last = stretches.at(-1);
    if (last && u.start - last.end < JOIN_GAP_SEC) last.end = Math.max(last.end, u.end);
    else stretches.push({ start: u.start, end: u.end });
  }
  return stretches;
}

/** Speakers of `units` (seconds of a 16 kHz mono WAV), reading only the audio under them. */
export async function diarizeUnits(
  wavPath: string,
  units: readonly SpeechUnit[],
  signal?: AbortSignal,
): Promise<Diarization> {
  const info = await readWavInfo(wavPath);
  const regions: RegionAudio[] = [];
  for (const s of speechStretches(units)) {
    if (signal?.aborted) throw abortError(signal);
    regions.push({ start: s.start, samples: await readPcmSpan(wavPath, info, s.start, s.end) });
  }
  return diarizeFeatures(speechFeatures(regions), units);
}

/** The words with their speaker (1-based) set; words are returned unchanged when there are none. */
export async function withSpeakers(wavPath: string, words: readonly Word[], signal?: AbortSignal): Promise<Word[]> {
  if (words.length === 0) return [...words];
  const { unitSpeakers } = await diarizeUnits(wavPath, words, signal);
  return words.map((w, i) => ({ ...w, speaker: unitSpeakers[i] ?? 1 }));
}
