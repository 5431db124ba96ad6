import { badRequest, notFound } from '../http/http-error';
import type { Db } from '../db/database';
import { createProjectsRepo } from '../projects/projects.repo';
import { mediaRootOfUri, type MediaReferences } from '../sources/media-references';
import { parseObjectUri } from '../storage/storage.keys';
import { isValidKey } from '../storage/storage.validation';
import type { ObjectStorage } from '../storage/storage';

const projectScopedBuckets = new Set(['ingest', 'media', 'exports']);

/**
 * POST /get-signed-url: a short-lived GET URL for an object the user may read. Keys start with
 * the owning project id (or user id for branding), so ownership is checked from the key alone;
 * a cloned project's media keeps the keys of the project it was cloned from, so source media
 * is also readable by whoever owns a project whose sources refer to it.
 */
export function createSignedUrlService(deps: {
  db: Db;
  storage: Pick<ObjectStorage, 'signGet' | 'head'>;
  media: Pick<MediaReferences, 'mayRead'>;
  ttlSeconds: number;
}) {
  async function mayRead(userId: string, objectUri: string, bucket: string, owner: string): Promise<boolean> {
    if (projectScopedBuckets.has(bucket)) {
      if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(owner)) return false;
      if (await createProjectsRepo(deps.db).findOwned(userId, owner)) return true;
      const root = mediaRootOfUri(objectUri);
      return root !== null && (await deps.media.mayRead(userId, root));
    }
    return bucket === 'branding' && owner === userId;
  }

  return {
    async sign(userId: string, objectUri: string) {
      const location = parseObjectUri(objectUri);
      if (!location) throw badRequest('object_uri must look like s3://bucket/key');
      if (!isValidKey(location.key)) {
        throw badRequest('object_uri names an invalid key (empty segments, "..", backslashes or control characters).', 'invalid_key');
      }
      const owner = location.key.split('/')[0] ?? '';
      if (!(await mayRead(userId, objectUri, location.bucket, owner))) throw notFound();
      if (!(await deps.storage.head(location.bucket, location.key))) throw notFound('Object not found');
      return deps.storage.signGet(location.bucket, location.key, deps.ttlSeconds);
    },
  };
}
