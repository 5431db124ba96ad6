import type { Config } from '../config/config';
import { createLocalStorage } from './local-storage';
import { createS3Storage } from './s3-storage';
import { loadSigningKey } from './signing-key';
import type { ObjectStorage } from './storage';
import { buckets } from './storage.keys';

type StorageConfig = Pick<
  Config,
  | 's3'
  | 'objectsDir'
  | 'dataDir'
  | 'PUBLIC_URL'
  | 'SESSION_SECRET'
  | 'S3_ENDPOINT'
  | 'S3_REGION'
  | 'S3_ACCESS_KEY_ID'
  | 'S3_SECRET_ACCESS_KEY'
  | 'S3_FORCE_PATH_STYLE'
  | 'S3_BUCKET_PREFIX'
>;

/** S3 when configured (buckets created if missing), otherwise the local-disk store under objectsDir. */
export async function createStorage(config: StorageConfig): Promise<ObjectStorage> {
  if (config.s3) {
    return createS3Storage({
      endpoint: config.S3_ENDPOINT,
      region: config.S3_REGION,
      accessKeyId: config.S3_ACCESS_KEY_ID,
      secretAccessKey: config.S3_SECRET_ACCESS_KEY,
      forcePathStyle: config.S3_FORCE_PATH_STYLE,
      bucketPrefix: config.S3_BUCKET_PREFIX,
      ensureBuckets: buckets,
    });
  }
  return createLocalStorage({
    objectsDir: config.objectsDir,
    signingKey: await loadSigningKey(config),
    publicUrl: config.PUBLIC_URL,
  });
}
