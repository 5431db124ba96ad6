import { describe, expect, it } from 'vitest';
import { turnsFromDiarization, turnsFromMics, TURNS, type CameraMic } from './speaker-turns.fns';

const frames = (seconds: number) => Math.round(seconds / TURNS.hopSec);

/** A mic's power envelope: `floor` everywhere, `level` over the given main-time spans. */
function mic(camera: number, seconds: number, spans: [number, number, number][], offsetSec = 0): CameraMic {
  const power = new Float64Array(frames(seconds)).fill(1e-7);
  for (const [start, end, level] of spans)
    for (let f = frames(start - offsetSec); f < frames(end - offsetSec); f++) power[f] = level;
  return { camera, power, offsetSec };
}

const words = [
  { start: 1, end: 2 },
  { start: 2.2, end: 3 },
  { start: 4, end: 5 },
  { start: 5.5, end: 6 },
];

describe('turnsFromMics', () => {
  it('names the speaker by the mic loudest above its own floor, whatever the mics’ gains', () => {
    // Camera 2's mic is 20 dB hotter overall, floor included; it still hears speaker 1 18 dB down.
    const one = mic(1, 8, [
      [1, 3, 1e-2],
      [4, 6, 1.6e-4],
    ]);
    const two = mic(
      2,
      8,
      [
        [1, 3, 1.6e-2],
        [4, 6, 1],
      ],
      0,
    );
    two.power = two.power.map((p) => (p === 1e-7 ? 1e-5 : p));
    const turns = turnsFromMics(words, [one, two]);
    expect(turns?.turns).toEqual([
      { start: 1, end: 3, speakers: [1] },
      { start: 4, end: 6, speakers: [2] },
    ]);
  });

  it('marks crosstalk where both mics hear their own speaker', () => {
    const one = mic(1, 8, [
      [1, 3, 1e-2],
      [4, 5, 1e-2],
    ]);
    const two = mic(2, 8, [
      [1, 3, 1.6e-4],
      [4, 6, 1e-2],
    ]);
    expect(turnsFromMics(words, [one, two])?.turns.map((t) => t.speakers)).toEqual([[1], [1, 2], [2]]);
  });

  it('gives up when the mics hear everyone alike (one shared mic)', () => {
    const spans: [number, number, number][] = [[1, 6, 1e-2]];
    expect(turnsFromMics(words, [mic(1, 8, spans), mic(2, 8, spans)])).toBeUndefined();
  });
});

describe('turnsFromDiarization', () => {
  it('gives the speakers the cameras in the order they first speak, a camera left over being wide', () => {
    const diarized = words.map((w, i) => ({ ...w, speaker: i < 2 ? 2 : 1 }));
    expect(turnsFromDiarization(diarized, [1, 2, 3])).toEqual({
      by: 'diarization',
      turns: [
        { start: 1, end: 3, speakers: [2] },
        { start: 4, end: 6, speakers: [1] },
      ],
      cameraOfSpeaker: { '2': 1, '1': 2 },
      wideCamera: 3,
    });
  });
});
