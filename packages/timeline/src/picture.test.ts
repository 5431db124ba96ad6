import { describe, expect, it } from 'vitest';
import { displaySize, fieldDominanceOf, pixelAspectOf } from './picture';

describe('stored pictures', () => {
  it('shows an anamorphic picture at its stretched width', () => {
    expect(displaySize({ width: 1440, height: 1080, pixelAspect: { h: 4, v: 3 } })).toEqual({
      width: 1920,
      height: 1080,
    });
    expect(displaySize({ width: 720, height: 576, pixelAspect: { h: 64, v: 45 } })).toEqual({
      width: 1024,
      height: 576,
    });
    expect(displaySize({ width: 720, height: 480, pixelAspect: { h: 32, v: 27 } })).toEqual({
      width: 853,
      height: 480,
    });
    expect(displaySize({ width: 1280, height: 720 })).toEqual({ width: 1280, height: 720 });
  });

  it('names the field shown first from ffprobe’s field order', () => {
    expect(fieldDominanceOf('tt')).toBe('upper');
    expect(fieldDominanceOf('bb')).toBe('lower');
    // Coded order first, displayed order second.
    expect(fieldDominanceOf('tb')).toBe('lower');
    expect(fieldDominanceOf('bt')).toBe('upper');
    expect(fieldDominanceOf('progressive')).toBeUndefined();
    expect(fieldDominanceOf(undefined)).toBeUndefined();
  });

  it('keeps a pixel shape only when it is not square', () => {
    expect(pixelAspectOf({ num: 4, den: 3 })).toEqual({ h: 4, v: 3 });
    expect(pixelAspectOf({ num: 1, den: 1 })).toBeUndefined();
    expect(pixelAspectOf({ num: 0, den: 1 })).toBeUndefined();
    expect(pixelAspectOf(undefined)).toBeUndefined();
  });
});
