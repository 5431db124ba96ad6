import { describe, expect, it } from 'vitest';
import { guideEditorFor, hideGuideCookie, importSteps, isGuideHidden } from './guide.fns';

describe('editor import guides', () => {
  it('go with the editing-app exports only', () => {
    expect(guideEditorFor('premiere')).toBe('premiere');
    expect(guideEditorFor('davinci_xml')).toBe('davinci');
    expect(guideEditorFor('davinci_fcpxml')).toBe('davinci');
    expect(guideEditorFor('fcpxml')).toBe('finalcut');
    expect(guideEditorFor('srt')).toBeNull();
    expect(guideEditorFor('mp4')).toBeNull();
  });

  it('"Do not show again" is a strict same-site cookie for a year, per editor', () => {
    expect(hideGuideCookie('finalcut')).toBe('hideGuide_finalcut=1; SameSite=Strict; path=/; max-age=31536000');
    const cookies = 'session=abc; hideGuide_finalcut=1; theme=dark';
    expect(isGuideHidden(cookies, 'finalcut')).toBe(true);
    expect(isGuideHidden(cookies, 'premiere')).toBe(false);
    expect(isGuideHidden('hideGuide_premiere=0', 'premiere')).toBe(false);
  });

  it('each editor has its own import menu path', () => {
    expect(importSteps.premiere.join(' ')).toContain('File > Import');
    expect(importSteps.davinci.join(' ')).toContain('File > Import > Timeline');
    expect(importSteps.finalcut.join(' ')).toContain('File > Import > XML');
  });
});
