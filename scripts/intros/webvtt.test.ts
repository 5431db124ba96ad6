import { describe, expect, it } from 'vitest';
import { cuesFrom, vttTimestamp, webvtt } from './webvtt';

describe('intro captions', () => {
  it('writes WebVTT timestamps', () => {
    expect(vttTimestamp(0)).toBe('00:00:00.000');
    expect(vttTimestamp(83.5)).toBe('00:01:23.500');
    expect(vttTimestamp(3725.0004)).toBe('01:02:05.000');
  });

  it('runs each caption until the next, the last until the end, on the video clock', () => {
    const halfSpeed = (t: number) => (t - 100) / 2;
    const cues = cuesFrom(
      [
        { t: 104, text: 'Ask for the edit' },
        { t: 100, text: 'Add your footage' },
      ],
      halfSpeed,
      12,
    );
    expect(cues).toEqual([
      { start: 0, end: 2, text: 'Add your footage' },
      { start: 2, end: 12, text: 'Ask for the edit' },
    ]);
    expect(webvtt(cues)).toBe(
      'WEBVTT\n\n1\n00:00:00.000 --> 00:00:02.000\nAdd your footage\n\n2\n00:00:02.000 --> 00:00:12.000\nAsk for the edit\n',
    );
  });
});
