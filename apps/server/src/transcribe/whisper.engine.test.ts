import { afterAll, describe, expect, it } from 'vitest';
import { TranscriptionError } from './transcription-error';
import { mediaPath, modelPath, makeTempDir } from './transcribe.test-support';
import { transcribeAudio } from './transcribe.service';
import { createWhisperEngine, isEnglishOnlyModel, vocabularyPrompt } from './whisper.engine';

/** Real tiny.en vocabulary and header, no trained weights: whisper.cpp runs it and hears nothing. */
const testModel = modelPath('for-tests-ggml-tiny.en.bin');
const jfk = mediaPath('speech/jfk/jfk.wav');

describe.each([
  ['ggml-base.en.bin', true],
  ['for-tests-ggml-tiny.en.bin', true],
  ['/models/ggml-tiny.en-q5_1.bin', true],
  ['ggml-base.bin', false],
  ['ggml-large-v3.bin', false],
  ['/data/en/ggml-small.bin', false],
])('isEnglishOnlyModel(%j)', (path, englishOnly) => {
  it(`is ${englishOnly}`, () => expect(isEnglishOnlyModel(path)).toBe(englishOnly));
});

describe('the project vocabulary for whisper', () => {
  it("becomes whisper.cpp's initial prompt (whisper.node's `prompt` option), spelled as the user wrote it", () => {
    expect(vocabularyPrompt(['Gutenberg', 'John Dashwood'])).toBe('Gutenberg, John Dashwood.');
  });
});

describe('whisper engine (whisper.node 1.1.1, test model)', () => {
  let modelRequests = 0;
  const engine = createWhisperEngine({
    model: () => {
      modelRequests++;
      return Promise.resolve(testModel);
    },
    threads: 2,
  });
  afterAll(() => engine.close?.());

  it('loads the model, runs JFK through whisper.cpp and maps the empty result to no_speech_detected', async () => {
    const tmp = await makeTempDir();
    const progress: number[] = [];
    try {
      const { result, check } = await transcribeAudio({
        engine,
        wavPath: jfk,
        language: 'auto',
        tmpDir: tmp.dir,
        onProgress: (f) => progress.push(f),
      });
      expect(result).toEqual({ language: 'en', words: [], engine: 'whisper' });
      expect(check).toMatchObject({ ok: false, code: 'no_speech_detected' });
      expect(progress.at(-1)).toBe(1);
      expect(progress.every((f) => f >= 0 && f <= 1)).toBe(true);
    } finally {
      await tmp.cleanup();
    }
    // The weightless model decodes slowly on two busy cores; the default minute is too tight.
  }, 240_000);

  it('refuses a non-English language with an English-only model', async () => {
    const attempt = engine.transcribe(jfk, { language: 'de' });
    await expect(attempt).rejects.toBeInstanceOf(TranscriptionError);
    await expect(attempt).rejects.toMatchObject({
      code: 'language_not_supported',
      message: expect.stringMatching(/multilingual/),
    });
  });

  it('loads the model once for every file', () => {
    expect(modelRequests).toBe(1);
  });

  it('rejects when cancelled mid-run, although whisper.node never settles a stopped job', async () => {
    const controller = new AbortController();
    let calls = 0;
    const attempt = engine.transcribe(jfk, {
      language: 'en',
      signal: controller.signal,
      // The first call is the engine's own 0; the second comes from whisper.cpp once it runs.
      onProgress: () => {
        if (++calls === 2) controller.abort();
      },
    });
    await expect(attempt).rejects.toMatchObject({ name: 'AbortError' });
    expect(calls).toBeGreaterThanOrEqual(2);
  });

  it('explains a model that cannot be loaded', async () => {
    const broken = createWhisperEngine({ model: () => Promise.resolve(mediaPath('speech/jfk/jfk.txt')) });
    await expect(broken.transcribe(jfk, { language: 'en' })).rejects.toThrow();
  });
});
