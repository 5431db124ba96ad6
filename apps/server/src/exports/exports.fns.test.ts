import { describe, expect, it } from 'vitest';
import { probedInfo } from '../media/media.test-support';
import { mediaReferencesFor } from './exports.fns';

const referenceOf = (video: Parameters<typeof probedInfo>[0]) =>
  mediaReferencesFor([{ id: 's1', filename: 'clip.mov', mediaInfo: probedInfo(video) }]).s1!;

describe('media references for the editing apps', () => {
  it('declares an HDV tape as stored: 1440×1080, 4:3 pixels, upper field first', () => {
    const hdv = referenceOf({ width: 1440, height: 1080, sampleAspect: { num: 4, den: 3 }, fieldOrder: 'tt' });
    expect(hdv).toMatchObject({ width: 1440, height: 1080, pixelAspect: { h: 4, v: 3 }, fields: 'upper' });
  });

  it('declares a phone clip stored on its side at its upright size', () => {
    const phone = referenceOf({ width: 1920, height: 1080, rotation: 90 });
    expect(phone).toMatchObject({ width: 1080, height: 1920 });
    expect(phone.pixelAspect).toBeUndefined();
  });

  it('declares progressive square-pixel footage with neither', () => {
    const plain = referenceOf({});
    expect(plain).toMatchObject({ width: 1920, height: 1080 });
    expect(plain.fields).toBeUndefined();
    expect(plain.pixelAspect).toBeUndefined();
  });

  it('leaves out a source that was never probed', () => {
    expect(mediaReferencesFor([{ id: 's1', filename: 'clip.mov', mediaInfo: null }])).toEqual({});
  });
});
