import { projectNameForImport } from '@otto/shared/import-rules';
import {
  audioExtensions,
  fileExtension,
  isAcceptedMediaFilename,
  isStalledUpload,
  videoExtensions,
  type SourceState,
} from '@otto/shared/source';
import type { CreateSourceBody, FileIngestBody, MarkFileFailedBody, StartProjectBody } from '@otto/shared/api/ingest';
import { badRequest, HttpError, notFound } from '../http/http-error';
import type { EventBus } from '../events/events';
import type { JobQueue } from '../jobs/queue';
import type { Alerts } from '../notify/alerts';
import type { MessagesRepo } from '../messages/messages.repo';
import type { SourceRow, SourcesRepo } from '../sources/sources.repo';
import { toApiSource } from '../sources/sources.fns';
import { mediaRootOf, type MediaReferences } from '../sources/media-references';
import { formatObjectUri, sourceOriginalKey } from '../storage/storage.keys';
import type { ObjectStorage } from '../storage/storage';
import type { LimitsUser, UploadLimits } from '../uploads/upload-limits.service';
import type { ImportStateRepo, ProjectRow } from './import-state.repo';
import { botText } from '@otto/shared/ui-text';
import { advanceStageAfterUpload } from './import-stage';
import { importRefusal } from './import-types';
import { publishSource } from './ingest.events';
import { ingestSourceJob } from './ingest.jobs';

export interface IngestServiceDeps {
  sources: SourcesRepo;
  projects: ImportStateRepo;
  messages: Pick<MessagesRepo, 'add'>;
  storage: Pick<ObjectStorage, 'head'>;
  /** A clone may use the same objects: they go only when no source refers to them any more. */
  media: Pick<MediaReferences, 'release'>;
  queue: Pick<JobQueue, 'send'>;
  events: Pick<EventBus, 'publish'>;
  alerts: Pick<Alerts, 'send'>;
  limits: Pick<UploadLimits, 'checkNewSource' | 'checkStart'>;
  /** Named in the chat message when an uploaded file could not be handed to processing. */
  supportEmail: string;
  /** The import types this server brings in as configured (import-types.ts importTypesFor). */
  importTypes?: ReadonlySet<string>;
  /** Aborts an unfinished multipart upload in storage and forgets it (removing a stale upload). */
  discardUpload(uploadId: string | null): Promise<void>;
  /** A file left the import's way (a stale upload removed): the other files may move on, or be done. */
  settleImport(projectId: string): Promise<void>;
  /** Takes the credits for processing the chosen files, or refuses the import (billing/processing-credits.ts). */
  chargeProcessing(
    user: StartingUser,
    files: Array<{ id: string; filename: string; durationMs: number | null }>,
  ): Promise<void>;
}

/** Import on the server: sources, project start, handing uploaded files to the ingest job, upload failures. */
type StartingUser = LimitsUser & { subscriptionTier: string };

export function createIngestService(deps: IngestServiceDeps) {
  const { sources, projects, events } = deps;

  async function sourceOf(project: ProjectRow, sourceId: string) {
    const source = await sources.getInProject(project.id, sourceId);
    if (!source) throw notFound('Source not found');
    return source;
  }

  /** A source row goes with its objects: an original uploaded before a failure, media made before one. */
  async function removeWithObjects(source: SourceRow) {
    await sources.remove(source.id);
    await deps.media.release([mediaRootOf(source)]);
  }

  return {
    async createSource(user: LimitsUser, project: ProjectRow, body: CreateSourceBody) {
      // The picker filters by extension too; this is the check a hand-made request meets.
      if (!isAcceptedMediaFilename(body.filename)) {
        const ext = fileExtension(body.filename) || 'without an extension';
        throw badRequest(
          `Files ${ext.startsWith('.') ? `of type ${ext}` : ext} can't be imported. Accepted: ${[...videoExtensions, ...audioExtensions].join(', ')}.`,
          'unsupported_file_type',
        );
      }
      const others = (await sources.listByProject(project.id)).map((s) => s.filesize ?? 0);
      await deps.limits.checkNewSource(user, body, others);
      const row = await sources.create({
        projectId: project.id,
        filename: body.filename,
        filesize: body.filesize,
        type: body.type,
        importType: body.importType,
        // What the picker handed over, never its token: the download gets that with the job.
        cloudFileData: body.cloudFileData ? { ...body.cloudFileData, token: null } : null,
        // An S3 import names the object to copy; no other type may point a source at an object.
        originalFileUri: body.importType === 's3_uri' ? (body.originalFileUri ?? null) : null,
        durationMs: body.durationMs,
        category: body.category,
      });
      const { key } = sourceOriginalKey(project.id, row.id, body.filename);
      return { source: toApiSource(row), bucket: 'ingest' as const, file_key: key };
    },

    async removeSource(project: ProjectRow, sourceId: string) {
      const source = await sourceOf(project, sourceId);
      // Spec §4: only sources that never started, or failed, can be removed; and an upload that
      // stalled (its row offers Remove), whose stored parts go with it.
      const stalled = isStalledUpload({ state: source.state as SourceState, stale: source.stale });
      if (source.state !== 'none' && source.state !== 'error' && !stalled) {
        throw new HttpError(409, 'source_busy', 'This file is being imported and cannot be removed now.');
      }
      if (stalled) await deps.discardUpload(source.uploadJobId);
      await removeWithObjects(source);
      if (stalled) await deps.settleImport(project.id);
    },

    /** POST /projects/start. Ignored (started: false) unless the import stage is none or error. */
    async start(user: StartingUser, project: ProjectRow, body: StartProjectBody) {
      if (project.multicamImportStage !== 'none' && project.multicamImportStage !== 'error') {
        return { started: false };
      }
      const all = await sources.listByProject(project.id);
      const named = body.files.map((f) => all.find((s) => s.id === f.file_id));
      if (named.some((s) => !s)) throw badRequest('One of the files does not belong to this project.');
      // Spec import §4: on start a multicam import keeps only its main audio (the first audio file when
      // none is chosen), and every import only sources of the project's category. A single-camera import
      // of several audio recordings transcribes each. Sources added but not chosen are dropped too.
      // Only sources that never started may go: anything already uploading or imported is the user's work.
      const audio = all.filter((s) => s.type === 'audio');
      const mainAudio = audio.find((s) => s.id === project.mainAudioId) ?? audio[0];
      const offRule = (s: SourceRow) =>
        (project.category === 'multicam' && s.type === 'audio' && s !== mainAudio) || s.category !== project.category;
      const dropped = all.filter(
        (s) =>
          (s.state === 'none' || s.state === 'error') && (!body.files.some((f) => f.file_id === s.id) || offRule(s)),
      );
      const chosen = named.filter((s) => !dropped.includes(s!));
      if (chosen.length === 0) throw badRequest('None of the chosen files can be imported into this project.');
      const kept = all.filter((s) => !dropped.includes(s));
      await deps.limits.checkStart(
        user,
        kept.map((s) => s.filesize ?? 0),
      );
      // Files already imported are not processed again, so they cost nothing.
      await deps.chargeProcessing(
        user,
        chosen.filter((c) => c!.state === 'none' || c!.state === 'error').map((c) => c!),
      );
      for (const s of dropped) await removeWithObjects(s);
      const category = project.category === 'multicam' ? 'multicam' : 'singlecam';
      const name = projectNameForImport(body.project_name ?? project.name, chosen[0]!.filename, category);
      await projects.update(project.id, {
        name,
        status: 'processing',
        multicamImportStage: 'uploading_files',
        transcriptionLanguage: body.transcription_language,
      });
      const refusals = new Set<string>();
      for (const s of chosen) {
        if (s!.state !== 'none' && s!.state !== 'error') continue;
        // Spec §8: a source the server cannot import fails at once, never left 'importing'.
        const refusal = importRefusal(s!, deps.importTypes);
        if (refusal) {
          await sources.update(s!.id, { state: 'error', errorType: 'upload', errorCode: refusal.errorCode });
          await publishSource(events, project.id, s!.id, 'error', {
            errorCode: refusal.errorCode,
            errorType: 'upload',
          });
          refusals.add(refusal.message);
          continue;
        }
        const next = s!.importType === 'local' ? 'uploading' : 'importing';
        await sources.update(s!.id, { state: next, errorCode: null, errorType: null });
        await publishSource(events, project.id, s!.id, next);
      }
      for (const text of refusals) await deps.messages.add(project.id, 'bot_message', { text });
      if (refusals.size > 0) await deps.settleImport(project.id);
      return { started: true, name };
    },

    /** POST /projects/file-ingest: the upload is complete; queue the ingest job. */
    async fileIngest(project: ProjectRow, body: FileIngestBody) {
      const source = await sourceOf(project, body.file_id);
      const original = sourceOriginalKey(project.id, source.id, source.filename);
      if (body.file_uri !== formatObjectUri(original.bucket, original.key))
        throw badRequest('The file URI does not match this source.');
      const head = await deps.storage.head(original.bucket, original.key);
      if (!head) throw badRequest('The uploaded file was not found. Please upload it again.', 'upload_failed');
      // A browser upload may not bring more than the size it declared (what the limits were checked against).
      if (
        source.importType === 'local' &&
        source.originalFileUri === null &&
        source.filesize !== null &&
        head.size > source.filesize
      ) {
        throw new HttpError(
          413,
          'upload_exceeds_declared_size',
          'The uploaded file is larger than declared. Please upload it again.',
        );
      }
      if (source.state === 'ingesting' && source.ingestJobId) return { job_id: source.ingestJobId };
      const jobId = await deps.queue.send(
        ingestSourceJob,
        { projectId: project.id, sourceId: source.id },
        { singletonKey: source.id },
      );
      await sources.update(source.id, {
        state: 'ingesting',
        originalFileUri: body.file_uri,
        filesize: head.size,
        startIngestTime: new Date(),
        ingestJobId: jobId,
        errorCode: null,
        errorType: null,
        uploadProgress: { sent: head.size, total: head.size, percentage: 100 },
      });
      await publishSource(events, project.id, source.id, 'ingesting', { jobId });
      await advanceStageAfterUpload({ sources, projects, events }, project.id);
      return { job_id: jobId };
    },

    /**
     * POST /projects/mark-file-failed: the browser gave up on an upload, or the upload finished but
     * file-ingest failed ('file_ingest_failed': an ingest error with its own chat message).
     */
    async markFileFailed(project: ProjectRow, body: MarkFileFailedBody) {
      const source = await sourceOf(project, body.file_id);
      const errorCode = body.error_code ?? 'upload_failed';
      const ingestStart = errorCode === 'file_ingest_failed';
      const errorType = ingestStart ? 'ingest' : 'upload';
      await sources.update(source.id, { state: 'error', errorType, errorCode });
      await projects.update(project.id, { status: 'failed', multicamImportStage: 'error' });
      const text = ingestStart ? botText.fileIngestFailed(deps.supportEmail) : botText.uploadFailed;
      await deps.messages.add(project.id, 'bot_message', { text });
      // Operational alert: the team hears about every failed upload. Not awaited: a slow chat
      // service must not hold up the user's request.
      const what = ingestStart ? 'Error starting file ingest' : 'Upload failed';
      void deps.alerts.send(`${what} (${errorCode}): project ${project.id}, source ${source.id}`, {
        projectId: project.id,
        sourceId: source.id,
        errorCode,
      });
      await publishSource(events, project.id, source.id, 'error', { errorCode, errorType });
    },

    /** A source whose ingest failed is queued again from its stored original, in the language given if any. */
    async retry(project: ProjectRow, sourceId: string, transcriptionLanguage?: string) {
      const source = await sourceOf(project, sourceId);
      if (source.state !== 'error' || !source.originalFileUri) {
        throw new HttpError(409, 'not_retryable', 'Only a failed import whose file was uploaded can be retried.');
      }
      // Stored before the job is queued: the job reads the language from the project when it runs.
      await projects.update(project.id, {
        status: 'processing',
        multicamImportStage: 'processing_files',
        ...(transcriptionLanguage ? { transcriptionLanguage } : {}),
      });
      const jobId = await deps.queue.send(ingestSourceJob, { projectId: project.id, sourceId: source.id });
      await sources.update(source.id, {
        state: 'ingesting',
        ingestJobId: jobId,
        errorCode: null,
        errorType: null,
        startIngestTime: new Date(),
      });
      await publishSource(events, project.id, source.id, 'ingesting', { jobId });
      return { job_id: jobId };
    },
  };
}
export type IngestService = ReturnType<typeof createIngestService>;
