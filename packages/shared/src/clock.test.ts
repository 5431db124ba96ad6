import { describe, expect, it } from 'vitest';
import { formatClock } from './clock';

describe('formatClock', () => {
  it.each([
    [0, '0:00'],
    [46.7, '0:46'],
    [59.9999999, '1:00'],
    [65, '1:05'],
    [3725.4, '1:02:05'],
    [-3, '0:00'],
  ])('%d s reads %s', (seconds, text) => expect(formatClock(seconds)).toBe(text));
});
