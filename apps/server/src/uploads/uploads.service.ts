import type {
  FinishMultipartUploadBody,
  InitiateMultipartUploadBody,
  ResumeMultipartUploadBody,
} from '@otto/shared/api/uploads';
import { and, eq } from 'drizzle-orm';
import { badRequest, HttpError, notFound } from '../http/http-error';
import type { Clock } from '../http/clock';
import type { EventBus } from '../events/events';
import { publishSource } from '../ingest/ingest.events';
import { toApiSource } from '../sources/sources.fns';
import type { Db } from '../db/database';
import { multipartUploads } from '../db/schema';
import { loadOwnedProject } from '../projects/project-access';
import type { SourcesRepo } from '../sources/sources.repo';
import { storageHttpError } from '../storage/storage.errors';
import { formatObjectUri, sourceOriginalKey } from '../storage/storage.keys';
import type { ObjectStorage } from '../storage/storage';
import { discardMultipartUpload } from './discard-upload';
import { finishablePartList } from './uploads.fns';
import type { LimitsUser, UploadLimits } from './upload-limits.service';

const originalKeyPattern = /^([0-9a-f-]{36})\/([0-9a-f-]{36})\/([0-9a-f-]{36})\.[a-z0-9]{1,8}$/;

export interface UploadsServiceDeps {
  db: Db;
  storage: ObjectStorage;
  sources: Pick<SourcesRepo, 'getInProject' | 'update' | 'listByProject'>;
  limits: Pick<UploadLimits, 'checkUpload'>;
  events: Pick<EventBus, 'publish'>;
  clock: Clock;
  partUrlTtlSeconds: number;
  /** A file left the import's way (cancelled): the other files may move on, or be done. */
  settleImport(projectId: string): Promise<void>;
}

/** The spec's multipart protocol (import §7): parts go straight from the browser to storage. */
export function createUploadsService(deps: UploadsServiceDeps) {
  const { storage, db } = deps;

  /** A key is accepted only when it is exactly the key of a source in a project the user owns. */
  async function authoriseKey(userId: string, fileKey: string) {
    const match = originalKeyPattern.exec(fileKey);
    if (!match || match[2] !== match[3]) throw badRequest('file_key must be {projectId}/{sourceId}/{sourceId}.{ext}');
    const project = await loadOwnedProject(db, userId, match[1]!);
    const source = await deps.sources.getInProject(project.id, match[2]!);
    if (!source || sourceOriginalKey(project.id, source.id, source.filename).key !== fileKey)
      throw notFound('Source not found');
    return { project, source };
  }

  async function signParts(key: string, uploadId: string, partNumbers: number[]) {
    return Promise.all(
      partNumbers.map(async (part_number) => ({
        part_number,
        signed_url: await storage.signUploadPart('ingest', key, uploadId, part_number, deps.partUrlTtlSeconds),
      })),
    );
  }

  async function ownedUpload(userId: string, uploadId: string, fileKey: string) {
    // A malformed key is a 400 before anything is looked up, as at initiate.
    if (!originalKeyPattern.test(fileKey)) throw badRequest('file_key must be {projectId}/{sourceId}/{sourceId}.{ext}');
    const [row] = await db
      .select()
      .from(multipartUploads)
      .where(and(eq(multipartUploads.uploadId, uploadId), eq(multipartUploads.userId, userId)));
    if (!row || row.key !== fileKey) throw notFound('Upload not found');
    return row;
  }

  return {
    async initiate(user: LimitsUser, body: InitiateMultipartUploadBody) {
      const { project, source } = await authoriseKey(user.id, body.file_key);
      // The size the browser declared when it created the source is what the upload may bring.
      const declaredSize = source.filesize;
      if (declaredSize === null) throw badRequest('This file has no declared size.');
      const projectSizes = (await deps.sources.listByProject(project.id)).map((s) => s.filesize ?? 0);
      await deps.limits.checkUpload(user, {
        sourceId: source.id,
        declaredSize,
        numParts: body.num_parts,
        projectSizes,
      });
      const uploadId = await storage.createMultipartUpload('ingest', body.file_key);
      await db.insert(multipartUploads).values({
        uploadId,
        userId: user.id,
        bucket: 'ingest',
        key: body.file_key,
        numParts: body.num_parts,
        declaredSize,
      });
      await deps.sources.update(source.id, {
        uploadJobId: uploadId,
        state: source.state === 'none' ? 'uploading' : source.state,
        // A new upload is a sign of life of its own (a file queued behind another, re-picked afresh).
        stale: false,
      });
      if (source.stale) await publishSource(deps.events, project.id, source.id, 'uploading', { stale: false });
      const parts = await signParts(
        body.file_key,
        uploadId,
        Array.from({ length: body.num_parts }, (_, i) => i + 1),
      );
      return { upload_id: uploadId, parts };
    },

    /**
     * Wrong ETags and missing parts are the client's to fix (400, then it sends the part again);
     * an upload storage no longer knows is a 404. Never a 500: see finishablePartList.
     */
    async finish(userId: string, body: FinishMultipartUploadBody) {
      const upload = await ownedUpload(userId, body.upload_id, body.file_key);
      // The project or source may have been deleted since initiate: no object may outlive them.
      await authoriseKey(userId, body.file_key);
      if (!upload.completedAt) {
        const parts = finishablePartList(body.parts, upload.numParts);
        try {
          await storage.completeMultipartUpload('ingest', body.file_key, body.upload_id, parts);
        } catch (error) {
          throw storageHttpError(error);
        }
        await db
          .update(multipartUploads)
          .set({ completedAt: new Date() })
          .where(eq(multipartUploads.uploadId, body.upload_id));
      }
      return { s3_uri: formatObjectUri('ingest', body.file_key) };
    },

    /**
     * After a reload, or a re-pick of a stale upload: the parts storage already holds (part 1's ETag
     * lets the browser check it picked the same file), and fresh URLs for the others. Taking the
     * upload up is a sign of life: a stale source is live again.
     */
    async resume(userId: string, body: ResumeMultipartUploadBody) {
      const upload = await ownedUpload(userId, body.upload_id, body.file_key);
      if (upload.completedAt) throw badRequest('This upload is already complete.', 'upload_complete');
      const { project, source } = await authoriseKey(userId, body.file_key);
      const stored = await storage.listParts('ingest', body.file_key, body.upload_id).catch((error: unknown) => {
        throw storageHttpError(error);
      });
      const done = stored.map(({ PartNumber, ETag }) => ({ PartNumber, ETag }));
      if (body.check_only) return { done, parts: [] };
      await db
        .update(multipartUploads)
        .set({ resumedAt: deps.clock.now() })
        .where(eq(multipartUploads.uploadId, upload.uploadId));
      if (source.stale && source.uploadJobId === upload.uploadId) {
        await deps.sources.update(source.id, { stale: false });
        await publishSource(deps.events, project.id, source.id, source.state, { stale: false });
      }
      const missing = Array.from({ length: upload.numParts }, (_, i) => i + 1).filter(
        (n) => !done.some((p) => p.PartNumber === n),
      );
      return { done, parts: await signParts(body.file_key, body.upload_id, missing) };
    },

    /**
     * Cancel on an upload's row: storage drops the parts, and the source ends as an upload error
     * ('Upload cancelled') the user may remove; the other files go on without it.
     */
    async cancel(userId: string, projectId: string, sourceId: string) {
      const project = await loadOwnedProject(db, userId, projectId);
      const source = await deps.sources.getInProject(project.id, sourceId);
      if (!source) throw notFound('Source not found');
      if (source.state !== 'uploading') {
        throw new HttpError(409, 'not_uploading', 'Only a file that is still uploading can be cancelled.');
      }
      await discardMultipartUpload({ db, storage }, source.uploadJobId);
      const errorCode = 'upload_cancelled';
      const row = await deps.sources.update(source.id, {
        state: 'error',
        errorType: 'upload',
        errorCode,
        stale: false,
        uploadJobId: null,
        uploadProgress: null,
      });
      await publishSource(deps.events, project.id, source.id, 'error', {
        errorCode,
        errorType: 'upload',
        stale: false,
      });
      await deps.settleImport(project.id);
      return toApiSource(row!);
    },
  };
}
