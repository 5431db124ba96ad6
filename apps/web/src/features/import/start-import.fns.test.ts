import { expect, test } from 'vitest';
import { sourcesToStart } from './start-import.fns';

const source = (id: string, state: 'none' | 'error' | 'completed' | 'uploading') => ({
  id,
  state,
  filename: `${id}.mp4`,
});

test('Import sends the chosen files the page holds and names those it lost', () => {
  const held = new Set(['a', 'failed-held']);
  const out = sourcesToStart(
    [source('a', 'none'), source('lost', 'none'), source('failed-held', 'error'), source('done', 'completed')],
    (id) => held.has(id),
  );
  expect(out.ready.map((s) => s.id)).toEqual(['a', 'failed-held']);
  expect(out.missingNotice).toBe('lost.mp4: file not found in cache');
});

test('nothing is said when every chosen file is still there', () => {
  expect(sourcesToStart([source('a', 'none')], () => true).missingNotice).toBeNull();
});

test('a video link or an S3 URI needs no file in the page: the server fetches it', () => {
  const out = sourcesToStart(
    [
      { ...source('link', 'none'), importType: 'youtube' as const },
      { ...source('s3', 'error'), importType: 's3_uri' as const },
      { ...source('lost', 'none'), importType: 'local' as const },
    ],
    () => false,
  );
  expect(out.ready.map((s) => s.id)).toEqual(['link', 's3']);
  expect(out.missingNotice).toBe('lost.mp4: file not found in cache');
});
