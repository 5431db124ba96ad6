import type { CreateCloudUploadBody } from '@otto/shared/api/cloud-import';
import type { MarkFileFailedBody, RetrySourceBody, StartProjectBody } from '@otto/shared/api/ingest';
import { botText, importText, toastDurationsMs, toastText } from '@otto/shared/constants';
import { defaultImportFilename } from '@otto/shared/import-rules';
import type { TranscriptionLanguage } from '@otto/shared/languages';
import type { Project } from '@otto/shared/project';
import type { Source } from '@otto/shared/source';
import type { ResumeMultipartUploadBody, ResumeMultipartUploadResponse } from '@otto/shared/api/uploads';
import { ingestObjectKey } from '@otto/shared/upload-plan';
import type { QueryClient } from '@tanstack/react-query';
import { api, ApiError } from '../../api/client';
import { modalsStore } from '../../app/modals.store';
import { track } from '../../lib/analytics';
import { documentStore } from '../../store/document.store';
import { showToast } from '../../ui/toast/toast';
import { currentSupportEmail } from '../auth/auth.queries';
import { localMessage } from '../chat/chat.queries';
import { projectKeys } from '../projects/projects.queries';
import { patchStoredSource, removeStoredSource, sourceKeys } from '../sources/sources.queries';
import { describeError, openSupportChat } from '../support/support-chat.store';
import { isSameFile } from '../uploads/upload-persistence';
import { fileCache } from '../uploads/upload-persistence';
import { uploadLimitMessage } from '../uploads/source-uploader';
import { projectSaved } from './project-saves';
import { firstPartRange, repickMismatch } from '../uploads/repick.fns';
import { getMd5, getSourceUploader, pendingUploads } from '../uploads/uploads.instance';
import { cloudFilesStore, forgetCloudFile, setCloudFile, type PendingCloudFile } from './cloud/cloud-files.store';
import { cloudSourceBody, type PickedCloudFile } from './cloud/cloud-pickers.fns';
import { pendingCloudFile } from './cloud/pending-cloud-file.fns';
import { forgetLocalFile, localFilesStore, setLocalFile } from './local-files.store';
import type { PreparedFile } from './prepare-files';
import { startRemoteImport } from './remote-import';
import { isRemoteSource, sourcesToStart } from './start-import.fns';

interface CreatedSource {
  source: Source;
  bucket: 'ingest';
  file_key: string;
}

const refresh = (queryClient: QueryClient, projectId: string, what: { messages?: boolean } = {}) => {
  void queryClient.invalidateQueries({ queryKey: projectKeys.one(projectId), exact: true });
  void queryClient.invalidateQueries({ queryKey: sourceKeys.project(projectId), exact: true });
  if (what.messages) void queryClient.invalidateQueries({ queryKey: projectKeys.messages(projectId), exact: true });
};

export function postBotMessage(projectId: string, text: string) {
  documentStore.getState().appendMessages(projectId, [localMessage(projectId, 'bot_message', { text })]);
}

/** Chosen files become sources (state none) on the server; the files stay in the page until Import. */
export async function addLocalFiles(
  queryClient: QueryClient,
  project: Project,
  files: PreparedFile<File>[],
): Promise<void> {
  // A type picked just before (multicam) is saved first: with a file in it, the project's type is settled.
  await projectSaved(project.id);
  const category = documentStore.getState().projects[project.id]?.category ?? project.category;
  for (const f of files) {
    try {
      const created = await api.post<CreatedSource>(`/projects/${project.id}/sources`, {
        // Spec import §4: a file that came without a name (a pasted or shared blob) is 'Project {date}.mp4'.
        filename: f.file.name.trim() || defaultImportFilename(new Date()),
        filesize: f.file.size,
        type: f.type,
        importType: 'local',
        durationMs: f.durationMs > 0 ? f.durationMs : undefined,
        category,
      });
      setLocalFile(created.source.id, { file: f.file, fileKey: created.file_key });
      documentStore.getState().upsertSources([created.source]);
    } catch (error) {
      console.error('Could not add file', error);
      // A limit the server applies (quota, 2 GB, 4 hours) explains itself; anything else may pass on a retry.
      const limit = uploadLimitMessage(error);
      showToast({ message: limit ?? `Could not add ${f.file.name}. Please try again.`, kind: 'error' });
    }
  }
  refresh(queryClient, project.id);
}

/**
 * Files picked in Google Drive or Dropbox become sources (state none) with their cloudFileData;
 * what the download needs (the Drive token) stays in this page until Import hands it to the server.
 */
export async function addCloudFiles(
  queryClient: QueryClient,
  project: Project,
  importType: 'gg_drive' | 'dropbox',
  picked: { files: PickedCloudFile[]; token: string | null },
): Promise<void> {
  await projectSaved(project.id);
  const category = documentStore.getState().projects[project.id]?.category ?? project.category;
  const existing = documentStore.getState().sources;
  for (const file of picked.files) {
    const duplicate = Object.values(existing).some(
      (s) => s.projectId === project.id && s.filename === file.name && s.importType === importType,
    );
    if (duplicate) {
      showToast({ message: toastText.filesAlreadyExist, kind: 'warning', durationMs: toastDurationsMs.duplicates });
      continue;
    }
    try {
      const created = await api.post<CreatedSource>(
        `/projects/${project.id}/sources`,
        cloudSourceBody(file, importType, category),
      );
      setCloudFile(created.source.id, { fileUrl: file.fileUrl, token: picked.token, fileKey: created.file_key });
      documentStore.getState().upsertSources([created.source]);
    } catch (error) {
      console.error('Could not add cloud file', error);
      const limit = uploadLimitMessage(error);
      showToast({ message: limit ?? `Could not add ${file.name}. Please try again.`, kind: 'error' });
    }
  }
  refresh(queryClient, project.id);
}

/** Import pressed for a picked cloud file: the server's cloud_import job fetches it and hands it to ingest. */
async function importCloudSource(queryClient: QueryClient, source: Source, pending: PendingCloudFile) {
  const body: CreateCloudUploadBody = {
    project_id: source.projectId,
    file_key: pending.fileKey,
    file_url: pending.fileUrl,
    drive_token: pending.token,
    type: '',
  };
  try {
    await api.post('/uploads/create-cloud-upload', body);
    forgetCloudFile(source.id);
  } catch (error) {
    console.error('Cloud import failed to start', error);
    showToast({ message: `Could not import ${source.filename}. Please try again.`, kind: 'error' });
    refresh(queryClient, source.projectId, { messages: true });
  }
}

export async function removeSource(queryClient: QueryClient, project: Project, source: Source): Promise<void> {
  try {
    await api.delete(`/projects/${project.id}/sources/${source.id}`);
    removeStoredSource(source.id);
    forgetLocalFile(source.id);
    forgetCloudFile(source.id);
  } catch (error) {
    console.error('Could not remove file', error);
    showToast({ message: `Could not remove ${source.filename}.`, kind: 'error' });
  }
  refresh(queryClient, project.id);
}

/**
 * Import pressed: the server starts the project (name, stage), then each file uploads in turn and is
 * handed to ingest. A chosen file the page no longer holds (reloaded before Import) is named, not skipped silently.
 */
export async function startImport(
  queryClient: QueryClient,
  project: Project,
  sources: Source[],
  opts: { email?: string; transcriptionLanguage: TranscriptionLanguage; aiVersion?: string },
): Promise<void> {
  const local = localFilesStore.getState().bySource;
  const held = cloudFilesStore.getState().bySource;
  const cloud = Object.fromEntries(
    sources.flatMap((s) => {
      const pending = pendingCloudFile(s, held);
      return pending ? [[s.id, pending] as const] : [];
    }),
  );
  const { ready, missingNotice } = sourcesToStart(sources, (id) => Boolean(local[id] ?? cloud[id]));
  if (missingNotice)
    showToast({ message: missingNotice, kind: 'warning', durationMs: toastDurationsMs.unreadableFiles });
  if (ready.length === 0) return;
  const body: StartProjectBody = {
    project_id: project.id,
    project_name: project.name,
    type: project.mode,
    user: opts.email,
    files: ready.map((s) => ({ file_id: s.id, media_type: s.type })),
    transcription_language: opts.transcriptionLanguage,
    ai_version: opts.aiVersion,
  };
  let started: { started: boolean; name?: string };
  try {
    started = await api.post<{ started: boolean; name?: string }>('/projects/start', body);
  } catch (error) {
    // Spec §8: out of credits opens its own flow, without the generic message.
    if (error instanceof ApiError && error.code === 'out_of_credits') {
      modalsStore.getState().openOutOfCredit();
      return;
    }
    console.error('Import start failed', error);
    showToast({ message: error instanceof Error && error.message ? error.message : 'Unknown error', kind: 'error' });
    return;
  }
  if (!started.started) return refresh(queryClient, project.id);
  track('import_started', { files: ready.length, mode: project.mode }, project.id);
  documentStore.getState().patchProject(project.id, {
    status: 'processing',
    multicamImportStage: 'uploading_files',
    ...(started.name ? { name: started.name } : {}),
  });
  for (const s of ready) {
    patchStoredSource(s.id, {
      state: cloud[s.id] || isRemoteSource(s) ? 'importing' : 'uploading',
      errorCode: null,
      errorType: null,
    });
  }
  refresh(queryClient, project.id);
  void queryClient.invalidateQueries({ queryKey: projectKeys.all, exact: true });
  await Promise.all(
    ready.map((s) => {
      const pending = cloud[s.id];
      if (pending) return importCloudSource(queryClient, s, pending);
      return isRemoteSource(s) ? startRemoteImport(s) : uploadSource(queryClient, s, local[s.id]!);
    }),
  );
}

/** Uploads one source's file (queued behind the others) and explains any failure in the chat. */
export async function uploadSource(
  queryClient: QueryClient,
  source: Source,
  local: { file: File; fileKey: string },
  resumeUploadId?: string,
) {
  const outcome = await getSourceUploader().upload({
    projectId: source.projectId,
    sourceId: source.id,
    filename: source.filename,
    mediaType: source.type,
    file: local.file,
    fileKey: local.fileKey,
    resumeUploadId,
    multicam: source.category === 'multicam',
  });
  switch (outcome.kind) {
    case 'ingesting':
      forgetLocalFile(source.id);
      patchStoredSource(source.id, { state: 'ingesting' });
      break;
    case 'upload_failed':
      // The server recorded the failure and posted its message: show both, and why when a limit refused it.
      if (outcome.message) showToast({ message: outcome.message, kind: 'error' });
      patchStoredSource(source.id, { state: 'error', errorType: 'upload', errorCode: outcome.errorCode });
      refresh(queryClient, source.projectId, { messages: true });
      break;
    case 'ingest_start_failed':
      // The server records it (source error, project failed) and posts the chat message, so a reload shows it too.
      console.error(importText.ingestStartFailedEvent, outcome.error);
      patchStoredSource(source.id, { state: 'error', errorType: 'ingest', errorCode: 'file_ingest_failed' });
      // Messages are fetched again only when the server wrote its own: a fetch would drop the page's.
      refresh(queryClient, source.projectId, { messages: await markIngestStartFailed(queryClient, source) });
      openSupportChat({
        projectId: source.projectId,
        error: `${importText.ingestStartFailedEvent} (${source.filename}): ${describeError(outcome.error)}`,
      });
      break;
    case 'aborted':
      break;
  }
}

/** Tells the server, which posts the chat message; whether it could be told. */
async function markIngestStartFailed(queryClient: QueryClient, source: Source): Promise<boolean> {
  const body: MarkFileFailedBody = {
    project_id: source.projectId,
    file_id: source.id,
    error_code: 'file_ingest_failed',
  };
  try {
    await api.post('/projects/mark-file-failed', body);
    return true;
  } catch (error) {
    // The server could not be told either: at least this page explains what happened.
    console.error('mark-file-failed failed', error);
    postBotMessage(source.projectId, botText.fileIngestFailed(currentSupportEmail(queryClient)));
    return false;
  }
}

/** A failed import whose file reached storage is processed again, in the language chosen now. */
export async function retrySource(
  queryClient: QueryClient,
  project: Project,
  source: Source,
  transcriptionLanguage: TranscriptionLanguage,
): Promise<void> {
  try {
    const body: RetrySourceBody = { transcription_language: transcriptionLanguage };
    await api.post(`/projects/${project.id}/sources/${source.id}/retry`, body);
    patchStoredSource(source.id, { state: 'ingesting', errorCode: null, errorType: null });
  } catch (error) {
    console.error('Retry failed', error);
    showToast({ message: `Could not retry ${source.filename}.`, kind: 'error' });
  }
  refresh(queryClient, project.id);
}

/**
 * Re-pick file on a stale upload's row: the picked file must be the one the upload started with
 * (same size, and the same first part once part 1 is stored); then the same upload goes on, sending
 * only the parts storage lacks, and ingest follows as usual. Resolves to why the file was refused,
 * or null once the upload is under way again. A refused file changes nothing.
 */
export async function repickSource(queryClient: QueryClient, source: Source, file: File): Promise<string | null> {
  const fileKey = ingestObjectKey(source.projectId, source.id, source.filename);
  const sizeMismatch = repickMismatch({ file, expectedSize: source.filesize, storedParts: [] });
  if (sizeMismatch) return sizeMismatch;
  let uploadId = source.uploadJobId ?? undefined;
  if (uploadId) {
    const body: ResumeMultipartUploadBody = {
      upload_id: uploadId,
      bucket: 'ingest',
      file_key: fileKey,
      check_only: true,
    };
    try {
      const stored = await api.post<ResumeMultipartUploadResponse>('/uploads/resume-multipart-upload', body);
      const first = firstPartRange(file.size);
      const firstPartMd5 = stored.done.some((p) => p.PartNumber === 1)
        ? await getMd5()(file.slice(first.start, first.end))
        : undefined;
      const mismatch = repickMismatch({ file, expectedSize: source.filesize, storedParts: stored.done, firstPartMd5 });
      if (mismatch) return mismatch;
    } catch (error) {
      // Storage no longer holds the upload (cleaned up after a day), or it was stored whole but never
      // handed to processing: the file goes again from the start.
      if (!(error instanceof ApiError) || (error.status !== 404 && error.code !== 'upload_complete')) throw error;
      uploadId = undefined;
    }
  }
  patchStoredSource(source.id, { stale: false });
  setLocalFile(source.id, { file, fileKey });
  void uploadSource(queryClient, { ...source, stale: false }, { file, fileKey }, uploadId);
  return null;
}

/** Cancel on a stale upload's row: storage drops its parts and the row reads 'Upload cancelled'. */
export async function cancelUpload(queryClient: QueryClient, project: Project, source: Source): Promise<void> {
  try {
    const updated = await api.post<Source>(`/projects/${project.id}/sources/${source.id}/cancel-upload`, {});
    documentStore.getState().upsertSources([updated]);
    forgetLocalFile(source.id);
  } catch (error) {
    console.error('Could not cancel the upload', error);
    showToast({ message: `Could not cancel the upload of ${source.filename}.`, kind: 'error' });
  }
  refresh(queryClient, project.id, { messages: true });
}

/**
 * After a reload: sources still uploading whose upload this browser remembers, with the same file
 * kept in IndexedDB, continue where they stopped (parts already stored are not sent again).
 */
export async function resumeInterruptedUploads(
  queryClient: QueryClient,
  projectId: string,
  sources: Source[],
): Promise<void> {
  const uploader = getSourceUploader();
  for (const source of sources) {
    if (source.state !== 'uploading' || uploader.isActive(source.id)) continue;
    const record = pendingUploads.get(source.id);
    if (!record || record.projectId !== projectId) continue;
    const file = await fileCache.get(source.id);
    if (!file || !isSameFile(record, file) || uploader.isActive(source.id)) continue;
    setLocalFile(source.id, { file, fileKey: record.fileKey });
    void uploadSource(queryClient, source, { file, fileKey: record.fileKey }, record.uploadId);
  }
}
