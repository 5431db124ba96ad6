import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  decideEngine,
  gatherEngineFacts,
  selectTranscriptionEngine,
  type EngineFacts,
  type TranscribeConfig,
} from './select-engine';
import { makeTempDir, recordingLogger } from './transcribe.test-support';

const config = (change: Partial<TranscribeConfig> = {}): TranscribeConfig => ({
  TRANSCRIBE_ENGINE: 'auto',
  cacheDir: '/data/cache',
  ...change,
});
const facts = (change: { modelPresent?: boolean; pocketsphinx?: string | undefined } = {}): EngineFacts => ({
  whisperModel: {
    path: '/data/cache/whisper/ggml-base.en.bin',
    url: 'https://huggingface.co/ggerganov/whisper.cpp/resolve/main/ggml-base.en.bin',
    present: change.modelPresent ?? false,
  },
  pocketsphinx: 'pocketsphinx' in change ? change.pocketsphinx : '/usr/bin/pocketsphinx_continuous',
});

describe('decideEngine', () => {
  it.each<[string, TranscribeConfig, EngineFacts, string, RegExp]>([
    [
      'auto with a whisper model present',
      config(),
      facts({ modelPresent: true }),
      'whisper',
      /^transcription engine: whisper \(model \/data\/cache\/whisper\/ggml-base\.en\.bin\)$/,
    ],
    [
      'auto without a model but with a GPU server',
      config({ OPENAI_TRANSCRIBE_URL: 'http://gpu:8000' }),
      facts(),
      'openai',
      /openai \(http:\/\/gpu:8000; no whisper model found at/,
    ],
    [
      'auto on a machine with only pocketsphinx',
      config(),
      facts(),
      'pocketsphinx',
      /^transcription engine: pocketsphinx \(no whisper model found at \/data\/cache\/whisper\/ggml-base\.en\.bin; set WHISPER_MODEL or TRANSCRIBE_ENGINE=whisper to download ggml-base\.en\)$/,
    ],
    [
      'auto with nothing installed downloads whisper',
      config(),
      facts({ pocketsphinx: undefined }),
      'whisper',
      /will be downloaded to \/data\/cache\/whisper\/ggml-base\.en\.bin on first use/,
    ],
    [
      'whisper forced without a model',
      config({ TRANSCRIBE_ENGINE: 'whisper' }),
      facts(),
      'whisper',
      /will be downloaded .* on first use; TRANSCRIBE_ENGINE=whisper/,
    ],
    [
      'pocketsphinx forced even with a model',
      config({ TRANSCRIBE_ENGINE: 'pocketsphinx' }),
      facts({ modelPresent: true }),
      'pocketsphinx',
      /TRANSCRIBE_ENGINE=pocketsphinx/,
    ],
    [
      'openai forced with only a key uses api.openai.com',
      config({ TRANSCRIBE_ENGINE: 'openai', OPENAI_API_KEY: 'sk' }),
      facts(),
      'openai',
      /https:\/\/api\.openai\.com\/v1/,
    ],
  ])('%s → %s', (_name, cfg, known, engine, line) => {
    const decision = decideEngine(cfg, known);
    expect(decision.engine).toBe(engine);
    expect(decision.line).toMatch(line);
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

describe('selectTranscriptionEngine on this machine', () => {
  let tmp: Awaited<ReturnType<typeof makeTempDir>>;
  beforeEach(async () => {
    tmp = await makeTempDir();
  });
  afterEach(() => tmp.cleanup());

  it('picks pocketsphinx here (installed, no whisper weights) and logs exactly one line', async () => {
    const logger = recordingLogger();
    const engine = await selectTranscriptionEngine(config({ cacheDir: tmp.dir }), logger);
    expect(engine.name).toBe('pocketsphinx');
    expect(logger.lines).toEqual([
      {
        level: 'info',
        msg: `transcription engine: pocketsphinx (no whisper model found at ${join(tmp.dir, 'whisper', 'ggml-base.en.bin')}; set WHISPER_MODEL or TRANSCRIBE_ENGINE=whisper to download ggml-base.en)`,
      },
    ]);
  });

  it('picks whisper once a model sits in the cache', async () => {
    await mkdir(join(tmp.dir, 'whisper'), { recursive: true });
    await writeFile(join(tmp.dir, 'whisper', 'ggml-base.en.bin'), 'model');
    const cfg = config({ cacheDir: tmp.dir });
    expect((await gatherEngineFacts(cfg)).whisperModel.present).toBe(true);
    const engine = await selectTranscriptionEngine(cfg, recordingLogger());
    expect(engine.name).toBe('whisper');
    expect(engine.languages).toEqual(['en']);
  });

  it('picks whisper for WHISPER_MODEL when the file exists', async () => {
    const model = join(tmp.dir, 'ggml-small.bin');
    await writeFile(model, 'model');
    const logger = recordingLogger();
    const engine = await selectTranscriptionEngine(config({ cacheDir: tmp.dir, WHISPER_MODEL: model }), logger);
    expect(engine.name).toBe('whisper');
    expect(engine.languages).toBe('all');
    expect(logger.lines[0]!.msg).toBe(`transcription engine: whisper (model ${model})`);
  });
});
