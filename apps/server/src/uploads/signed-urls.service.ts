import { badRequest, notFound } from '../http/http-error';
import type { Db } from '../db/database';
import { loadOwnedProject } from '../projects/project-access';
import { parseObjectUri } from '../storage/storage.keys';
import { isValidKey } from '../storage/storage.validation';
import type { ObjectStorage } from '../storage/storage';

const projectScopedBuckets = new Set(['ingest', 'media', 'exports']);

/**
 * POST /get-signed-url: a short-lived GET URL for an object the user may read. Keys start with
 * the owning project id (or user id for branding), so ownership is checked from the key alone.
 */
export function createSignedUrlService(deps: { db: Db; storage: Pick<ObjectStorage, 'signGet' | 'head'>; ttlSeconds: number }) {
  return {
    async sign(userId: string, objectUri: string) {
      const location = parseObjectUri(objectUri);
      if (!location) throw badRequest('object_uri must look like s3://bucket/key');
      if (!isValidKey(location.key)) {
        throw badRequest('object_uri names an invalid key (empty segments, "..", backslashes or control characters).', 'invalid_key');
      }
      const owner = location.key.split('/')[0] ?? '';
      if (projectScopedBuckets.has(location.bucket)) {
        if (!/^[0-9a-f-]{36}$/.test(owner)) throw notFound();
        await loadOwnedProject(deps.db, userId, owner);
      } else if (location.bucket !== 'branding' || owner !== userId) {
        throw notFound();
      }
      if (!(await deps.storage.head(location.bucket, location.key))) throw notFound('Object not found');
      return deps.storage.signGet(location.bucket, location.key, deps.ttlSeconds);
    },
  };
}
