import { transcriptionLanguages } from '@otto/shared/languages';
import { expect, test } from 'vitest';
import { languageOptions, pickedLanguage } from './language-picker.fns';

test('the picker offers Auto-detect first, then every language sorted by name', () => {
  const options = languageOptions();
  expect(options[0]).toEqual({ code: 'auto', label: 'Auto-detect' });
  expect(options).toHaveLength(transcriptionLanguages.length);
  const labels = options.slice(1).map((o) => o.label);
  expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b, 'en')));
  expect(labels.indexOf('Afrikaans')).toBe(0);
  expect(labels.indexOf('English')).toBeLessThan(labels.indexOf('French'));
});

test('a stored language is shown as chosen; an unknown one falls back to auto-detect', () => {
  expect(pickedLanguage('en')).toBe('en');
  expect(pickedLanguage('pt-BR')).toBe('pt-BR');
  expect(pickedLanguage('klingon')).toBe('auto');
  expect(pickedLanguage(null)).toBe('auto');
});
