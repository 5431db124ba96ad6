import type { FileIngestBody, MarkFileFailedBody } from '@otto/shared/api/ingest';
import type { InitiateMultipartUploadResponse, ResumeMultipartUploadResponse } from '@otto/shared/api/uploads';
import { isKnownSourceErrorCode } from '@otto/shared/errors';
import { isUploadLimitCode } from '@otto/shared/upload-limits';
import { ApiError, type ApiClient } from '../../api/client';
import { track } from '../../lib/analytics';
import type { Md5 } from './md5';
import { uploadMultipart, type MultipartApi, type PartSender } from './multipart-upload';
import type { UploadJob, UploadQueue } from './upload-queue';
import type { FileCache, PendingUploads } from './upload-persistence';
import type { UploadsState } from './uploads.store';

export interface SourceUpload {
  projectId: string;
  sourceId: string;
  filename: string;
  mediaType: 'video' | 'audio';
  file: File;
  /** {projectId}/{sourceId}/{sourceId}.{ext}, as the server issued it. */
  fileKey: string;
  /** Continue an upload a reload interrupted. */
  resumeUploadId?: string;
  /** A multicam camera or main audio: handed to the multicam ingest (spec import §7). */
  multicam?: boolean;
}

export type SourceUploadOutcome =
  | { kind: 'ingesting'; jobId: string }
  | { kind: 'aborted' }
  | {
      kind: 'upload_failed';
      errorCode: string;
      /** The server's own sentence when one of its limits refused the upload (quota, large file). */
      message?: string;
    }
  | { kind: 'ingest_start_failed'; error: unknown };

export interface SourceUploaderDeps {
  api: Pick<ApiClient, 'post'>;
  queue: UploadQueue;
  md5: Md5;
  pending: Pick<PendingUploads, 'put' | 'remove'>;
  files: Pick<FileCache, 'put' | 'remove'>;
  progress: Pick<UploadsState, 'put' | 'patch' | 'remove'>;
  fetch?: typeof fetch;
  /** How each part is sent; the browser's XHR sender reports bytes as they go. */
  sendPart?: PartSender;
  /** Retries per failed part after its first try (spec: 10). */
  partRetries?: number;
}

export function multipartApiFrom(api: Pick<ApiClient, 'post'>): MultipartApi {
  return {
    initiate: (body) => api.post<InitiateMultipartUploadResponse>('/uploads/initiate-multipart-upload', body),
    finish: (body) => api.post<{ s3_uri: string }>('/uploads/finish-multipart-upload', body),
    resume: (body) => api.post<ResumeMultipartUploadResponse>('/uploads/resume-multipart-upload', body),
  };
}

/** Spec §4: the upload failure's code is the API error's own when it names a source error, else 'upload_failed'. */
export function uploadErrorCode(error: unknown): string {
  return error instanceof ApiError && isKnownSourceErrorCode(error.code) ? error.code : 'upload_failed';
}

/** The server's explanation when one of its limits refused the upload, e.g. the storage quota; else undefined. */
export function uploadLimitMessage(error: unknown): string | undefined {
  return error instanceof ApiError && isUploadLimitCode(error.code) ? error.message : undefined;
}

/**
 * A local file's way to the server: queued upload (one file at a time), then the ingest job.
 * Upload failures are reported with mark-file-failed (the server posts the chat message); a failure
 * to start ingest is returned for the caller to explain.
 */
export function createSourceUploader(deps: SourceUploaderDeps) {
  const multipart = multipartApiFrom(deps.api);
  const active = new Set<string>();

  async function transfer(u: SourceUpload, signal: AbortSignal, setState: (s: 'completing') => void): Promise<string> {
    const common = {
      file: u.file,
      fileKey: u.fileKey,
      contentType: u.file.type || 'application/octet-stream',
      api: multipart,
      md5: deps.md5,
      signal,
      fetch: deps.fetch,
      sendPart: deps.sendPart,
      partRetries: deps.partRetries,
      onStarted: (uploadId: string) =>
        deps.pending.put({
          projectId: u.projectId,
          sourceId: u.sourceId,
          uploadId,
          fileKey: u.fileKey,
          name: u.file.name,
          size: u.file.size,
          lastModified: u.file.lastModified,
        }),
      onProgress: (sent: number, total: number) => {
        deps.progress.patch(u.sourceId, { sent, total });
        if (sent >= total) setState('completing');
      },
    };
    if (u.resumeUploadId) {
      try {
        return (await uploadMultipart({ ...common, resumeUploadId: u.resumeUploadId })).s3Uri;
      } catch (error) {
        // The store may have dropped the unfinished upload (expired, already completed): start it afresh.
        if (signal.aborted || !(error instanceof ApiError)) throw error;
      }
    }
    return (await uploadMultipart(common)).s3Uri;
  }

  async function forget(sourceId: string) {
    deps.pending.remove(sourceId);
    await deps.files.remove(sourceId);
  }

  return {
    /** True while this page is uploading (or has queued) the source: a reload check must not start it twice. */
    isActive: (sourceId: string) => active.has(sourceId),

    async upload(u: SourceUpload): Promise<SourceUploadOutcome> {
      if (active.has(u.sourceId)) return { kind: 'aborted' };
      active.add(u.sourceId);
      track('upload_started', { sizeBytes: u.file.size, mediaType: u.mediaType }, u.projectId);
      deps.progress.put({ projectId: u.projectId, sourceId: u.sourceId, state: 'new', sent: 0, total: u.file.size });
      void deps.files.put(u.sourceId, u.file);
      let s3Uri = '';
      const job: UploadJob = {
        id: u.sourceId,
        projectId: u.projectId,
        state: 'new',
        run: async (signal, setState) => {
          s3Uri = await transfer(u, signal, setState);
        },
      };
      const unsubscribe = deps.queue.onChange((changed) => {
        if (changed.id === u.sourceId) deps.progress.patch(u.sourceId, { state: changed.state });
      });
      try {
        let completed: boolean;
        try {
          completed = await deps.queue.add(job);
        } catch (error) {
          console.error('Upload failed', error);
          const errorCode = uploadErrorCode(error);
          const body: MarkFileFailedBody = { project_id: u.projectId, file_id: u.sourceId, error_code: errorCode };
          await deps.api
            .post('/projects/mark-file-failed', body)
            .catch((e: unknown) => console.error('mark-file-failed failed', e));
          await forget(u.sourceId);
          track('upload_failed', { errorCode, sizeBytes: u.file.size }, u.projectId);
          const message = uploadLimitMessage(error);
          return message ? { kind: 'upload_failed', errorCode, message } : { kind: 'upload_failed', errorCode };
        }
        await forget(u.sourceId);
        track(completed ? 'upload_succeeded' : 'upload_aborted', { sizeBytes: u.file.size }, u.projectId);
        if (!completed) return { kind: 'aborted' };
        try {
          const body: FileIngestBody = {
            project_id: u.projectId,
            file_id: u.sourceId,
            file_uri: s3Uri,
            filename: u.filename,
            media_type: u.mediaType,
          };
          const path = u.multicam ? '/multicam/file-ingest' : '/projects/file-ingest';
          const { job_id } = await deps.api.post<{ job_id: string }>(path, body);
          return { kind: 'ingesting', jobId: job_id };
        } catch (error) {
          return { kind: 'ingest_start_failed', error };
        }
      } finally {
        unsubscribe();
        active.delete(u.sourceId);
        deps.progress.remove(u.sourceId);
      }
    },

    /** Deleting a project stops its uploads (queued or running). */
    removeProject: (projectId: string) => deps.queue.removeProject(projectId),
  };
}
export type SourceUploader = ReturnType<typeof createSourceUploader>;
