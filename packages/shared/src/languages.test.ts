import { describe, expect, it } from 'vitest';
import { retrySourceBody, startProjectBody } from './api/ingest';
import { createProjectBodySchema, updateProjectBodySchema } from './api/projects';
import {
  baseLanguage,
  canTranscribe,
  isLanguageSet,
  languageLabel,
  transcriptionLanguageSchema,
  transcriptionLanguages,
} from './languages';
import { partialUserSettingsSchema } from './settings';

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

describe('every schema that takes a transcription language', () => {
  const projectId = '00000000-0000-4000-8000-000000000001';
  const takers: Array<[string, (language: string) => { success: boolean }]> = [
    [
      'POST /projects/start',
      (language) =>
        startProjectBody.safeParse({
          project_id: projectId,
          type: 'standard',
          files: [{ file_id: projectId, media_type: 'video' }],
          transcription_language: language,
        }),
    ],
    ['source retry', (language) => retrySourceBody.safeParse({ transcription_language: language })],
    [
      'project create',
      (language) => createProjectBodySchema.safeParse({ mode: 'standard', transcriptionLanguage: language }),
    ],
    ['project update', (language) => updateProjectBodySchema.safeParse({ transcriptionLanguage: language })],
    ['settings', (language) => partialUserSettingsSchema.safeParse({ transcriptionLanguage: language })],
  ];

  it.each(takers)('%s accepts exactly the listed codes', (_name, parse) => {
    for (const { code } of transcriptionLanguages) expect(parse(code).success, code).toBe(true);
    for (const code of ['xx', 'english', 'EN', '', 'en-us', 'x'.repeat(500)])
      expect(parse(code).success, code).toBe(false);
  });
});

describe('what an engine can transcribe', () => {
  it('an English-only engine takes English in any variant and auto-detect, nothing else', () => {
    expect(canTranscribe(['en'], 'en-GB')).toBe(true);
    expect(canTranscribe(['en'], 'auto')).toBe(true);
    expect(canTranscribe(['en'], 'fr')).toBe(false);
    expect(canTranscribe(['en'], 'fr-CA')).toBe(false);
    expect(canTranscribe('all', 'yue')).toBe(true);
  });
});
