import { z } from 'zod';

/**
 * Who speaks when in a multicam recording, on the main audio's timeline. With a mic per camera,
 * each camera's mic hears the person it films loudest: per word of the main transcript, the camera
 * whose mic is loudest above its own noise floor names the speaker (speaker n = the person camera n
 * shows). Two mics within `crosstalkDb` of each other mean both people talk at once. With one
 * shared mic the mics cannot tell people apart, and the transcript's diarized labels give the turns.
 */

export const TURNS = {
  /** Level envelope hop (seconds). */
  hopSec: 0.02,
  /** The noise floor is this quantile of a mic's frame levels: the quiet between words. */
  floorQuantile: 0.1,
  /** A second mic this close to the loudest (dB) hears its own speaker too: crosstalk. */
  crosstalkDb: 9,
  /** ...and only if it is this far above its own floor (dB), so bleed of a quiet room does not count. */
  crosstalkMinAboveFloorDb: 12,
  /** Below this median gap (dB) between the loudest mic and the next, the mics hear everyone alike. */
  minSeparationDb: 6,
  /** A camera that is loudest for less than this share of the words films nobody's close-up: the wide shot. */
  wideShare: 0.1,
} as const;

export interface SpeakerTurn {
  /** Main-audio seconds. */
  start: number;
  end: number;
  /** 1-based speakers, loudest first; more than one during crosstalk. */
  speakers: number[];
}

export interface SpeakerTurns {
  by: 'camera_mics' | 'diarization';
  turns: SpeakerTurn[];
  /** The camera (1-based, as the slots are labelled) that shows each speaker. */
  cameraOfSpeaker: Record<string, number>;
  /** A camera that shows everyone, for crosstalk; null when there is none. */
  wideCamera: number | null;
}

/** One camera's mic: its power envelope on its own timeline and where it sits on the main audio's. */
export interface CameraMic {
  camera: number;
  /** Mean power per TURNS.hopSec frame. */
  power: Float64Array;
  /** Main time = camera time + offsetSec. */
  offsetSec: number;
}

export interface TimedWord {
  start: number;
  end: number;
  speaker?: number;
}

const toDb = (power: number) => 10 * Math.log10(power + 1e-12);

/** Mean power per TURNS.hopSec frame of mono samples at `sampleRate`. */
export function powerEnvelope(samples: Float32Array, sampleRate: number): Float64Array {
  const hop = Math.round(TURNS.hopSec * sampleRate);
  const frames = Math.floor(samples.length / hop);
  const out = new Float64Array(frames);
  for (let f = 0; f < frames; f++) {
    let sum = 0;
    for (let i = f * hop; i < (f + 1) * hop; i++) sum += samples[i]! * samples[i]!;
    out[f] = sum / hop;
  }
  return out;
}

/** The mic's noise floor in dB: a low quantile of its frame levels. */
export function noiseFloorDb(power: Float64Array): number {
  if (power.length === 0) return toDb(0);
  const levels = Array.from(power, toDb).sort((a, b) => a - b);
  return levels[Math.floor(levels.length * TURNS.floorQuantile)]!;
}

/** The mic's level over main-time [start, end) in dB above its floor; undefined where the camera did not record. */
function levelAbove(mic: CameraMic, floorDb: number, start: number, end: number): number | undefined {
  const from = Math.max(0, Math.floor((start - mic.offsetSec) / TURNS.hopSec));
  const to = Math.min(mic.power.length, Math.ceil((end - mic.offsetSec) / TURNS.hopSec));
  if (to <= from) return undefined;
  let sum = 0;
  for (let f = from; f < to; f++) sum += mic.power[f]!;
  return toDb(sum / (to - from)) - floorDb;
}

/** Per word, the cameras whose mics hear their own person speak, loudest first (empty: no camera covers it). */
function wordSpeakersByMic(
  words: readonly TimedWord[],
  mics: readonly CameraMic[],
): { speakers: number[][]; separationDb: number } {
  const floors = mics.map((m) => noiseFloorDb(m.power));
  const gaps: number[] = [];
  const speakers = words.map((w) => {
    const levels = mics
      .map((m, i) => ({ camera: m.camera, level: levelAbove(m, floors[i]!, w.start, w.end) }))
      .filter((l): l is { camera: number; level: number } => l.level !== undefined)
      .sort((a, b) => b.level - a.level);
    if (levels.length === 0) return [];
    const best = levels[0]!;
    if (levels.length > 1) gaps.push(best.level - levels[1]!.level);
    return levels
      .filter(
        (l, i) => i === 0 || (best.level - l.level <= TURNS.crosstalkDb && l.level >= TURNS.crosstalkMinAboveFloorDb),
      )
      .map((l) => l.camera);
  });
  gaps.sort((a, b) => a - b);
  return { speakers, separationDb: gaps.length > 0 ? gaps[Math.floor(gaps.length / 2)]! : 0 };
}

/** Consecutive words with the same speakers as one turn each. */
export function turnsOf(words: readonly TimedWord[], speakers: readonly (readonly number[])[]): SpeakerTurn[] {
  const turns: SpeakerTurn[] = [];
  words.forEach((w, i) => {
    const who = speakers[i]!;
    if (who.length === 0) return;
    const last = turns.at(-1);
    if (last && last.speakers.join() === who.join()) last.end = Math.max(last.end, w.end);
    else turns.push({ start: w.start, end: w.end, speakers: [...who] });
  });
  return turns;
}

/** Turns from each camera's mic, or undefined when the mics do not tell the speakers apart. */
export function turnsFromMics(words: readonly TimedWord[], mics: readonly CameraMic[]): SpeakerTurns | undefined {
  if (mics.length < 2 || words.length === 0) return undefined;
  const first = wordSpeakersByMic(words, mics);
  if (first.separationDb < TURNS.minSeparationDb) return undefined;
  // A camera rarely loudest is the wide shot: its mic is nobody's, so it names no speaker.
  const loudest = new Map<number, number>();
  for (const who of first.speakers) if (who[0]) loudest.set(who[0], (loudest.get(who[0]) ?? 0) + 1);
  const covered = first.speakers.filter((s) => s.length > 0).length;
  const share = (camera: number) => (loudest.get(camera) ?? 0) / Math.max(1, covered);
  const close = mics.filter((m) => share(m.camera) >= TURNS.wideShare);
  const wide = mics.filter((m) => share(m.camera) < TURNS.wideShare).sort((a, b) => share(a.camera) - share(b.camera));
  const { speakers } = close.length === mics.length ? first : wordSpeakersByMic(words, close);
  return {
    by: 'camera_mics',
    turns: turnsOf(words, speakers),
    cameraOfSpeaker: Object.fromEntries(close.map((m) => [String(m.camera), m.camera])),
    wideCamera: wide[0]?.camera ?? null,
  };
}

/**
 * Turns from the transcript's diarized speakers (one shared mic). Speakers take the cameras in
 * the order they first speak; a camera left over is the wide shot.
 */
export function turnsFromDiarization(words: readonly TimedWord[], cameras: readonly number[]): SpeakerTurns {
  const order: number[] = [];
  for (const w of words) if (!order.includes(w.speaker ?? 1)) order.push(w.speaker ?? 1);
  const cameraOfSpeaker = Object.fromEntries(
    order.map((s, i) => [String(s), cameras[i % Math.max(1, cameras.length)] ?? 1]),
  );
  return {
    by: 'diarization',
    turns: turnsOf(
      words,
      words.map((w) => [w.speaker ?? 1]),
    ),
    cameraOfSpeaker,
    wideCamera: cameras.length > order.length ? cameras.at(-1)! : null,
  };
}

/** The speakers of each word: those of the turn holding its middle (none between turns). */
export function wordSpeakers(words: readonly TimedWord[], turns: readonly SpeakerTurn[]): number[][] {
  let t = 0;
  return words.map((w) => {
    const mid = (w.start + w.end) / 2;
    while (t < turns.length && turns[t]!.end < mid) t++;
    const turn = turns[t];
    return turn && turn.start <= mid ? turn.speakers : [];
  });
}

/** The stored form (projects.speaker_turns), re-validated on read. */
export const speakerTurnsSchema = z.object({
  by: z.enum(['camera_mics', 'diarization']),
  turns: z.array(z.object({ start: z.number(), end: z.number(), speakers: z.array(z.number().int().min(1)) })),
  cameraOfSpeaker: z.record(z.string(), z.number().int().min(1)),
  wideCamera: z.number().int().min(1).nullable(),
});
