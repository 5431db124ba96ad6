import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, utimes, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, afterEach, describe, expect, it } from 'vitest';
import { downloadFile, ggmlMagic } from './model-download';
import { makeTempDir, modelPath, recordingLogger, sendInSmallWrites } from './transcribe.test-support';
import { DEFAULT_WHISPER_MODEL_SHA256, whisperModelLocation, whisperModelResolver } from './whisper-model';

/** A local file server standing in for huggingface: real HTTP, Content-Length, chunked writes. */
let server: Server;
let base: string;
let model: Buffer;
const hits: string[] = [];

beforeAll(async () => {
  model = await readFile(modelPath('for-tests-ggml-tiny.en.bin'));
  server = createServer((req, res) => {
    hits.push(req.url ?? '');
    if (req.url === '/resolve/main/ggml-tiny.en.bin') {
      res.writeHead(200, { 'content-length': model.length, 'content-type': 'application/octet-stream' });
      sendInSmallWrites(res, model);
    } else if (req.url === '/redirect') {
      res.writeHead(302, { location: '/resolve/main/ggml-tiny.en.bin' }).end();
    } else if (req.url === '/truncated.bin') {
      res.writeHead(200, { 'content-length': model.length });
      res.end(model.subarray(0, 1000), () => req.socket.destroy());
    } else if (req.url === '/login.bin') {
      res
        .writeHead(200, { 'content-type': 'text/html' })
        .end('<html><body>Please sign in to download this model</body></html>');
    } else {
      res.writeHead(404).end('Entry not found');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

let tmp: Awaited<ReturnType<typeof makeTempDir>>;
beforeEach(async () => {
  tmp = await makeTempDir();
  hits.length = 0;
});
afterEach(() => tmp.cleanup());

describe('model download', () => {
  it('streams the file into place, logging progress in 10 % steps, and leaves no .part behind', async () => {
    const logger = recordingLogger();
    const dest = join(tmp.dir, 'whisper', 'ggml-tiny.en.bin');
    const sha256 = createHash('sha256').update(model).digest('hex');
    await downloadFile({
      url: `${base}/resolve/main/ggml-tiny.en.bin`,
      destPath: dest,
      logger,
      sha256,
      validateHead: ggmlMagic,
    });

    expect((await readFile(dest)).equals(model)).toBe(true);
    expect(await readdir(join(tmp.dir, 'whisper'))).toEqual(['ggml-tiny.en.bin']);
    const percents = logger.lines
      .map((l) => /: (\d+) %$/.exec(l.msg)?.[1])
      .filter(Boolean)
      .map(Number);
    expect(percents.length).toBeGreaterThanOrEqual(5);
    expect(percents.at(-1)).toBe(100);
    // At most one line per 10 % step, however the bytes arrive; the closing 100 % line
    // is always written, so it may follow the last step by less.
    const steps = percents.slice(0, -1);
    const decades = steps.map((p) => Math.floor(p / 10));
    expect(new Set(decades).size).toBe(decades.length);
    expect(decades).toEqual([...decades].sort((a, b) => a - b));
    expect(steps.every((p) => p < 100)).toBe(true);
  });

  it('clears a .part left by a download that died an hour ago, but not one still being written', async () => {
    const dir = join(tmp.dir, 'whisper');
    await mkdir(dir, { recursive: true });
    const abandoned = join(dir, 'ggml-tiny.en.bin.dead0001.part');
    const running = join(dir, 'ggml-tiny.en.bin.live0001.part');
    await writeFile(abandoned, 'half');
    await writeFile(running, 'half');
    const old = new Date(Date.now() - 2 * 3600 * 1000);
    await utimes(abandoned, old, old);
    const dest = join(dir, 'ggml-tiny.en.bin');
    await downloadFile({ url: `${base}/resolve/main/ggml-tiny.en.bin`, destPath: dest, logger: recordingLogger() });
    expect((await readdir(dir)).sort()).toEqual(['ggml-tiny.en.bin', 'ggml-tiny.en.bin.live0001.part']);
  });

  it('follows redirects (huggingface answers with one to its CDN)', async () => {
    const dest = join(tmp.dir, 'm.bin');
    await downloadFile({ url: `${base}/redirect`, destPath: dest, logger: recordingLogger(), validateHead: ggmlMagic });
    expect((await readFile(dest)).length).toBe(model.length);
  });

  it.each([
    ['a connection cut before Content-Length bytes', '/truncated.bin', {}, /terminated|socket|closed|announced/i],
    ['an HTML page instead of a model', '/login.bin', { validateHead: ggmlMagic }, /not a ggml model/],
    ['a checksum that does not match', '/resolve/main/ggml-tiny.en.bin', { sha256: '0'.repeat(64) }, /SHA-256/],
    ['a missing file', '/nope.bin', {}, /HTTP 404/],
  ])('refuses %s and keeps nothing', async (_name, path, extra, message) => {
    const dest = join(tmp.dir, 'model.bin');
    await expect(
      downloadFile({ url: `${base}${path}`, destPath: dest, logger: recordingLogger(), ...extra }),
    ).rejects.toThrow(message);
    expect(await readdir(tmp.dir)).toEqual([]);
  });
});

describe('whisper model resolution', () => {
  it('puts a downloaded model in {cacheDir}/whisper/ and downloads it only once', async () => {
    const settings = { WHISPER_MODEL_URL: `${base}/resolve/main/ggml-tiny.en.bin`, cacheDir: tmp.dir };
    const location = whisperModelLocation(settings);
    expect(location).toEqual({ path: join(tmp.dir, 'whisper', 'ggml-tiny.en.bin'), url: settings.WHISPER_MODEL_URL });
    const resolve = whisperModelResolver(location, {}, recordingLogger());
    const [a, b] = await Promise.all([resolve(), resolve()]);
    expect(a).toBe(location.path);
    expect(b).toBe(location.path);
    await resolve();
    expect(hits).toEqual(['/resolve/main/ggml-tiny.en.bin']);
  });

  it('uses WHISPER_MODEL as given and says so when it is missing', async () => {
    const location = whisperModelLocation({ WHISPER_MODEL: '/models/nowhere.bin', cacheDir: tmp.dir });
    expect(location).toEqual({ path: '/models/nowhere.bin' });
    await expect(whisperModelResolver(location, {}, recordingLogger())()).rejects.toThrow(
      /WHISPER_MODEL points at \/models\/nowhere.bin/,
    );
  });

  it('defaults to the multilingual ggml-base from huggingface, pinned to its SHA-256', () => {
    const defaultUrl = 'https://huggingface.co/ggerganov/whisper.cpp/resolve/main/ggml-base.bin';
    const pinned = '60ed5bc3dd14eea856493d334349b405782ddcaf0028d4b5df4088345fba2efe';
    expect(whisperModelLocation({ cacheDir: '/cache' })).toEqual({
      path: '/cache/whisper/ggml-base.bin',
      url: defaultUrl,
      sha256: pinned,
    });
    // The same URL given explicitly is pinned too; WHISPER_MODEL_SHA256 wins; other URLs are not guessed at.
    expect(whisperModelLocation({ cacheDir: '/c', WHISPER_MODEL_URL: defaultUrl }).sha256).toBe(pinned);
    expect(whisperModelLocation({ cacheDir: '/c', WHISPER_MODEL_SHA256: 'ab'.repeat(32) }).sha256).toBe(
      'ab'.repeat(32),
    );
    expect(whisperModelLocation({ cacheDir: '/c', WHISPER_MODEL_URL: `${base}/m.bin` }).sha256).toBeUndefined();
  });

  it('refuses a download that does not match the pinned hash and keeps nothing', async () => {
    const location = {
      ...whisperModelLocation({ WHISPER_MODEL_URL: `${base}/resolve/main/ggml-tiny.en.bin`, cacheDir: tmp.dir }),
      sha256: DEFAULT_WHISPER_MODEL_SHA256,
    };
    await expect(whisperModelResolver(location, {}, recordingLogger())()).rejects.toThrow(
      /does not match the expected 60ed5bc3/,
    );
    expect(await readdir(join(tmp.dir, 'whisper'))).toEqual([]);
  });
});
