/**
 * For the flow tests of the modes that act when an import ends (A-roll, Scripted Story): the app
 * they drive, and a project whose footage is already transcribed (sources of the shared example
 * video with real pocketsphinx words, without running ingest and transcription) and whose import
 * is about to end.
 */
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import type { JobEvent } from '@otto/shared/jobs';
import type { Word } from '@otto/shared/transcript';
import { signUpUser } from '../auth/auth.test-helpers';
import { exportTimelineHandler } from '../exports/exports.handler';
import { exportTimelineJob } from '../exports/exports.jobs';
import type { AppDeps } from '../infrastructure/deps';
import { createMediaRunner } from '../media/media.runner';
import type { MediaInfo } from '../media/media.types';
import { createMessagesRepo } from '../messages/messages.repo';
import { createSourcesRepo } from '../sources/sources.repo';
import { parseObjectUri } from '../storage/storage.keys';
import { createTestApp } from '../test/test-app';
import { makeTempDir, mediaPath } from '../transcribe/transcribe.test-support';
import { createTranscriptsRepo } from '../transcripts/transcripts.repo';
import { finishImportIfDone } from './import-completion';
import { createImportStateRepo } from './import-state.repo';

// Loosely typed API answers: the flow tests read a few fields of several response shapes.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Json = Record<string, any>;

/**
 * The app a mode's flow test drives: a signed-in user to call the API as, the export worker
 * running, and a temp folder for what the test downloads. The test closes the app and cleans
 * the folder up.
 */
export async function startModeFlow(tmpPrefix: string) {
  const ctx = await createTestApp();
  const user = await signUpUser(ctx.app);
  const tmp = await makeTempDir(tmpPrefix);
  await ctx.deps.queue.work(exportTimelineJob, exportTimelineHandler(ctx.deps));
  const call = async (method: 'GET' | 'POST', url: string, payload?: unknown) => {
    const res = await ctx.app.inject({ method, url, payload: payload as object, headers: { cookie: user.cookie } });
    return { status: res.statusCode, body: res.json<Json>() };
  };
  return { ctx, tmp, call };
}
export type ModeFlow = Awaited<ReturnType<typeof startModeFlow>>;

/** ffprobe's reading of a shared media file, as ingest stores it on the source. */
export async function probeMedia(deps: AppDeps, relative: string): Promise<MediaInfo> {
  const probed = await createMediaRunner({
    ffmpegPath: deps.config.FFMPEG_PATH,
    ffprobePath: deps.config.FFPROBE_PATH,
    logger: deps.logger,
  }).probe(mediaPath(relative));
  if (!probed.ok) throw new Error(probed.detail);
  return probed.info;
}

/** A completed source with its transcript, as ingest and transcription leave it. */
export async function addTranscribedSource(
  deps: AppDeps,
  projectId: string,
  file: { filename: string; info: MediaInfo; words: Word[] },
): Promise<string> {
  const db = deps.database.db;
  const source = await createSourcesRepo(db).create({
    projectId,
    filename: file.filename,
    state: 'completed',
    durationMs: Math.round(file.info.durationSec * 1000),
    mediaInfo: file.info,
  });
  await createTranscriptsRepo(db).save({
    sourceId: source.id,
    language: 'en',
    engine: 'pocketsphinx',
    words: file.words,
    confidence: 0.8,
  });
  return source.id;
}

/** The import's state while its files are still processing. */
export async function markImportProcessing(deps: AppDeps, projectId: string, transcriptionLanguage?: string) {
  await createImportStateRepo(deps.database.db).update(projectId, {
    status: 'processing',
    multicamImportStage: 'processing_files',
    ...(transcriptionLanguage ? { transcriptionLanguage } : {}),
  });
}

/** What the last source's job does when it finishes: ends the import and posts the mode's messages. */
export async function finishImport(deps: AppDeps, projectId: string) {
  const db = deps.database.db;
  await finishImportIfDone(
    { ...deps, sources: createSourcesRepo(db), projects: createImportStateRepo(db), messages: createMessagesRepo(db) },
    projectId,
  );
}

/** Downloads the file a finished export stored into `dir`; returns its path. */
export async function downloadExport(deps: AppDeps, end: JobEvent, dir: string): Promise<string> {
  const location = parseObjectUri((end.results as { s3Uri: string }).s3Uri)!;
  const path = join(dir, randomUUID());
  await deps.storage.download(location.bucket, location.key, path);
  return path;
}
