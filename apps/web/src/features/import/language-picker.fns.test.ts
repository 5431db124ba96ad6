import { transcriptionLanguages } from '@otto/shared/languages';
import { expect, test } from 'vitest';
import { languageOptions, languageRefusal, pickedLanguage } from './language-picker.fns';

test('the picker offers Auto-detect first, then every language sorted by name', () => {
  const options = languageOptions();
  expect(options[0]).toEqual({ code: 'auto', label: 'Auto-detect', available: true });
  expect(options).toHaveLength(transcriptionLanguages.length);
  expect(options.every((o) => o.available)).toBe(true);
  const labels = options.slice(1).map((o) => o.label);
  expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b, 'en')));
  expect(labels.indexOf('Afrikaans')).toBe(0);
  expect(labels.indexOf('English')).toBeLessThan(labels.indexOf('French'));
});

test('on an English-only server, English comes first and the others are marked unavailable', () => {
  const options = languageOptions(['en']);
  expect(options.filter((o) => o.available).map((o) => o.code)).toEqual([
    'auto',
    'en',
    'en-AU',
    'en-CA',
    'en-IN',
    'en-GB',
    'en-US',
  ]);
  expect(options).toHaveLength(transcriptionLanguages.length);
  expect(options.find((o) => o.code === 'fr')).toEqual({ code: 'fr', label: 'French (unavailable)', available: false });
  expect(options.findIndex((o) => !o.available)).toBe(7);
});

test('a chosen language the server cannot transcribe is refused with a clear message', () => {
  expect(languageRefusal(['en'], 'fr')).toBe(
    "French can't be transcribed on this server right now: only English is available. Choose English or Auto-detect, or ask your administrator to enable multilingual transcription (whisper).",
  );
  expect(languageRefusal(['en'], 'en-GB')).toBeNull();
  expect(languageRefusal(['en'], 'auto')).toBeNull();
  expect(languageRefusal('all', 'fr')).toBeNull();
});

test('a stored language is shown as chosen; an unknown one falls back to auto-detect', () => {
  expect(pickedLanguage('en')).toBe('en');
  expect(pickedLanguage('pt-BR')).toBe('pt-BR');
  expect(pickedLanguage('klingon')).toBe('auto');
  expect(pickedLanguage(null)).toBe('auto');
});
