import { describe, expect, it } from 'vitest';
import { mergePatch } from './settings.fns';

describe('mergePatch (RFC 7396)', () => {
  it.each([
    [{ a: 1 }, { b: 2 }, { a: 1, b: 2 }],
    [{ a: { x: 1, y: 2 } }, { a: { y: 3 } }, { a: { x: 1, y: 3 } }],
    [{ a: { x: 1 } }, { a: { x: null } }, { a: {} }],
    [{ a: [1, 2] }, { a: [3] }, { a: [3] }],
    [{ a: 1 }, { a: null }, {}],
    [{ a: 'x' }, { a: { y: 1 } }, { a: { y: 1 } }],
    [undefined, { a: { b: 1 } }, { a: { b: 1 } }],
  ])('%j patched with %j is %j', (target, patch, expected) => {
    expect(mergePatch(target, patch)).toEqual(expected);
  });

  it('does not modify the stored object', () => {
    const stored = { a: { x: 1 } };
    mergePatch(stored, { a: { x: 2 } });
    expect(stored).toEqual({ a: { x: 1 } });
  });
});
