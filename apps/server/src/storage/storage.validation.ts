import { StorageError } from './storage.errors';

const bucketPattern = /^[a-z0-9][a-z0-9-]{1,62}$/;

/** Bucket names as S3 allows them (minus dots); a leading dot is impossible, so `.multipart` stays private. */
export function assertValidBucket(bucket: string): void {
  if (!bucketPattern.test(bucket)) throw new StorageError('InvalidKey', `Invalid bucket name "${bucket}"`);
}

/**
 * Keys are relative, slash-separated paths without `.`/`..` segments, backslashes or control
 * characters: the local driver maps them onto the file system, so anything else could escape it.
 */
export function assertValidKey(key: string): void {
  const invalid =
    key.length === 0 ||
    key.length > 1024 ||
    key.startsWith('/') ||
    key.includes('\\') ||
    // eslint-disable-next-line no-control-regex
    /[\u0000-\u001f\u007f]/.test(key) ||
    key.split('/').some((segment) => segment === '' || segment === '.' || segment === '..');
  if (invalid) throw new StorageError('InvalidKey', `Invalid object key "${key.slice(0, 200)}"`);
}

/** Prefixes may end with '/' (a folder) but follow the key rules otherwise. */
export function assertValidPrefix(prefix: string): void {
  assertValidKey(prefix.endsWith('/') ? prefix.slice(0, -1) : prefix);
}

/** The key rules as a test, for callers that answer a client rather than throw. */
export function isValidKey(key: string): boolean {
  try {
    assertValidKey(key);
    return true;
  } catch {
    return false;
  }
}
