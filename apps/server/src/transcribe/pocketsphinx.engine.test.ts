import { describe, expect, it } from 'vitest';
import {
  createPocketsphinxEngine,
  decoderArgs,
  isEnglishRequest,
  parsePocketsphinxOutput,
} from './pocketsphinx.engine';
import { TranscriptionError } from './transcription-error';
import { mediaPath } from './transcribe.test-support';

describe('parsePocketsphinxOutput', () => {
  it('keeps words with times and confidence, drops fillers and folds pronunciation variants', () => {
    const stdout = [
      'and not ask',
      '<s> 3.170 3.280 1.000300',
      'and(2) 3.290 3.730 0.985603',
      '<sil> 3.740 3.980 0.828680',
      '[NOISE] 3.980 4.000 0.5',
      '++UH++ 4.000 4.010 0.5',
      'not 3.990 4.300 0.817730',
      'ask(3) 4.310 4.500 1.000300',
      '</s> 4.310 4.760 1.000000',
    ].join('\n');
    expect(parsePocketsphinxOutput(stdout)).toEqual([
      { text: 'and', start: 3.29, end: 3.73, confidence: 0.985603 },
      { text: 'not', start: 3.99, end: 4.3, confidence: 0.81773 },
      { text: 'ask', start: 4.31, end: 4.5, confidence: 1 },
    ]);
  });

  it('ignores hypothesis lines even when they have four words', () => {
    expect(parsePocketsphinxOutput('go forward ten meters\n')).toEqual([]);
  });
});

describe('decoderArgs', () => {
  it('passes the tuned filler probability, and lets a caller override a flag without repeating it', () => {
    expect(decoderArgs()).toEqual(['-fillprob', '1e-2']);
    expect(decoderArgs(['-fillprob', '1e-8', '-lw', '7'])).toEqual(['-fillprob', '1e-8', '-lw', '7']);
    expect(decoderArgs(['-dict', 'x.dict'])).toEqual(['-fillprob', '1e-2', '-dict', 'x.dict']);
  });
});

describe.each([
  ['auto', true],
  ['en', true],
  ['en-US', true],
  ['en_GB', true],
  ['fr', false],
  ['eng', false],
])('isEnglishRequest(%j)', (language, english) => {
  it(`is ${english}`, () => expect(isEnglishRequest(language)).toBe(english));
});

describe('pocketsphinx engine (Debian pocketsphinx 0.8)', () => {
  const engine = createPocketsphinxEngine();

  it('transcribes "go forward ten meters" with word times inside the clip', async () => {
    const progress: number[] = [];
    const result = await engine.transcribe(mediaPath('speech/pocketsphinx-testdata/goforward.wav'), {
      language: 'auto',
      onProgress: (f) => progress.push(f),
    });
    expect(result.engine).toBe('pocketsphinx');
    expect(result.language).toBe('en');
    expect(result.words.map((w) => w.text).join(' ')).toBe('go forward ten meters');
    for (const w of result.words) {
      expect(w.end).toBeGreaterThan(w.start);
      expect(w.end).toBeLessThanOrEqual(2.8);
      expect(w.confidence).toBeGreaterThan(0);
      expect(w.confidence).toBeLessThanOrEqual(1);
    }
    expect(progress[0]).toBe(0);
    expect(progress.at(-1)).toBe(1);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
  });

  it('refuses other languages with language_not_supported', async () => {
    const attempt = engine.transcribe(mediaPath('speech/jfk/jfk.wav'), { language: 'fr' });
    await expect(attempt).rejects.toBeInstanceOf(TranscriptionError);
    await expect(attempt).rejects.toMatchObject({ code: 'language_not_supported' });
  });

  it('stops the decoder when cancelled', async () => {
    const controller = new AbortController();
    const attempt = engine.transcribe(mediaPath('speech/jfk/jfk.wav'), { language: 'en', signal: controller.signal });
    setTimeout(() => controller.abort(), 100);
    await expect(attempt).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('explains a missing binary', async () => {
    const missing = createPocketsphinxEngine({ binary: '/nonexistent/pocketsphinx_continuous' });
    await expect(missing.transcribe(mediaPath('speech/jfk/jfk.wav'), { language: 'en' })).rejects.toThrow(/ENOENT/);
  });
});
