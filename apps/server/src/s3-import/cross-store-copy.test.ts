import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { CloudImportError } from '../cloud-import/cloud-import.errors';
import { createLocalStorage } from '../storage/local-storage';
import { createS3ObjectReader } from '../storage/s3-object-reader';
import { createS3Storage } from '../storage/s3-storage';
import { startStrictS3rver, type LoopbackS3 } from '../storage/s3rver.test-helpers';
import type { ObjectStorage } from '../storage/storage';
import { copyAcrossStores, type CrossStoreCopy } from './cross-store-copy';
import { startFlakyS3 } from './flaky-s3.test-server';

const md5 = (data: Uint8Array) => createHash('md5').update(data).digest('hex');
const MiB = 1024 * 1024;
const credentials = { region: 'us-east-1', accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER', forcePathStyle: true };

let other: LoopbackS3;
let ottoS3: LoopbackS3;
let flaky: Awaited<ReturnType<typeof startFlakyS3>>;
let objectsDir: string;
let destinations: Record<'filesystem' | 's3', ObjectStorage>;
/** 11 MiB: with 5 MiB parts, three parts (5, 5, 1). */
const footage = randomBytes(11 * MiB);

beforeAll(async () => {
  other = await startStrictS3rver();
  ottoS3 = await startStrictS3rver();
  flaky = await startFlakyS3(other.endpoint);
  const source = await createS3Storage({
    ...credentials,
    endpoint: other.endpoint,
    bucketPrefix: '',
    ensureBuckets: ['footage'],
  });
  await source.put('footage', 'talks/master.mov', footage);
  await source.put('footage', 'talks/secret.mov', randomBytes(1000));
  objectsDir = await mkdtemp(join(tmpdir(), 'otto-cross-store-'));
  destinations = {
    filesystem: await createLocalStorage({ objectsDir, signingKey: randomBytes(32) }),
    s3: await createS3Storage({
      ...credentials,
      endpoint: ottoS3.endpoint,
      bucketPrefix: 'otto-',
      ensureBuckets: ['ingest'],
    }),
  };
});
afterAll(async () => {
  await flaky?.close();
  await other?.close();
  await ottoS3?.close();
  await rm(objectsDir, { recursive: true, force: true });
});

const reader = () => createS3ObjectReader({ ...credentials, endpoint: flaky.endpoint });

function copy(storage: ObjectStorage, key: string, extra: Partial<CrossStoreCopy> = {}) {
  const progress: number[] = [];
  const sizes: number[] = [];
  const done = copyAcrossStores({
    reader: reader(),
    storage,
    from: { bucket: 'footage', key },
    to: { bucket: 'ingest', key: `p/s/${key.split('/').pop()}` },
    maxBytes: 50 * MiB,
    minPartBytes: 5 * MiB,
    onSize: async (size) => void sizes.push(size),
    onProgress: (copied) => progress.push(copied),
    ...extra,
  });
  return { done, progress, sizes };
}

const stored = async (storage: ObjectStorage, key: string) =>
  Buffer.concat(await (await storage.getStream('ingest', key)).toArray());

const getsOf = (key: string) => flaky.requests.filter((r) => r.method === 'GET' && r.path.endsWith(key));

describe.each(['filesystem', 's3'] as const)('into Otto’s %s store', (destination) => {
  test('the object crosses in parts; a read that breaks off resumes where it stopped', async () => {
    const storage = destinations[destination];
    const before = getsOf('talks/master.mov').length;
    flaky.breakNextGetAfter(6 * MiB);
    const { done, progress, sizes } = copy(storage, 'talks/master.mov');
    expect(await done).toBe(footage.length);
    expect(sizes).toEqual([footage.length]);
    expect(progress.at(-1)).toBe(footage.length);
    expect(md5(await stored(storage, 'p/s/master.mov'))).toBe(md5(footage));
    // The first read from the start, the second from some byte on (after the break), none from 0 again.
    const reads = getsOf('talks/master.mov').slice(before);
    expect(reads).toHaveLength(2);
    expect(reads[0]!.range).toBeNull();
    expect(reads[1]!.range).toMatch(/^bytes=[1-9]\d*-$/);
  });

  test('a copy that cannot finish aborts its upload: no object, nothing half-written', async () => {
    const storage = destinations[destination];
    flaky.breakNextGetAfter(7 * MiB);
    const { done } = copy(storage, 'talks/master.mov', { to: { bucket: 'ingest', key: 'p/s/broken.mov' }, resumes: 0 });
    await expect(done).rejects.toMatchObject({ code: 'download_interrupted', retryable: true });
    expect(await storage.head('ingest', 'p/s/broken.mov')).toBeNull();
    expect(await storage.listMultipartUploads('ingest', 'p/s/broken.mov')).toEqual([]);
    if (destination === 'filesystem') expect(await readdir(join(objectsDir, '.multipart'))).toEqual([]);
  });
});

describe('what fails before a byte is read', () => {
  test.each([
    ['a refused object', 'talks/secret.mov', 'file_access_forbidden', {}],
    ['a missing object', 'talks/not-there.mov', 'file_not_found', {}],
    ['an object over the size limit', 'talks/master.mov', 'max_file_size_exceeded', { maxBytes: 10 * MiB }],
  ])('%s: %s → %s', async (_what, key, code, extra) => {
    flaky.refuse('talks/secret.mov');
    const before = getsOf(key).length;
    const { done, sizes } = copy(destinations.filesystem, key, extra);
    const error = (await done.catch((e: unknown) => e)) as CloudImportError;
    expect(error).toMatchObject({ code, retryable: false });
    expect(sizes).toEqual([]);
    expect(getsOf(key)).toHaveLength(before);
  });
});
