import { describe, expect, it } from 'vitest';
import { parseRange } from './http-range';

describe('parseRange against a 1000-byte object', () => {
  it.each([
    [undefined, null],
    ['bytes=0-99', { start: 0, end: 99 }],
    ['bytes=500-', { start: 500, end: 999 }],
    ['bytes=900-5000', { start: 900, end: 999 }],
    ['bytes=-100', { start: 900, end: 999 }],
    ['bytes=-5000', { start: 0, end: 999 }],
    ['bytes=999-999', { start: 999, end: 999 }],
    ['bytes=1000-', 'unsatisfiable'],
    ['bytes=-0', 'unsatisfiable'],
    ['bytes=5-3', null],
    ['bytes=0-1,5-9', null],
    ['items=0-1', null],
    ['bytes=-', null],
  ] as const)('%s → %j', (header, expected) => {
    expect(parseRange(header, 1000)).toEqual(expected);
  });

  it('an empty object satisfies no range', () => {
    expect(parseRange('bytes=0-', 0)).toBe('unsatisfiable');
  });
});
