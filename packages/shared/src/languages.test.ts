import { describe, expect, it } from 'vitest';
import {
  baseLanguage,
  isLanguageSet,
  languageLabel,
  transcriptionLanguageSchema,
  transcriptionLanguages,
} from './languages';

describe('transcription languages', () => {
  it('offers about fifty languages with regional variants, auto-detect first', () => {
    expect(transcriptionLanguages.length).toBeGreaterThanOrEqual(45);
    expect(transcriptionLanguages[0]).toEqual({ code: 'auto', label: 'Auto-detect' });
    const codes = transcriptionLanguages.map((l) => l.code);
    for (const code of ['en', 'en-US', 'en-GB', 'es', 'es-419', 'fr', 'de', 'pt', 'pt-BR', 'zh', 'ja']) {
      expect(codes).toContain(code);
    }
    expect(new Set(codes).size).toBe(codes.length);
    expect(new Set(transcriptionLanguages.map((l) => l.label)).size).toBe(codes.length);
  });

  it.each([
    ['en', 'English'],
    ['en-US', 'English (US)'],
    ['es-419', 'Spanish (Latin America)'],
    ['pt-BR', 'Portuguese (Brazil)'],
    ['xx-YY', 'xx-YY'],
  ])('labels %s as %s', (code, label) => {
    expect(languageLabel(code)).toBe(label);
  });

  it('validates codes and defaults nothing silently', () => {
    expect(transcriptionLanguageSchema.parse('fr')).toBe('fr');
    expect(transcriptionLanguageSchema.safeParse('klingon').success).toBe(false);
  });

  it.each([
    ['auto', false],
    ['', false],
    [null, false],
    [undefined, false],
    ['de', true],
  ])('isLanguageSet(%s) is %s', (code, set) => {
    expect(isLanguageSet(code)).toBe(set);
  });

  it('reduces regional variants to the base language engines take', () => {
    expect(baseLanguage('en-GB')).toBe('en');
    expect(baseLanguage('es-419')).toBe('es');
    expect(baseLanguage('ja')).toBe('ja');
  });
});
