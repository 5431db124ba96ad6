import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { createGuardedFetch } from '../infrastructure/guarded-fetch';
import { lavfi } from '../media/ffmpeg.args';
import { createTestRunner, writeWithFfmpeg } from '../media/media.test-support';
import { parseAddressAllowList } from '../infrastructure/outbound-address';
import { CloudImportError } from './cloud-import.errors';
import { downloadResumable, type ResumableDownload } from './download';
import { durationCheckpoint } from './duration-checkpoint';
import { directLinkFile, dropboxDownloadUrl } from './providers/direct-link';
import { driveFileId, googleDriveFile } from './providers/google-drive.client';
import { startFakeDrive } from './providers/google-drive.test-server';

const clip = randomBytes(300_000);

/**
 * A one-second Matroska recording whose header announces 5 hours (its Duration element rewritten),
 * with padding after it: what the first bytes of a long recording look like to ffprobe.
 */
async function mkvAnnouncingFiveHours(dir: string): Promise<Buffer> {
  const path = await writeWithFfmpeg(
    createTestRunner(),
    [...lavfi('sine=duration=1'), '-c:a', 'pcm_s16le'],
    join(dir, 'one-second.mkv'),
  );
  const bytes = await readFile(path);
  const at = bytes.indexOf(Buffer.from([0x44, 0x89])); // Segment Info → Duration, in milliseconds
  if (bytes[at + 2] === 0x88) bytes.writeDoubleBE(5 * 3600 * 1000, at + 3);
  else bytes.writeFloatBE(5 * 3600 * 1000, at + 3);
  return Buffer.concat([bytes, Buffer.alloc(400_000)]);
}
let fiveHours: Buffer;
const fetch = createGuardedFetch({ allowHttp: true, allowPrivate: parseAddressAllowList(['127.0.0.1']) });

let drive: Awaited<ReturnType<typeof startFakeDrive>>;
let dir: string;
let target: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'otto-cloud-'));
  fiveHours = await mkvAnnouncingFiveHours(dir);
  drive = await startFakeDrive({
    tokens: ['token-anna', 'token-ben'],
    expired: ['token-expired'],
    files: {
      'clip-1234567890': { name: 'Interview.mp4', mimeType: 'video/mp4', bytes: clip, durationMillis: 42_500 },
      'five-hours-12345': { name: 'Conference.mkv', mimeType: 'video/x-matroska', bytes: fiveHours },
      'annas-only-12345': { name: 'Private.mov', mimeType: 'video/quicktime', bytes: clip, owner: 'token-anna' },
    },
  });
});
afterAll(async () => {
  await drive.close();
  await rm(dir, { recursive: true, force: true });
});
beforeEach(() => {
  drive.trouble({});
  target = join(dir, `${Math.random().toString(36).slice(2)}.part`);
});

const driveFile = (fileUrl: string, token = 'token-anna') =>
  googleDriveFile({ fetch, apiBaseUrl: drive.url, fileUrl, token });

const failure = async (call: Promise<unknown>) => {
  const error = await call.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(CloudImportError);
  return error as CloudImportError;
};

/** Downloads the clip (unless `more` says otherwise) to the test's target, its progress into `progress`. */
const download = (
  file: ReturnType<typeof driveFile>,
  progress: number[] = [],
  maxBytes = 10_000_000,
  more: Partial<ResumableDownload> = {},
) =>
  downloadResumable({
    fetch,
    request: file.media(),
    provider: file.provider,
    toPath: target,
    maxBytes,
    expectedBytes: clip.length,
    onProgress: (received) => progress.push(received),
    ...more,
  });

describe('Google Drive', () => {
  test('metadata first: name, size and duration, read with the user’s token', async () => {
    const info = await driveFile('clip-1234567890').describe();
    expect(info).toEqual({ name: 'Interview.mp4', sizeBytes: clip.length, durationSec: 42.5, mimeType: 'video/mp4' });
    expect(drive.requests[0]).toMatchObject({
      path: '/drive/v3/files/clip-1234567890',
      authorization: 'Bearer token-anna',
    });
  });

  test('the file id comes from the bare id, a files.get URL or a drive.google.com link', () => {
    expect(driveFileId('https://www.googleapis.com/drive/v3/files/clip-1234567890?alt=media')).toBe('clip-1234567890');
    expect(driveFileId('https://drive.google.com/file/d/clip-1234567890/view')).toBe('clip-1234567890');
    expect(driveFileId('clip-1234567890')).toBe('clip-1234567890');
    expect(() => driveFileId('https://evil.example/')).toThrow(CloudImportError);
  });

  test('an expired token, a file not shared with the user and a missing file each say why', async () => {
    const expired = await failure(driveFile('clip-1234567890', 'token-expired').describe());
    expect(expired.code).toBe('file_access_forbidden');
    expect(expired.message).toContain('expired');
    expect((await failure(driveFile('annas-only-12345', 'token-ben').describe())).code).toBe('file_access_forbidden');
    expect((await failure(driveFile('gone-1234567890').describe())).code).toBe('file_not_found');
  });

  test('alt=media brings the bytes, with progress along the way', async () => {
    const progress: number[] = [];
    expect(await download(driveFile('clip-1234567890'), progress)).toBe(clip.length);
    expect((await readFile(target)).equals(clip)).toBe(true);
    expect(progress.at(-1)).toBe(clip.length);
    expect(drive.requests.at(-1)).toMatchObject({ alt: 'media', authorization: 'Bearer token-anna' });
  });

  test('a truncated response is resumed with a Range request from where it broke off', async () => {
    drive.trouble({ truncateAt: 100_000, truncateTimes: 2 });
    expect(await download(driveFile('clip-1234567890'))).toBe(clip.length);
    expect((await readFile(target)).equals(clip)).toBe(true);
    const ranges = drive.requests.filter((r) => r.alt === 'media').map((r) => r.range);
    // Two broken-off responses, then one that completes; a resume asks for the rest from the bytes
    // written so far (how many of the sent bytes were written before the break varies).
    expect(ranges).toHaveLength(3);
    expect(ranges[0]).toBeUndefined();
    for (const range of ranges.slice(1)) if (range) expect(range).toMatch(/^bytes=[1-9]\d*-$/);
  });

  test('a response that stalls is given up after the idle time and resumed', async () => {
    drive.trouble({ stallAt: 50_000 });
    // Short, so the stall is noticed quickly; the download then resumes.
    const impatient = createGuardedFetch({
      allowHttp: true,
      allowPrivate: parseAddressAllowList(['127.0.0.1']),
      idleTimeoutMs: 1000,
    });
    expect(await download(driveFile('clip-1234567890'), [], undefined, { fetch: impatient })).toBe(clip.length);
    expect((await readFile(target)).equals(clip)).toBe(true);
    expect(drive.requests.filter((r) => r.alt === 'media').map((r) => r.range)).toEqual([undefined, 'bytes=50000-']);
  });

  test('a slow response that keeps sending is waited for: the time limit is on silence, not on the whole', async () => {
    // 12 pieces 250 ms apart: 3 s in all, longer than this client's 2.5 s idle limit, never silent that long.
    const patient = createGuardedFetch({
      allowHttp: true,
      allowPrivate: parseAddressAllowList(['127.0.0.1']),
      idleTimeoutMs: 2500,
    });
    drive.trouble({ tricklePieces: 12, trickleMs: 250 });
    const size = await download(driveFile('clip-1234567890'), [], undefined, { fetch: patient });
    expect(size).toBe(clip.length);
    expect((await readFile(target)).equals(clip)).toBe(true);
    expect(drive.requests.filter((r) => r.alt === 'media')).toHaveLength(1);
  });

  test('a server that ignores Range sends it all again, and the file is whole', async () => {
    drive.trouble({ truncateAt: 120_000, ignoreRange: true });
    expect(await download(driveFile('clip-1234567890'))).toBe(clip.length);
    expect((await readFile(target)).equals(clip)).toBe(true);
  });

  test('a download that keeps breaking off fails as passing trouble, for the job to retry', async () => {
    drive.trouble({ truncateAt: 1000, truncateTimes: 100 });
    const error = await failure(download(driveFile('clip-1234567890')));
    expect(error.retryable).toBe(true);
  });

  test('more bytes than the limit fail with max_file_size_exceeded', async () => {
    expect((await failure(download(driveFile('clip-1234567890'), [], 1000))).code).toBe('max_file_size_exceeded');
  });

  test('a recording over 4 hours is stopped once its header has arrived, not after the whole file', async () => {
    const progress: number[] = [];
    const error = await failure(
      download(driveFile('five-hours-12345'), progress, undefined, {
        expectedBytes: fiveHours.length,
        checkpoint: durationCheckpoint('ffprobe', 64 * 1024),
      }),
    );
    expect(error).toMatchObject({ code: 'max_duration_exceeded', retryable: false });
    expect(Math.max(...progress)).toBeLessThan(fiveHours.length);
  });

  test('a file whose header tells no duration passes the check at its end', async () => {
    drive.trouble({});
    // The random clip is no media at all: an unreadable header never stops a download.
    const checkpoint = durationCheckpoint('ffprobe', 1024 * 1024);
    await expect(download(driveFile('clip-1234567890'), [], undefined, { checkpoint })).resolves.toBe(clip.length);
  });

  test('a media request with an expired token is access forbidden, not retried', async () => {
    const error = await failure(download(driveFile('clip-1234567890', 'token-expired')));
    expect(error).toMatchObject({ code: 'file_access_forbidden', retryable: false });
  });
});

describe('Dropbox direct links', () => {
  let server: Server;
  let link: string;
  beforeAll(async () => {
    // The Chooser's direct links answer a plain GET with the bytes (Range as for any static file).
    server = createServer((req, res) => {
      if (req.url !== '/1/view/abc123/Interview.mp4') return res.writeHead(404).end();
      res.writeHead(200, { 'content-type': 'video/mp4', 'content-length': String(clip.length) }).end(clip);
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    link = `http://127.0.0.1:${(server.address() as AddressInfo).port}/1/view/abc123/Interview.mp4`;
  });
  afterAll(() => new Promise<void>((done) => server.close(() => done())));

  test('the link is downloaded as it is, with the size the Chooser declared', async () => {
    const file = directLinkFile({ provider: 'Dropbox', url: dropboxDownloadUrl(link), declaredBytes: clip.length });
    expect((await file.describe()).sizeBytes).toBe(clip.length);
    expect(await download(file)).toBe(clip.length);
    expect((await readFile(target)).equals(clip)).toBe(true);
  });

  test('a link that is gone is file_not_found', async () => {
    const file = directLinkFile({ provider: 'Dropbox', url: `${link}.missing`, declaredBytes: null });
    expect((await failure(download(file))).code).toBe('file_not_found');
  });

  test('a pasted shared link is turned into its download form', () => {
    expect(dropboxDownloadUrl('https://www.dropbox.com/s/abc/Interview.mp4?dl=0')).toBe(
      'https://www.dropbox.com/s/abc/Interview.mp4?dl=1',
    );
  });
});
