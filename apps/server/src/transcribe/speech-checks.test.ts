import { describe, expect, it } from 'vitest';
import { checkSpeech, type SpeechCheckInput } from './speech-checks';
import type { Word } from './transcribe.types';

function words(n: number, confidence = 0.8, length = 0.4): Word[] {
  return Array.from({ length: n }, (_, i) => ({ text: `w${i}`, start: i * 0.5, end: i * 0.5 + length, confidence }));
}

const base: SpeechCheckInput = {
  words: words(20),
  durationSec: 12,
  engine: 'pocketsphinx',
  requestedLanguage: 'auto',
  detectedLanguage: 'en',
};

describe('checkSpeech', () => {
  it.each<[string, Partial<SpeechCheckInput>, string]>([
    ['a normal transcript', {}, 'ok'],
    ['no words at all', { words: [] }, 'no_speech_detected'],
    ['two words', { words: words(2) }, 'not_enough_speech'],
    ['three words in a short clip', { words: words(3), durationSec: 5 }, 'ok'],
    ['twenty words over ten minutes (1.3 % speech)', { durationSec: 600 }, 'not_enough_speech'],
    ['twenty words over five minutes (2.7 % speech)', { durationSec: 300 }, 'ok'],
    ['pocketsphinx guessing (mean 0.1)', { words: words(20, 0.1) }, 'low_confidence'],
    ['pocketsphinx on noisy but real speech (mean 0.4)', { words: words(20, 0.4) }, 'ok'],
    ['openai with avg_logprob -1.2', { engine: 'openai', words: words(20, Math.exp(-1.2)) }, 'low_confidence'],
    ['whisper.node, which reports no confidence', { engine: 'whisper', words: words(20, 1) }, 'ok'],
    [
      'asked French, heard English for sure',
      { requestedLanguage: 'fr', detectedLanguage: 'en', languageConfidence: 0.9 },
      'unexpected_language',
    ],
    [
      'asked French, engine unsure it is English',
      { requestedLanguage: 'fr', detectedLanguage: 'en', languageConfidence: 0.3 },
      'ok',
    ],
    ['asked en-US, heard en', { requestedLanguage: 'en-US', detectedLanguage: 'en' }, 'ok'],
    ['asked French, engine could not tell', { requestedLanguage: 'fr', detectedLanguage: 'unknown' }, 'ok'],
    [
      'no words beats a language mismatch',
      { words: [], requestedLanguage: 'fr', detectedLanguage: 'en' },
      'no_speech_detected',
    ],
  ])('%s → %s', (_name, change, expected) => {
    const check = checkSpeech({ ...base, ...change });
    expect(check.ok ? 'ok' : check.code).toBe(expected);
  });

  it('says why in words an operator can read', () => {
    const check = checkSpeech({ ...base, words: words(20, 0.1) });
    expect(check.ok).toBe(false);
    if (!check.ok) expect(check.reason).toMatch(/mean word confidence 0\.10/);
  });
});
