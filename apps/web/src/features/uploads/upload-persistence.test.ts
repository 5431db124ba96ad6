import { createHash } from 'node:crypto';
import { expect, test } from 'vitest';
import { md5OnThisThread } from './md5';
import { createPendingUploads, isSameFile, type PendingUpload } from './upload-persistence';

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  };
}

const upload = (sourceId: string): PendingUpload => ({
  projectId: 'p1',
  sourceId,
  uploadId: `u-${sourceId}`,
  fileKey: `p1/${sourceId}/${sourceId}.mp4`,
  name: 'clip.mp4',
  size: 100,
  lastModified: 5,
});

test('remembers unfinished uploads across page loads, one record per source', () => {
  const storage = memoryStorage();
  createPendingUploads(storage).put(upload('a'));
  createPendingUploads(storage).put(upload('b'));
  createPendingUploads(storage).put({ ...upload('a'), uploadId: 'newer' });
  const again = createPendingUploads(storage);
  expect(again.list().map((u) => [u.sourceId, u.uploadId])).toEqual([
    ['b', 'u-b'],
    ['a', 'newer'],
  ]);
  again.remove('a');
  again.remove('b');
  expect(storage.map.size).toBe(0);
});

test('ignores unreadable records instead of failing the page', () => {
  const storage = memoryStorage();
  storage.setItem('otto.pendingUploads', '{not json');
  expect(createPendingUploads(storage).list()).toEqual([]);
  storage.setItem('otto.pendingUploads', JSON.stringify([{ sourceId: 'x' }, upload('ok')]));
  expect(
    createPendingUploads(storage)
      .list()
      .map((u) => u.sourceId),
  ).toEqual(['ok']);
  expect(createPendingUploads(null).list()).toEqual([]);
});

test('resumes only into the same file (name, size and modification time)', () => {
  expect(isSameFile(upload('a'), { name: 'clip.mp4', size: 100, lastModified: 5 })).toBe(true);
  expect(isSameFile(upload('a'), { name: 'clip.mp4', size: 101, lastModified: 5 })).toBe(false);
  expect(isSameFile(upload('a'), { name: 'clip.mp4', size: 100, lastModified: 6 })).toBe(false);
});

test('part checksums match MD5 as storage computes it', async () => {
  const bytes = new Uint8Array(5 * 1024 * 1024 + 7).map((_, i) => (i * 31) % 251);
  expect(await md5OnThisThread(new Blob([bytes]))).toBe(createHash('md5').update(bytes).digest('hex'));
});
