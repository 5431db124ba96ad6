import { describe, expect, it } from 'vitest';
import { diarizationErrorRate } from './der.fns';

const ref = [
  { start: 0, end: 4, speaker: 'anna' },
  { start: 5, end: 9, speaker: 'ben' },
];

describe('diarizationErrorRate', () => {
  it('is zero for the same turns under other names', () => {
    const hyp = [
      { start: 0, end: 4, speaker: '2' },
      { start: 5, end: 9, speaker: '1' },
    ];
    expect(diarizationErrorRate(ref, hyp).der).toBe(0);
  });

  it('forgives boundary errors inside the collar only', () => {
    const late = [
      { start: 0.2, end: 4.2, speaker: '1' },
      { start: 5.2, end: 9, speaker: '2' },
    ];
    expect(diarizationErrorRate(ref, late, 0.25).der).toBe(0);
    expect(diarizationErrorRate(ref, late, 0).der).toBeGreaterThan(0);
  });

  it('counts one speaker for everything as confusion over the smaller turn', () => {
    const r = diarizationErrorRate(ref, [{ start: 0, end: 9, speaker: '1' }], 0);
    expect(r.confusion).toBeCloseTo(4, 5);
    expect(r.falseAlarm).toBeCloseTo(1, 5);
    expect(r.der).toBeCloseTo(5 / 8, 5);
  });

  it('counts missed speech', () => {
    const r = diarizationErrorRate(ref, [{ start: 0, end: 4, speaker: '1' }], 0);
    expect(r.missed).toBeCloseTo(4, 5);
    expect(r.der).toBeCloseTo(0.5, 5);
  });
});
