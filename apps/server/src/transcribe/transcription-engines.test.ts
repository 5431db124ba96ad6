import { createHash } from 'node:crypto';
import { copyFile, mkdir, readdir, readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DOWNLOAD_RETRY_AFTER_MS } from './model-unreachable';
import type { TranscribeConfig } from './select-engine';
import { makeTempDir, modelPath, recordingLogger, sendInSmallWrites } from './transcribe.test-support';
import { createTranscriptionEngines } from './transcription-engines';

/** A local stand-in for huggingface serving the loadable test model, in small writes. */
let server: Server;
let base: string;
let deadUrl: string;
let model: Buffer;
let sha256: string;
const hits: string[] = [];

beforeAll(async () => {
  model = await readFile(modelPath('for-tests-ggml-tiny.en.bin'));
  sha256 = createHash('sha256').update(model).digest('hex');
  server = createServer((req, res) => {
    hits.push(`${req.method} ${req.url}`);
    if (req.url !== '/resolve/main/ggml-base.bin') return void res.writeHead(404).end('Entry not found');
    res.writeHead(200, { 'content-length': model.length, 'content-type': 'application/octet-stream' });
    if (req.method === 'HEAD') return void res.end();
    sendInSmallWrites(res, model);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // A port nothing listens on: what an offline server meets.
  const closed = createServer();
  await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
  deadUrl = `http://127.0.0.1:${(closed.address() as AddressInfo).port}/resolve/main/ggml-base.bin`;
  await new Promise<void>((resolve) => closed.close(() => resolve()));
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

let tmp: Awaited<ReturnType<typeof makeTempDir>>;
beforeEach(async () => {
  tmp = await makeTempDir();
  hits.length = 0;
});
afterEach(() => tmp.cleanup());

const config = (change: Partial<TranscribeConfig> = {}): TranscribeConfig => ({
  TRANSCRIBE_ENGINE: 'auto',
  cacheDir: tmp.dir,
  WHISPER_MODEL_URL: `${base}/resolve/main/ggml-base.bin`,
  WHISPER_MODEL_SHA256: sha256,
  ...change,
});

describe('auto without a model on disk', () => {
  it('downloads the model on the first import, reporting progress, then transcribes with whisper', async () => {
    const engines = createTranscriptionEngines(config(), recordingLogger());
    const progress: number[] = [];
    const chosen = await engines.forImport({ onModelProgress: (f) => progress.push(f) });
    expect(chosen.engine.name).toBe('whisper');
    expect(chosen.offlineFallback).toBe(false);
    expect((await readFile(join(tmp.dir, 'whisper', 'ggml-base.bin'))).equals(model)).toBe(true);
    expect(progress[0]).toBe(0);
    expect(progress.at(-1)).toBe(1);
    expect(progress.length).toBeGreaterThan(5);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));

    // The next import finds it on disk: no second download.
    const again = await engines.forImport();
    expect(again.engine).toBe(chosen.engine);
    expect(hits.filter((h) => h.startsWith('GET'))).toHaveLength(1);
    expect(await engines.capabilities()).toEqual({ engine: 'whisper', languages: 'all' });
    await engines.close();
  });

  it('offline: falls back to pocketsphinx for English, remembers the failure, and tries again after the back-off', async () => {
    let now = 1_000_000;
    const logger = recordingLogger();
    const engines = createTranscriptionEngines(config({ WHISPER_MODEL_URL: deadUrl }), logger, { now: () => now });
    const chosen = await engines.forImport();
    expect(chosen).toMatchObject({ offlineFallback: true });
    expect(chosen.engine.name).toBe('pocketsphinx');
    expect(logger.lines.some((l) => l.level === 'warn' && /whisper model download failed/.test(l.msg))).toBe(true);
    expect(await engines.capabilities()).toEqual({ engine: 'pocketsphinx', languages: ['en'] });
    expect(await readdir(join(tmp.dir, 'whisper'))).toEqual(['ggml-base.bin.unreachable']);

    // Back online, but within the back-off: no new attempt.
    const online = createTranscriptionEngines(config(), recordingLogger(), { now: () => now });
    expect((await online.forImport()).engine.name).toBe('pocketsphinx');
    expect(hits).toEqual([]);
    now += DOWNLOAD_RETRY_AFTER_MS;
    const later = await online.forImport();
    expect(later).toMatchObject({ offlineFallback: false });
    expect(later.engine.name).toBe('whisper');
    expect(await readdir(join(tmp.dir, 'whisper'))).toEqual(['ggml-base.bin']);
  });

  it('refuses a download whose SHA-256 does not match: nothing is kept, pocketsphinx stands in', async () => {
    const engines = createTranscriptionEngines(config({ WHISPER_MODEL_SHA256: '0'.repeat(64) }), recordingLogger());
    const chosen = await engines.forImport();
    expect(chosen.engine.name).toBe('pocketsphinx');
    expect(chosen.offlineFallback).toBe(true);
    expect(await readdir(join(tmp.dir, 'whisper'))).toEqual(['ggml-base.bin.unreachable']);
  });

  it('answers which languages can be transcribed by asking the model host once', async () => {
    const reachable = createTranscriptionEngines(config(), recordingLogger());
    expect(await reachable.capabilities()).toEqual({ engine: 'whisper', languages: 'all' });
    expect(await reachable.capabilities()).toEqual({ engine: 'whisper', languages: 'all' });
    expect(hits).toEqual(['HEAD /resolve/main/ggml-base.bin']);

    const offline = createTranscriptionEngines(config({ WHISPER_MODEL_URL: deadUrl }), recordingLogger());
    expect(await offline.capabilities()).toEqual({ engine: 'pocketsphinx', languages: ['en'] });
    // The worker then skips the download it would only wait for.
    expect((await offline.forImport()).offlineFallback).toBe(true);
  });
});

describe('other configurations', () => {
  it('auto with a (test) model present picks whisper without asking the network', async () => {
    await mkdir(join(tmp.dir, 'whisper'), { recursive: true });
    await copyFile(modelPath('for-tests-ggml-tiny.en.bin'), join(tmp.dir, 'whisper', 'ggml-base.bin'));
    const engines = createTranscriptionEngines(config({ WHISPER_MODEL_URL: deadUrl }), recordingLogger());
    expect(await engines.capabilities()).toEqual({ engine: 'whisper', languages: 'all' });
    expect(await engines.forImport()).toMatchObject({ offlineFallback: false, engine: { name: 'whisper' } });
  });

  it('an English-only WHISPER_MODEL promises English only', async () => {
    const engines = createTranscriptionEngines(
      config({ WHISPER_MODEL: modelPath('for-tests-ggml-tiny.en.bin') }),
      recordingLogger(),
    );
    expect(await engines.capabilities()).toEqual({ engine: 'whisper', languages: ['en'] });
  });

  it('TRANSCRIBE_ENGINE=pocketsphinx never downloads and posts no notice', async () => {
    const engines = createTranscriptionEngines(config({ TRANSCRIBE_ENGINE: 'pocketsphinx' }), recordingLogger());
    expect(await engines.forImport()).toMatchObject({ offlineFallback: false, engine: { name: 'pocketsphinx' } });
    expect(await engines.capabilities()).toEqual({ engine: 'pocketsphinx', languages: ['en'] });
    expect(hits).toEqual([]);
  });

  it('a forced engine that cannot run still answers which languages it would take, and fails the import', async () => {
    const engines = createTranscriptionEngines(config({ TRANSCRIBE_ENGINE: 'openai' }), recordingLogger());
    expect(await engines.capabilities()).toEqual({ engine: 'openai', languages: 'all' });
    await expect(engines.forImport()).rejects.toThrow(/needs OPENAI_TRANSCRIBE_URL/);
  });

  it('TRANSCRIBE_ENGINE=whisper fails the import when the model cannot be had, instead of falling back', async () => {
    const engines = createTranscriptionEngines(
      config({ TRANSCRIBE_ENGINE: 'whisper', WHISPER_MODEL_URL: deadUrl }),
      recordingLogger(),
    );
    await expect(engines.forImport()).rejects.toThrow(/fetch failed|ECONNREFUSED/);
  });
});
