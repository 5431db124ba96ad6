import { describe, expect, it } from 'vitest';
import {
  decideEngine,
  decisionLanguages,
  type EngineDecision,
  type EngineFacts,
  type TranscribeConfig,
} from './select-engine';

const config = (change: Partial<TranscribeConfig> = {}): TranscribeConfig => ({
  TRANSCRIBE_ENGINE: 'auto',
  cacheDir: '/data/cache',
  ...change,
});
const facts = (
  change: {
    modelPresent?: boolean;
    pocketsphinx?: string | undefined;
    failed?: boolean;
    url?: string | undefined;
  } = {},
): EngineFacts => ({
  whisperModel: {
    path: '/data/cache/whisper/ggml-base.bin',
    ...('url' in change
      ? change.url
        ? { url: change.url }
        : {}
      : { url: 'https://huggingface.co/ggerganov/whisper.cpp/resolve/main/ggml-base.bin' }),
    present: change.modelPresent ?? false,
  },
  pocketsphinx: 'pocketsphinx' in change ? change.pocketsphinx : '/usr/bin/pocketsphinx_continuous',
  ...(change.failed ? { downloadFailed: { at: 0, reason: 'getaddrinfo ENOTFOUND huggingface.co' } } : {}),
});

describe('decideEngine', () => {
  it.each<[string, TranscribeConfig, EngineFacts, Partial<EngineDecision>, 'all' | string[], RegExp]>([
    [
      'auto with a whisper model present',
      config(),
      facts({ modelPresent: true }),
      { engine: 'whisper' },
      'all',
      /^transcription engine: whisper \(model \/data\/cache\/whisper\/ggml-base\.bin\)$/,
    ],
    [
      'auto without a model but with a GPU server',
      config({ OPENAI_TRANSCRIBE_URL: 'http://gpu:8000' }),
      facts(),
      { engine: 'openai' },
      'all',
      /openai \(http:\/\/gpu:8000; no whisper model found at/,
    ],
    [
      'auto without a model downloads the multilingual one on the first import',
      config(),
      facts(),
      { engine: 'whisper', download: true },
      'all',
      /^transcription engine: whisper \(https:\/\/huggingface\.co\/.*\/ggml-base\.bin will be downloaded to \/data\/cache\/whisper\/ggml-base\.bin on the first import; pocketsphinx, English only, if it cannot be had\)$/,
    ],
    [
      'auto shortly after a failed download stays on pocketsphinx, English only',
      config(),
      facts({ failed: true }),
      { engine: 'pocketsphinx', offlineFallback: true },
      ['en'],
      /^transcription engine: pocketsphinx, English only \(the download of https:\/\/huggingface\.co\/.*ggml-base\.bin failed: getaddrinfo ENOTFOUND huggingface\.co; tried again 10 min after; set WHISPER_MODEL to a ggml model file, or let Otto download WHISPER_MODEL_URL once\)$/,
    ],
    [
      'auto with WHISPER_MODEL missing and nothing to download from',
      config(),
      facts({ url: undefined }),
      { engine: 'pocketsphinx', offlineFallback: true },
      ['en'],
      /pocketsphinx, English only \(no whisper model found at \/data\/cache\/whisper\/ggml-base\.bin; set WHISPER_MODEL/,
    ],
    [
      'auto without pocketsphinx downloads whisper even after a failure',
      config(),
      facts({ pocketsphinx: undefined, failed: true }),
      { engine: 'whisper', download: true },
      'all',
      /will be downloaded to \/data\/cache\/whisper\/ggml-base\.bin on the first import\)$/,
    ],
    [
      'auto with an English-only model present',
      config(),
      { ...facts({ modelPresent: true }), whisperModel: { path: '/m/ggml-base.en.bin', present: true } },
      { engine: 'whisper' },
      ['en'],
      /whisper \(model \/m\/ggml-base\.en\.bin\)/,
    ],
    [
      'whisper forced without a model',
      config({ TRANSCRIBE_ENGINE: 'whisper' }),
      facts({ failed: true }),
      { engine: 'whisper', download: true },
      'all',
      /will be downloaded .* on the first import; TRANSCRIBE_ENGINE=whisper/,
    ],
    [
      'pocketsphinx forced even with a model, without a fallback notice',
      config({ TRANSCRIBE_ENGINE: 'pocketsphinx' }),
      facts({ modelPresent: true }),
      { engine: 'pocketsphinx' },
      ['en'],
      /TRANSCRIBE_ENGINE=pocketsphinx/,
    ],
    [
      'openai forced with only a key uses api.openai.com',
      config({ TRANSCRIBE_ENGINE: 'openai', OPENAI_API_KEY: 'sk' }),
      facts(),
      { engine: 'openai' },
      'all',
      /https:\/\/api\.openai\.com\/v1/,
    ],
  ])('%s', (_name, cfg, known, expected, languages, line) => {
    const decision = decideEngine(cfg, known);
    expect(decision.engine).toBe(expected.engine);
    // The chat's offline notice and the download come only where expected (never for an explicit pocketsphinx).
    expect(decision.offlineFallback ?? false).toBe(expected.offlineFallback ?? false);
    expect(decision.download ?? false).toBe(expected.download ?? false);
    expect(decision.line).toMatch(line);
    expect(decisionLanguages(decision, known)).toEqual(languages);
  });

  it.each<[string, TranscribeConfig, EngineFacts, RegExp]>([
    [
      'pocketsphinx forced but not installed',
      config({ TRANSCRIBE_ENGINE: 'pocketsphinx' }),
      facts({ pocketsphinx: undefined }),
      /install the Debian packages pocketsphinx and pocketsphinx-en-us/,
    ],
    [
      'openai forced with neither URL nor key',
      config({ TRANSCRIBE_ENGINE: 'openai' }),
      facts(),
      /needs OPENAI_TRANSCRIBE_URL/,
    ],
  ])('refuses to start: %s', (_name, cfg, known, message) => {
    expect(() => decideEngine(cfg, known)).toThrow(message);
  });
});
