import { randomBytes } from 'node:crypto';
import { copyFile, mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { Readable } from 'node:stream';
import { contentTypeForKey } from './content-types';
import { concatenateVerified, listFiles, openFileStream, pruneEmptyDirs, writeAtomically } from './local-files';
import { checkSignedRequest, signedUrl, type GrantCheck, type UrlGrant } from './local-signature';
import type { CompletedPart, ObjectHead, ObjectStorage, SignedPut, SignedUrl, StoredPart } from './storage';
import { StorageError } from './storage.errors';
import { assertValidBucket, assertValidKey, assertValidPrefix } from './storage.validation';

/** S3's limits: parts up to 5 GiB, part numbers 1..10000. */
export const maxPartBytes = 5 * 1024 ** 3;
const maxPartNumber = 10_000;

export interface LocalStorageOptions {
  objectsDir: string;
  signingKey: Buffer;
  /** Absolute base for signed URLs; relative URLs when unset. */
  publicUrl?: string;
  now?: () => number;
}

export interface LocalObjectFile {
  path: string;
  size: number;
  contentType: string;
  modifiedAt: Date;
}

/** The local driver plus what its HTTP routes need to act as the storage server. */
export interface LocalObjectStorage extends ObjectStorage {
  readonly kind: 'local';
  checkSignedRequest(request: {
    method: string;
    bucket: string;
    key: string;
    query: Record<string, string | undefined>;
  }): GrantCheck;
  /** Streams one part to disk; resolves to its MD5 hex (the part's ETag, unquoted). */
  writePart(grant: UrlGrant, body: AsyncIterable<Buffer>): Promise<string>;
  /** Streams a whole object to disk atomically; resolves to its MD5 hex. */
  writeObject(bucket: string, key: string, body: AsyncIterable<Buffer>): Promise<string>;
  stat(bucket: string, key: string): Promise<LocalObjectFile | null>;
}

interface UploadRecord {
  bucket: string;
  key: string;
  contentType: string;
}

export const isLocalStorage = (storage: ObjectStorage): storage is LocalObjectStorage => storage.kind === 'local';

const normaliseEtag = (etag: string) => etag.replace(/^W\//, '').replace(/"/g, '').trim().toLowerCase();

/**
 * Objects at `{objectsDir}/{bucket}/{key}`; multipart parts under `{objectsDir}/.multipart/{uploadId}/`
 * until completed. Speaks S3's protocol (signed part URLs, ETag = MD5) so the browser has one upload path.
 */
export async function createLocalStorage(opts: LocalStorageOptions): Promise<LocalObjectStorage> {
  const { objectsDir, signingKey, publicUrl } = opts;
  const now = opts.now ?? Date.now;
  const tmpDir = join(objectsDir, '.tmp');
  const multipartDir = join(objectsDir, '.multipart');
  await mkdir(tmpDir, { recursive: true });
  await mkdir(multipartDir, { recursive: true });

  const objectPath = (bucket: string, key: string) => {
    assertValidBucket(bucket);
    assertValidKey(key);
    return join(objectsDir, bucket, ...key.split('/'));
  };
  const uploadDir = (uploadId: string) => {
    if (!/^[0-9a-f]{32}$/.test(uploadId)) throw new StorageError('NoSuchUpload', 'The upload does not exist');
    return join(multipartDir, uploadId);
  };
  const readUpload = async (bucket: string, key: string, uploadId: string): Promise<UploadRecord> => {
    try {
      const record = JSON.parse(await readFile(join(uploadDir(uploadId), 'upload.json'), 'utf8')) as UploadRecord;
      if (record.bucket === bucket && record.key === key) return record;
    } catch (error) {
      if (error instanceof StorageError) throw error;
    }
    throw new StorageError('NoSuchUpload', 'The upload does not exist, or was completed or aborted');
  };
  const expiresAt = (expiresInSeconds: number) => Math.floor(now() / 1000) + expiresInSeconds;
  const statFile = async (path: string) => {
    try {
      const s = await stat(path);
      return s.isFile() ? s : null;
    } catch {
      return null;
    }
  };
  const removeObjectFile = async (bucket: string, path: string) => {
    await rm(path, { force: true });
    await pruneEmptyDirs(dirname(path), join(objectsDir, bucket));
  };

  const storage: LocalObjectStorage = {
    kind: 'local',

    async createMultipartUpload(bucket, key) {
      objectPath(bucket, key);
      const uploadId = randomBytes(16).toString('hex');
      await mkdir(uploadDir(uploadId), { recursive: true });
      const record: UploadRecord = { bucket, key, contentType: contentTypeForKey(key) };
      await writeFile(join(uploadDir(uploadId), 'upload.json'), JSON.stringify(record));
      return uploadId;
    },

    async signUploadPart(bucket, key, uploadId, partNumber, expiresInSeconds) {
      objectPath(bucket, key);
      const grant: UrlGrant = {
        method: 'PUT',
        bucket,
        key,
        uploadId,
        partNumber,
        expires: expiresAt(expiresInSeconds),
      };
      return signedUrl(signingKey, grant, publicUrl);
    },

    async completeMultipartUpload(bucket, key, uploadId, parts: CompletedPart[]) {
      const dest = objectPath(bucket, key);
      await readUpload(bucket, key, uploadId);
      if (parts.length === 0) throw new StorageError('InvalidPart', 'No parts were given');
      parts.forEach((part, i) => {
        const previous = parts[i - 1];
        if (previous && part.PartNumber <= previous.PartNumber) {
          throw new StorageError('InvalidPartOrder', 'Parts must be listed in ascending PartNumber order');
        }
      });
      const dir = uploadDir(uploadId);
      const files = parts.map((part) => ({
        path: join(dir, String(part.PartNumber)),
        md5: normaliseEtag(part.ETag),
        onMismatch: () =>
          new StorageError(
            'InvalidPart',
            `Part ${part.PartNumber} is missing or its ETag does not match the uploaded bytes`,
          ),
      }));
      await writeAtomically(tmpDir, dest, concatenateVerified(files));
      await rm(dir, { recursive: true, force: true });
    },

    async uploadPart(bucket, key, uploadId, partNumber, body) {
      // The server's own part: the same path a signed part PUT takes, without a URL.
      const grant: UrlGrant = { method: 'PUT', bucket, key, uploadId, partNumber, expires: expiresAt(60) };
      const md5 = await storage.writePart(grant, Readable.from([body]));
      return { PartNumber: partNumber, ETag: `"${md5}"` };
    },

    async listParts(bucket, key, uploadId) {
      await readUpload(bucket, key, uploadId);
      const dir = uploadDir(uploadId);
      const names = await readdir(dir);
      const parts: StoredPart[] = [];
      for (const name of names) {
        const match = /^(\d+)\.etag$/.exec(name);
        if (!match || !names.includes(match[1] ?? '')) continue;
        const md5 = (await readFile(join(dir, name), 'utf8').catch(() => '')).trim();
        // The part's own file's mtime is when its bytes arrived, as S3's LastModified.
        const stored = await statFile(join(dir, match[1]!));
        if (/^[0-9a-f]{32}$/.test(md5) && stored) {
          parts.push({ PartNumber: Number(match[1]), ETag: `"${md5}"`, LastModified: stored.mtime });
        }
      }
      return parts.sort((a, b) => a.PartNumber - b.PartNumber);
    },

    async abortMultipartUpload(_bucket, _key, uploadId) {
      await rm(uploadDir(uploadId), { recursive: true, force: true });
    },

    async listMultipartUploads(bucket, key) {
      objectPath(bucket, key);
      const ids: string[] = [];
      for (const uploadId of await readdir(multipartDir)) {
        if (!/^[0-9a-f]{32}$/.test(uploadId)) continue;
        const found = await readUpload(bucket, key, uploadId).then(
          () => true,
          () => false,
        );
        if (found) ids.push(uploadId);
      }
      return ids;
    },

    async signPut(bucket, key, expiresInSeconds): Promise<SignedPut> {
      objectPath(bucket, key);
      const expires = expiresAt(expiresInSeconds);
      return {
        url: signedUrl(signingKey, { method: 'PUT', bucket, key, expires }, publicUrl),
        expires: expires * 1000,
        contentType: contentTypeForKey(key),
      };
    },

    async signGet(bucket, key, expiresInSeconds, downloadName): Promise<SignedUrl> {
      objectPath(bucket, key);
      const expires = expiresAt(expiresInSeconds);
      const grant: UrlGrant = { method: 'GET', bucket, key, expires, download: downloadName || undefined };
      return { url: signedUrl(signingKey, grant, publicUrl), expires: expires * 1000 };
    },

    async head(bucket, key): Promise<ObjectHead | null> {
      const s = await statFile(objectPath(bucket, key));
      if (!s) return null;
      // No MD5 is stored beside local objects: size and mtime identify a version just as well.
      return {
        size: s.size,
        etag: `"${s.size.toString(16)}-${Math.floor(s.mtimeMs).toString(16)}"`,
        contentType: contentTypeForKey(key),
      };
    },

    async put(bucket, key, body) {
      const source = Buffer.isBuffer(body) ? Readable.from([body]) : body;
      await writeAtomically(tmpDir, objectPath(bucket, key), source);
    },

    async download(bucket, key, toPath) {
      const from = objectPath(bucket, key);
      if (!(await statFile(from))) throw new StorageError('NoSuchKey', `No object ${bucket}/${key}`);
      await mkdir(dirname(toPath), { recursive: true });
      await copyFile(from, toPath);
    },

    async upload(bucket, key, fromPath) {
      const dest = objectPath(bucket, key);
      const { stream } = await openFileStream(fromPath);
      try {
        await writeAtomically(tmpDir, dest, stream);
      } finally {
        stream.destroy();
      }
    },

    async copy(from, to) {
      const path = objectPath(from.bucket, from.key);
      if (!(await statFile(path))) throw new StorageError('NoSuchKey', `No object ${from.bucket}/${from.key}`);
      const { stream } = await openFileStream(path);
      try {
        await writeAtomically(tmpDir, objectPath(to.bucket, to.key), stream);
      } finally {
        stream.destroy();
      }
    },

    async getStream(bucket, key) {
      const path = objectPath(bucket, key);
      if (!(await statFile(path))) throw new StorageError('NoSuchKey', `No object ${bucket}/${key}`);
      return (await openFileStream(path)).stream;
    },

    async delete(bucket, key) {
      await removeObjectFile(bucket, objectPath(bucket, key));
    },

    async deletePrefix(bucket, prefix) {
      assertValidBucket(bucket);
      // An empty prefix would empty the bucket: nothing in Otto means that.
      assertValidPrefix(prefix);
      const root = join(objectsDir, bucket);
      // Walk only the deepest folder the prefix names in full.
      const folder = prefix.includes('/') ? prefix.slice(0, prefix.lastIndexOf('/')) : '';
      const start = folder ? join(root, ...folder.split('/')) : root;
      for (const relativePath of await listFiles(start)) {
        const key = folder ? `${folder}/${relativePath}` : relativePath;
        if (key.startsWith(prefix)) await removeObjectFile(bucket, join(root, ...key.split('/')));
      }
    },

    checkSignedRequest(request) {
      return checkSignedRequest(signingKey, request, now());
    },

    async writePart(grant, body) {
      const { uploadId, partNumber } = grant;
      if (!uploadId || partNumber === undefined || partNumber < 1 || partNumber > maxPartNumber) {
        throw new StorageError('InvalidPart', `Part numbers run from 1 to ${maxPartNumber}`);
      }
      await readUpload(grant.bucket, grant.key, uploadId);
      const dir = uploadDir(uploadId);
      // The .etag note lets listParts answer without rereading parts. It goes before the bytes are
      // replaced and comes back after, so it never describes other bytes than the part's.
      const etagPath = join(dir, `${partNumber}.etag`);
      await rm(etagPath, { force: true });
      const written = await writeAtomically(join(dir, '.incoming'), join(dir, String(partNumber)), body, {
        maxBytes: maxPartBytes,
      });
      await writeFile(etagPath, written.md5);
      return written.md5;
    },

    async writeObject(bucket, key, body) {
      return (await writeAtomically(tmpDir, objectPath(bucket, key), body, { maxBytes: maxPartBytes })).md5;
    },

    async stat(bucket, key) {
      const path = objectPath(bucket, key);
      const s = await statFile(path);
      return s ? { path, size: s.size, contentType: contentTypeForKey(key), modifiedAt: s.mtime } : null;
    },
  };
  return storage;
}
