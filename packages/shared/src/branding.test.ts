import { describe, expect, it } from 'vitest';
import {
  applyAssetUploadEvent,
  brandingObjectKey,
  checkImageAspect,
  imageLoadErrorMessage,
  isAcceptedBrandingImage,
  isAcceptedOverlayVideo,
  orientationOf,
  overlayAssetSchema,
  validateOverlayStartTime,
} from './branding';

describe('asset upload lifecycle', () => {
  const overlay = overlayAssetSchema.parse({});

  it('goes in progress, then success with its uri', () => {
    const started = applyAssetUploadEvent(overlay, { type: 'start', fileName: 'intro.mov' });
    expect(started).toMatchObject({ status: 'in_progress', fileName: 'intro.mov' });
    expect(applyAssetUploadEvent(started, { type: 'complete', uri: 'u/overlay_video.mov' })).toMatchObject({
      status: 'success',
      uri: 'u/overlay_video.mov',
    });
  });

  it('clears the uri on error and marks aborts as canceled', () => {
    const withUri = { ...overlay, status: 'success' as const, uri: 'old' };
    expect(applyAssetUploadEvent(withUri, { type: 'error' })).toMatchObject({ status: 'failed', uri: null });
    expect(applyAssetUploadEvent(withUri, { type: 'abort' }).status).toBe('canceled');
  });

  it('remove clears status, uri and the overlay file name', () => {
    const full = { ...overlay, status: 'success' as const, uri: 'x', fileName: 'o.mov' };
    expect(applyAssetUploadEvent(full, { type: 'remove' })).toMatchObject({ status: null, uri: null, fileName: null });
    expect(applyAssetUploadEvent({ status: 'success', uri: 'x' }, { type: 'remove' })).toEqual({
      status: null,
      uri: null,
    });
  });
});

describe('branding files', () => {
  it.each([
    ['logo.png', true],
    ['LOGO.JPG', true],
    ['a.jpeg', true],
    ['a.gif', false],
    ['a.webp', false],
  ])('image %s accepted=%s', (name, ok) => {
    expect(isAcceptedBrandingImage(name)).toBe(ok);
  });

  it('takes only .mov overlays', () => {
    expect(isAcceptedOverlayVideo('o.MOV')).toBe(true);
    expect(isAcceptedOverlayVideo('o.mp4')).toBe(false);
  });

  it.each([
    ['intro.png', 1920, 1080, 'horizontal', null],
    ['intro.png', 1280, 720, 'horizontal', null],
    ['intro.png', 1080, 1920, 'vertical', null],
    ['intro.png', 1920, 1200, 'horizontal', 'intro.png: 1920x1200 is not a 16:9 aspect ratio.'],
    ['story.jpg', 1920, 1080, 'vertical', 'story.jpg: 1920x1080 is not a 9:16 aspect ratio.'],
  ] as const)('%s %dx%d as %s', (file, w, h, orientation, message) => {
    expect(checkImageAspect(file, w, h, orientation)).toBe(message);
  });

  it('knows each slot’s orientation', () => {
    expect(orientationOf('vertical_outro')).toBe('vertical');
    expect(orientationOf('horizontal_intro')).toBe('horizontal');
  });

  it('explains image load failures', () => {
    expect(imageLoadErrorMessage('failed')).toMatch(/We only support "png" and "jpg"$/);
    expect(imageLoadErrorMessage('success')).toMatch(/contact support. Thank you!$/);
  });

  it('stores uploads under the user', () => {
    expect(brandingObjectKey('u1', 'vertical_intro')).toBe('u1/vertical_intro.png');
    expect(brandingObjectKey('u1', 'logo')).toBe('u1/logo.png');
    expect(brandingObjectKey('u1', 'overlay_video_vertical')).toBe('u1/overlay_video_vertical.mov');
  });
});

describe('validateOverlayStartTime', () => {
  it.each([
    ['0', 0],
    ['0.0', 0],
    ['12.3', 12.3],
    ['99', 99],
    [' 4.5 ', 4.5],
    ['.5', 0.5],
  ])('%s is %d', (text, value) => {
    expect(validateOverlayStartTime(text)).toEqual({ ok: true, value });
  });

  it.each(['', 'abc', '-1', '99.1', '100', '1.25', '1e1', '0x10'])('%s is refused', (text) => {
    expect(validateOverlayStartTime(text)).toEqual({
      ok: false,
      message: 'Please enter a valid time between 0 and 99 seconds',
    });
  });
});
