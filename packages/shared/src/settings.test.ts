import { describe, expect, it } from 'vitest';
import {
  appendLastExportOption,
  applyColourOverride,
  applySettingsPatch,
  captionColourDefaults,
  clearLeftoverInProgress,
  defaultUserSettings,
  exportLogo,
  isColourOverridden,
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

  it('replaces the fields it names', () => {
    const next = applySettingsPatch(defaultUserSettings(), { unlockLargeFiles: true, lastExportOptions: ['premiere'] });
    expect(next.unlockLargeFiles).toBe(true);
    expect(next.lastExportOptions).toEqual(['premiere']);
    expect(next.playbackSpeed).toBe(1);
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

  it('stores an override only when the colour differs from the default', () => {
    const s = defaultUserSettings();
    const red = applyColourOverride(s, 'activeColor', '#FF0000');
    expect(red.captionSettings.activeColor).toBe('#FF0000');
    expect(isColourOverridden(red.captionSettings, 'activeColor')).toBe(true);
    const back = applyColourOverride(red, 'activeColor', captionColourDefaults.activeColor.toLowerCase());
    expect(back.captionSettings).toEqual({});
    expect(isColourOverridden(back.captionSettings, 'activeColor')).toBe(false);
  });

  it('ignores invalid input and allows transparent only for the outline', () => {
    const s = defaultUserSettings();
    expect(applyColourOverride(s, 'activeColor', '#12')).toBe(s);
    expect(applyColourOverride(s, 'inactiveColor', 'transparent')).toBe(s);
    expect(applyColourOverride(s, 'outlineColor', 'transparent').captionSettings.outlineColor).toBe('transparent');
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

describe('exportLogo', () => {
  const custom = { status: 'success' as const, uri: 'u/logo.png', corner: 'bottom-left' as const };
  it('forces the watermark at top-left for free users', () => {
    expect(exportLogo(custom, 'free')).toEqual({ kind: 'watermark', corner: 'top-left' });
  });
  it('uses a paid user’s own logo, or none', () => {
    expect(exportLogo(custom, 'pro')).toEqual({ kind: 'custom', uri: 'u/logo.png', corner: 'bottom-left' });
    expect(exportLogo({ ...custom, status: 'failed' }, 'starter')).toEqual({ kind: 'none' });
  });
});
