import type { Word } from '@otto/shared/transcript';
import { SYNC } from './sync.fns';
import {
  powerEnvelope,
  turnsFromDiarization,
  turnsFromMics,
  wordSpeakers,
  type SpeakerTurns,
} from './speaker-turns.fns';

/** A camera's decoded audio (SYNC.sampleRate mono) and its place on the main audio; unsynced cameras have none. */
export interface CameraAudio {
  camera: number;
  samples: Float32Array;
  offsetSec: number | null;
}

/**
 * Speaker turns of a multicam recording: from the cameras' own mics when they tell the speakers
 * apart, else from the main transcript's diarized speakers.
 */
export function analyseSpeakers(mainWords: readonly Word[], cameras: readonly CameraAudio[]): SpeakerTurns {
  const mics = cameras.flatMap((c) =>
    c.offsetSec === null
      ? []
      : [{ camera: c.camera, offsetSec: c.offsetSec, power: powerEnvelope(c.samples, SYNC.sampleRate) }],
  );
  return (
    turnsFromMics(mainWords, mics) ??
    turnsFromDiarization(
      mainWords,
      mics.map((m) => m.camera),
    )
  );
}

/** The main transcript's words re-labelled with the speaker the turns found (the loudest, in crosstalk). */
export function wordsWithTurnSpeakers(words: readonly Word[], analysis: SpeakerTurns): Word[] {
  if (analysis.by === 'diarization') return [...words];
  const speakers = wordSpeakers(words, analysis.turns);
  return words.map((w, i) => (speakers[i]![0] ? { ...w, speaker: speakers[i]![0] } : w));
}
