import { describe, expect, it } from 'vitest';
import { regionsFromProbabilities, silencesBetween, totalLength } from './speech-regions';

/** Probabilities at 0.1 s per frame from a string: '#' speech, '.' silence, '~' in between (0.4). */
function probs(pattern: string): number[] {
  return [...pattern].map((c) => (c === '#' ? 0.9 : c === '~' ? 0.4 : 0.05));
}

const frame = { frameSec: 0.1, padSec: 0 };

describe('regionsFromProbabilities', () => {
  it.each<[string, string, Array<[number, number]>]>([
    ['one region', '...####...', [[0.3, 0.7]]],
    [
      'two regions apart',
      '###.....###',
      [
        [0, 0.3],
        [0.8, 1.1],
      ],
    ],
    ['a dip shorter than the minimum silence is bridged', '###.###...', [[0, 0.7]]],
    ['hysteresis: 0.4 keeps speech open', '###~~~~###', [[0, 1.0]]],
    ['a blip shorter than the minimum speech is dropped', '....#.....', []],
    ['speech running to the end', '.....#####', [[0.5, 1.0]]],
    ['silence only', '..........', []],
  ])('%s', (_name, pattern, expected) => {
    const p = probs(pattern);
    const regions = regionsFromProbabilities(p, { ...frame, durationSec: p.length * 0.1, minSilenceSec: 0.2 });
    expect(regions.map((r) => [r.start, r.end])).toEqual(expected);
  });

  it('pads regions without overlapping the neighbours or the file bounds', () => {
    const p = probs('##...##');
    const regions = regionsFromProbabilities(p, {
      frameSec: 0.1,
      durationSec: 0.7,
      padSec: 0.2,
      minSilenceSec: 0.2,
      minSpeechSec: 0.1,
    });
    expect(regions).toEqual([
      { start: 0, end: 0.35 },
      { start: 0.35, end: 0.7 },
    ]);
  });
});

describe('silencesBetween', () => {
  it('lists lead-in, gaps and tail at least the minimum long', () => {
    const regions = [
      { start: 1, end: 2 },
      { start: 2.1, end: 4 },
      { start: 6, end: 7 },
    ];
    expect(silencesBetween(regions, 10, 0.3)).toEqual([
      { start: 0, end: 1 },
      { start: 4, end: 6 },
      { start: 7, end: 10 },
    ]);
    expect(totalLength(silencesBetween(regions, 10))).toBeCloseTo(6.1);
  });
});
