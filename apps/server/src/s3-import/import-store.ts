import type { Config } from '../config/config';
import { createS3ObjectReader, type S3ObjectReader } from '../storage/s3-object-reader';

type ImportStoreConfig = Pick<
  Config,
  | 's3'
  | 'S3_ENDPOINT'
  | 'S3_REGION'
  | 'S3_ACCESS_KEY_ID'
  | 'S3_SECRET_ACCESS_KEY'
  | 'S3_IMPORT_ENDPOINT'
  | 'S3_IMPORT_REGION'
  | 'S3_IMPORT_ACCESS_KEY_ID'
  | 'S3_IMPORT_SECRET_ACCESS_KEY'
  | 'S3_IMPORT_FORCE_PATH_STYLE'
>;

/**
 * Where S3 URIs are read from: null when that is the store Otto keeps media in (no S3_IMPORT_*
 * store, or one with Otto's own endpoint and credentials), where the store copies the object
 * itself; otherwise a reader for the other store, whose bytes the s3_file_copy job streams across.
 * Where Otto keeps media on the filesystem, any configured import store is another store.
 */
export function foreignImportStore(config: ImportStoreConfig): S3ObjectReader | null {
  const configured = Boolean(
    config.S3_IMPORT_ENDPOINT || config.S3_IMPORT_ACCESS_KEY_ID || config.S3_IMPORT_SECRET_ACCESS_KEY,
  );
  if (!configured) return null;
  const region = config.S3_IMPORT_REGION ?? config.S3_REGION;
  const sameStore =
    config.s3 &&
    config.S3_IMPORT_ENDPOINT === config.S3_ENDPOINT &&
    region === config.S3_REGION &&
    config.S3_IMPORT_ACCESS_KEY_ID === config.S3_ACCESS_KEY_ID &&
    config.S3_IMPORT_SECRET_ACCESS_KEY === config.S3_SECRET_ACCESS_KEY;
  if (sameStore) return null;
  return createS3ObjectReader({
    endpoint: config.S3_IMPORT_ENDPOINT,
    region,
    accessKeyId: config.S3_IMPORT_ACCESS_KEY_ID,
    secretAccessKey: config.S3_IMPORT_SECRET_ACCESS_KEY,
    forcePathStyle: config.S3_IMPORT_FORCE_PATH_STYLE,
  });
}
