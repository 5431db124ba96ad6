/**
 * Conversations with known turns, built from the shared speech recordings: each speaker's
 * audio is cut into phrases at its pauses, and turns of chosen lengths and loudness alternate
 * with short gaps. The reference is where every phrase was placed.
 */
import { join } from 'node:path';
import { writeFile } from 'node:fs/promises';
import { mediaPath, toWav16k } from '../transcribe.test-support';
import { readPcmSpan, readWavInfo, wavHeader } from '../wav';
import type { SpeakerSegment } from './der.fns';

/** Recordings per voice (one reader each). */
export const VOICES = {
  '1089': [
    'librispeech/1089-134686-0000.flac',
    'librispeech/1089-134686-0001.flac',
    'librispeech/1089-134691-0000.flac',
    'librispeech/1089-134691-0001.flac',
  ],
  austen: [
    'pocketsphinx-testdata/sense_and_sensibility_01_austen_64kb-0870.wav',
    'pocketsphinx-testdata/sense_and_sensibility_01_austen_64kb-0880.wav',
    'pocketsphinx-testdata/sense_and_sensibility_01_austen_64kb-0890.wav',
    'pocketsphinx-testdata/sense_and_sensibility_01_austen_64kb-0920.wav',
    'pocketsphinx-testdata/sense_and_sensibility_01_austen_64kb-0930.wav',
  ],
  '2412': ['librispeech/2412-153948-0000.flac'],
  /** Single recordings of the two readers above, for monologues of one take. */
  '1089-0000': ['librispeech/1089-134686-0000.flac'],
  'austen-0870': ['pocketsphinx-testdata/sense_and_sensibility_01_austen_64kb-0870.wav'],
  '61': ['librispeech/61-70968-0000.flac'],
  jfk: ['jfk/jfk.wav'],
  sonnet: ['../multicam/same_recording_formats/p001.flac'],
  'auto-editor': ['../video/auto-editor_example.mp4'],
} as const;
export type Voice = keyof typeof VOICES;

const SR = 16_000;

/** The voice's recordings decoded to 16 kHz mono and cut into phrases at pauses of 0.12 s or more. */
export async function voicePhrases(voice: Voice, dir: string): Promise<Float32Array[]> {
  const phrases: Float32Array[] = [];
  for (const [i, file] of VOICES[voice].entries()) {
    const wav = await toWav16k(mediaPath(`speech/${file}`), join(dir, `${voice}-${i}.wav`));
    const info = await readWavInfo(wav);
    phrases.push(...splitAtPauses(await readPcmSpan(wav, info, 0, info.durationSec)));
  }
  return phrases;
}

function splitAtPauses(samples: Float32Array): Float32Array[] {
  const frame = SR / 100;
  const db = Array.from({ length: Math.floor(samples.length / frame) }, (_, f) => {
    let sum = 0;
    for (let i = f * frame; i < (f + 1) * frame; i++) sum += samples[i]! * samples[i]!;
    return 10 * Math.log10(sum / frame + 1e-12);
  });
  const sorted = [...db].sort((a, b) => a - b);
  const floor = sorted[Math.floor(sorted.length * 0.1)] ?? -120;
  const loudest = sorted[Math.floor(sorted.length * 0.95)] ?? 0;
  const voiced = db.map((d) => d > floor + 0.4 * (loudest - floor));
  const phrases: Float32Array[] = [];
  let start = -1;
  let quiet = 0;
  for (let f = 0; f <= voiced.length; f++) {
    if (f < voiced.length && voiced[f]) {
      if (start < 0) start = f;
      quiet = 0;
    } else if (start >= 0 && (++quiet >= 12 || f === voiced.length)) {
      const end = f - quiet + 1;
      if (end - start >= 30) phrases.push(samples.slice(start * frame, end * frame));
      start = -1;
      quiet = 0;
    }
  }
  return phrases;
}

export interface Turn {
  voice: Voice;
  /** Speech to take for this turn, in seconds (whole phrases, at least one). */
  seconds: number;
  gainDb?: number;
}

/**
 * Writes the conversation as a 16 kHz mono WAV with a faint noise floor; gaps between turns
 * cycle through `gapsSec`. Each voice's phrases are used in order and never twice.
 */
export async function buildConversation(
  turns: readonly Turn[],
  dir: string,
  name: string,
  gapsSec: readonly number[] = [0.4, 0.25, 0.7, 0.5],
): Promise<{ wavPath: string; reference: SpeakerSegment[]; durationSec: number }> {
  const phrases = new Map<Voice, Float32Array[]>();
  for (const voice of new Set(turns.map((t) => t.voice))) phrases.set(voice, await voicePhrases(voice, dir));
  const pieces: Array<{ samples: Float32Array; at: number; gain: number }> = [];
  const reference: SpeakerSegment[] = [];
  let at = 0.3;
  turns.forEach((turn, t) => {
    const queue = phrases.get(turn.voice)!;
    if (queue.length === 0) throw new Error(`${turn.voice} has no phrases left for turn ${t}`);
    let taken = 0;
    while (queue.length > 0 && (taken === 0 || taken < turn.seconds)) {
      const samples = queue.shift()!;
      if (taken > 0) at += 0.15;
      pieces.push({ samples, at, gain: 10 ** ((turn.gainDb ?? 0) / 20) });
      const seconds = samples.length / SR;
      reference.push({ start: at, end: at + seconds, speaker: turn.voice });
      at += seconds;
      taken += seconds;
    }
    at += gapsSec[t % gapsSec.length]!;
  });
  const total = Math.ceil((at + 0.3) * SR);
  const pcm = Buffer.alloc(total * 2);
  const mix = new Float32Array(total);
  let seed = 1;
  for (let i = 0; i < total; i++) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    mix[i] = ((seed / 0x7fffffff) * 2 - 1) * 3e-4;
  }
  for (const p of pieces) {
    const offset = Math.round(p.at * SR);
    for (let i = 0; i < p.samples.length; i++) mix[offset + i]! += p.samples[i]! * p.gain;
  }
  for (let i = 0; i < total; i++)
    pcm.writeInt16LE(Math.max(-32768, Math.min(32767, Math.round(mix[i]! * 32767))), i * 2);
  const wavPath = join(dir, `${name}.wav`);
  await writeFile(wavPath, Buffer.concat([wavHeader(SR, 1, 16, pcm.length), pcm]));
  return { wavPath, reference: mergeTurns(reference), durationSec: total / SR };
}

/** Phrases of one turn scored as one segment: the 0.15 s breath inside a turn is that speaker's. */
function mergeTurns(segments: SpeakerSegment[]): SpeakerSegment[] {
  const out: SpeakerSegment[] = [];
  for (const s of segments) {
    const last = out.at(-1);
    if (last && last.speaker === s.speaker && s.start - last.end < 0.2) last.end = s.end;
    else out.push({ ...s });
  }
  return out;
}
