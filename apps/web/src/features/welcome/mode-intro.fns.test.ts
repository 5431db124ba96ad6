import { projectModes } from '@otto/shared/modes';
import { describe, expect, it } from 'vitest';
import { hasSeenModeIntro, modeIntroFor, modeIntros, modeIntroSeenCookie, seenModeIntros } from './mode-intro.fns';

const header = (setCookie: string) => setCookie.split(';')[0]!;

describe('mode intro', () => {
  it('remembers, per mode, that its intro was seen, in one cookie', () => {
    expect(hasSeenModeIntro('', 'rough_cut')).toBe(false);
    const first = header(modeIntroSeenCookie('', 'rough_cut'));
    expect(first).toBe('hasSeenModeIntroVideo=rough_cut');
    expect(hasSeenModeIntro(first, 'rough_cut')).toBe(true);
    expect(hasSeenModeIntro(first, 'social_media')).toBe(false);
    const both = header(modeIntroSeenCookie(`other=1; ${first}`, 'social_media'));
    expect(seenModeIntros(both)).toEqual(['rough_cut', 'social_media']);
    expect(header(modeIntroSeenCookie(both, 'rough_cut'))).toBe(both);
  });

  it('has three steps for every mode', () => {
    for (const mode of projectModes) expect(modeIntros[mode].steps).toHaveLength(3);
  });
});

describe('the intro on an English-only server', () => {
  it('claims 50+ languages only where the server can transcribe them', () => {
    expect(modeIntroFor('multi_language', 'all')).toBe(modeIntros.multi_language);
    expect(modeIntroFor('multi_language', ['en']).steps[0].text).toBe('Interviews, talks or vlogs, in English.');
    expect(modeIntroFor('social_media', ['en'])).toEqual(modeIntros.social_media);
  });
});
