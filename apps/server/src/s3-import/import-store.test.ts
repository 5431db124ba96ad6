import { expect, test } from 'vitest';
import { loadConfig } from '../config/config';
import { foreignImportStore } from './import-store';

const ottoOnS3 = { S3_ENDPOINT: 'http://minio:9000', S3_ACCESS_KEY_ID: 'otto', S3_SECRET_ACCESS_KEY: 'otto-secret' };
const store = (env: Record<string, string>) => foreignImportStore(loadConfig({ OTTO_DATA_DIR: '/tmp/otto', ...env }));

test('no import store configured: S3 URIs are read from Otto’s own store, whichever driver it is', () => {
  expect(store({})).toBeNull();
  expect(store(ottoOnS3)).toBeNull();
});

test('the import store named with Otto’s own endpoint, region and credentials is Otto’s store', () => {
  expect(
    store({
      ...ottoOnS3,
      S3_IMPORT_ENDPOINT: 'http://minio:9000',
      S3_IMPORT_ACCESS_KEY_ID: 'otto',
      S3_IMPORT_SECRET_ACCESS_KEY: 'otto-secret',
    }),
  ).toBeNull();
});

test.each([
  ['another endpoint', { ...ottoOnS3, S3_IMPORT_ENDPOINT: 'http://other:9000' }],
  [
    'other credentials on the same endpoint',
    { ...ottoOnS3, S3_IMPORT_ACCESS_KEY_ID: 'dev', S3_IMPORT_SECRET_ACCESS_KEY: 'x' },
  ],
  ['any S3 store where Otto keeps media on the filesystem', { S3_IMPORT_ENDPOINT: 'http://minio:9000' }],
])('%s is another store: its bytes are streamed across', (_what, env) => {
  expect(store(env)).not.toBeNull();
});
