import { describe, expect, it } from 'vitest';
import {
  countdownLabelSeconds,
  durationOrGuessMs,
  formatClock,
  formatTimeLeft,
  multicamEstimateSeconds,
  singlecamProcessingEstimateSeconds,
  uploadEstimateSeconds,
} from './estimates';

const MB = 1_000_000;

describe('upload estimate', () => {
  it.each([
    [{ importType: 'youtube' as const, durationMs: 600_000 }, {}, 30],
    [{ importType: 'local' as const, filesize: 200 * MB }, {}, 10],
    [{ importType: 'gg_drive' as const, filesize: 200 * MB }, { desktop: true }, 5],
    [{ importType: 'local' as const, filesize: null }, {}, 0],
  ])('%j %j → %d s', (source, opts, seconds) => {
    expect(uploadEstimateSeconds(source, opts)).toBeCloseTo(seconds);
  });
});

describe('processing estimates', () => {
  it('takes a tenth of the total duration, mp4 counting 1.4 times', () => {
    expect(singlecamProcessingEstimateSeconds([{ filename: 'a.mov', durationMs: 600_000 }])).toBeCloseTo(60);
    expect(singlecamProcessingEstimateSeconds([{ filename: 'a.MP4', durationMs: 600_000 }])).toBeCloseTo(84);
    expect(
      singlecamProcessingEstimateSeconds([
        { filename: 'a.mp4', durationMs: 100_000 },
        { filename: 'b.mov', durationMs: 100_000 },
      ]),
    ).toBeCloseTo(24);
    expect(
      singlecamProcessingEstimateSeconds([{ filename: 'a.mov', durationMs: 600_000 }], { desktop: true }),
    ).toBeCloseTo(30);
  });

  it('guesses an unknown duration from the file size: 10 Mbit/s for video, 192 kbit/s for audio', () => {
    // 750 MB of video ≈ 10 minutes; 14.4 MB of audio ≈ 10 minutes.
    expect(
      singlecamProcessingEstimateSeconds([{ filename: 'a.mov', durationMs: null, filesize: 750_000_000 }]),
    ).toBeCloseTo(60);
    expect(
      singlecamProcessingEstimateSeconds([
        { filename: 'a.wav', durationMs: null, filesize: 14_400_000, type: 'audio' },
      ]),
    ).toBeCloseTo(60);
    // A known duration wins over the size.
    expect(
      singlecamProcessingEstimateSeconds([{ filename: 'a.mov', durationMs: 600_000, filesize: 10 * 750_000_000 }]),
    ).toBeCloseTo(60);
    expect(durationOrGuessMs({ durationMs: null, filesize: null })).toBe(0);
  });

  it.each([
    [[1000, 600], 320],
    [[1000, 600, 800], 400],
    [[1000, 600, 800, 200], 320],
    [[], 0],
  ])('multicam %j → %d s', (durations, seconds) => {
    expect(multicamEstimateSeconds(durations)).toBeCloseTo(seconds);
  });

  it('halves multicam in the desktop app', () => {
    expect(multicamEstimateSeconds([1000, 600, 800], { desktop: true })).toBeCloseTo(200);
  });
});

describe('countdownLabelSeconds', () => {
  it('counts down in real time while more than 30 s are left', () => {
    expect(countdownLabelSeconds(120, 0)).toBe(120);
    expect(countdownLabelSeconds(120, 60)).toBe(60);
    expect(countdownLabelSeconds(120, 90)).toBe(30);
  });

  it('slows down in the last 30 seconds and never reaches zero', () => {
    const shown = (t: number) => countdownLabelSeconds(120, t);
    // Each second of the tail takes less off the label than the one before.
    const drops = [90, 95, 100, 105, 110, 115, 120].map((t) => shown(t) - shown(t + 5));
    for (let i = 1; i < drops.length; i++) expect(drops[i]).toBeLessThan(drops[i - 1] ?? Infinity);
    expect(shown(120)).toBeGreaterThan(5);
    expect(shown(10_000)).toBeGreaterThan(0);
    expect(Math.ceil(shown(10_000))).toBeGreaterThanOrEqual(1);
  });

  it('never goes up as time passes', () => {
    for (const estimate of [5, 30, 31, 300]) {
      const samples = Array.from({ length: estimate * 40 + 1 }, (_, i) => countdownLabelSeconds(estimate, i / 10));
      expect(samples.every((s, i) => s > 0 && (i === 0 || s <= (samples[i - 1] ?? Infinity)))).toBe(true);
    }
  });

  it('shows nothing without an estimate', () => {
    expect(countdownLabelSeconds(0, 3)).toBe(0);
  });
});

describe('formatTimeLeft', () => {
  it.each([
    [65, 'Time left: 1:05'],
    [59.2, 'Time left: 1:00'],
    [5, 'Time left: 0:05'],
    [0.3, 'Time left: 0:01'],
    [3725, 'Time left: 1:02:05'],
    [-4, 'Time left: 0:00'],
  ])('%d s → %s', (seconds, label) => {
    expect(formatTimeLeft(seconds)).toBe(label);
  });

  it('formats clocks on their own', () => {
    expect(formatClock(600)).toBe('10:00');
  });
});
