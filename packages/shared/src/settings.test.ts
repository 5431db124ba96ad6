import { describe, expect, it } from 'vitest';
import {
  appendLastExportOption,
  captionColourDefaults,
  clearLeftoverInProgress,
  defaultUserSettings,
  isValidHexColour,
  nextPlaybackSpeed,
  partialUserSettingsSchema,
  resolvedCaptionColours,
  userSettingsSchema,
} from './settings';

describe('userSettingsSchema', () => {
  it('fills a new user with the product defaults', () => {
    const s = defaultUserSettings();
    expect(s).toMatchObject({
      playbackSpeed: 1,
      unlockLargeFiles: false,
      allowMobileImport: false,
      animatedWaveformEnabled: false,
      transcriptionLanguage: 'auto',
      lastExportOptions: [],
      captionSettings: {},
      logo: { status: null, uri: null },
    });
    expect(s.branding.vertical_outro).toEqual({ status: null, uri: null });
    expect(s.overlays.overlay_video).toEqual({ status: null, uri: null, fileName: null, startTime: 0 });
  });

  it('keeps at most 2 last export options', () => {
    expect(userSettingsSchema.safeParse({ lastExportOptions: ['mp4', 'srt', 'docx'] }).success).toBe(false);
  });
});

describe('partialUserSettingsSchema', () => {
  it('accepts any subset without inventing the rest', () => {
    expect(partialUserSettingsSchema.parse({ playbackSpeed: 1.5 })).toEqual({ playbackSpeed: 1.5 });
  });

  it('refuses unknown keys and bad values', () => {
    expect(partialUserSettingsSchema.safeParse({ isAdmin: true }).success).toBe(false);
    expect(partialUserSettingsSchema.safeParse({ transcriptionLanguage: 'elvish' }).success).toBe(false);
    expect(partialUserSettingsSchema.safeParse({ captionSettings: { activeColor: 'red' } }).success).toBe(false);
    expect(partialUserSettingsSchema.safeParse({ captionSettings: { outlineColor: 'transparent' } }).success).toBe(
      true,
    );
  });
});

describe('caption colours', () => {
  it.each([
    ['#FFAA00', false, true],
    ['#ffaa00', false, true],
    ['#FFF', false, false],
    ['FFAA00', false, false],
    ['#GGGGGG', false, false],
    ['transparent', false, false],
    ['transparent', true, true],
  ])('%s (transparent allowed: %s) valid=%s', (value, allowTransparent, valid) => {
    expect(isValidHexColour(value, { allowTransparent })).toBe(valid);
  });

  it('resolves overrides over defaults', () => {
    expect(resolvedCaptionColours({ inactiveColor: '#123456' })).toEqual({
      ...captionColourDefaults,
      inactiveColor: '#123456',
    });
  });
});

describe('appendLastExportOption', () => {
  it.each([
    [[], 'mp4', ['mp4']],
    [['mp4'], 'mp4', ['mp4']],
    [['mp4'], 'srt', ['mp4', 'srt']],
    [['mp4', 'srt'], 'srt', ['mp4', 'srt']],
    [['mp4', 'srt'], 'premiere', ['srt', 'premiere']],
    [['mp4', 'srt'], 'mp4', ['srt', 'mp4']],
  ] as const)('%j + %s → %j', (list, pick, result) => {
    expect(appendLastExportOption(list, pick)).toEqual(result);
  });
});

describe('nextPlaybackSpeed', () => {
  it.each([
    [1, 1.25],
    [1.25, 1.5],
    [1.75, 2],
    [2, 1],
    [0.5, 0.75],
    [1.9, 2],
  ])('%d → %d', (current, next) => {
    expect(nextPlaybackSpeed(current)).toBe(next);
  });
});

describe('leftover uploads', () => {
  it('clears in-progress uploads on load and keeps finished ones', () => {
    const s = userSettingsSchema.parse({
      logo: { status: 'in_progress', uri: 'u/logo.png', corner: 'top-right' },
      branding: { horizontal_intro: { status: 'success', uri: 'u/horizontal_intro.png' } },
      overlays: { overlay_video: { status: 'in_progress', uri: null, fileName: 'o.mov', startTime: 2 } },
    });
    const cleared = clearLeftoverInProgress(s);
    expect(cleared.logo).toEqual({ status: null, uri: null, corner: 'top-right' });
    expect(cleared.branding.horizontal_intro.status).toBe('success');
    expect(cleared.overlays.overlay_video.status).toBeNull();
    expect(cleared.overlays.overlay_video.fileName).toBe('o.mov');
  });
});
