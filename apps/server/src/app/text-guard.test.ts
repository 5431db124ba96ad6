import { describe, expect, it } from 'vitest';
import { containsUnstorableText } from './text-guard';

describe('containsUnstorableText', () => {
  it.each([
    ['a\u0000b', true],
    [{ name: 'ok', nested: [{ deep: '\u0000' }] }, true],
    [{ 'key\u0000': 'ok' }, true],
    ['lone high \ud800 surrogate', true],
    ['lone low \udc00 surrogate', true],
    ['\udc00\ud800', true],
    ['paired 😀 surrogates', false],
    [{ text: 'Ω≈ç√ \u202e \t\n', n: 1, b: true, z: null, list: ['%00'] }, false],
    [Buffer.from([0, 0xd8]), false],
    [undefined, false],
  ])('%j → %s', (value, expected) => {
    expect(containsUnstorableText(value)).toBe(expected);
  });
});
