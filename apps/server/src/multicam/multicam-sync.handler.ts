import { join } from 'node:path';
import type { MulticamImportError } from '@otto/shared/project';
import { finishImportIfDone } from '../ingest/import-completion';
import { createImportStateRepo } from '../ingest/import-state.repo';
import type { AppDeps } from '../infrastructure/deps';
import type { JobHandler } from '../jobs/job-definition';
import { mediaRunnerFromConfig } from '../media/media.runner';
import { createMessagesRepo } from '../messages/messages.repo';
import { createSourcesRepo, type SourceRow } from '../sources/sources.repo';
import { sourceOriginalKey } from '../storage/storage.keys';
import { withTempDir } from '../storage/temp-files';
import type { MulticamSyncPayload } from './multicam-sync.job';
import { numberedCameras } from './multicam-cameras';
import { multicamText } from './multicam.text';
import { createTranscriptsRepo } from '../transcripts/transcripts.repo';
import { analyseSpeakers, wordsWithTurnSpeakers, type CameraAudio } from './speaker-turns';
import { decodeSyncAudio } from './sync';
import { syncOffset, type SyncResult } from './sync.fns';

/** Whether the camera's probe found a sound track; a row probed before media info was kept is tried. */
function recordedSound(source: SourceRow): boolean {
  const info = source.mediaInfo;
  return !(info && typeof info === 'object' && !('audio' in info));
}

type MulticamDeps = Pick<
  AppDeps,
  'config' | 'database' | 'storage' | 'events' | 'logger' | 'mailer' | 'alerts' | 'clock' | 'queue'
>;

/**
 * processing_multicam → done: every camera placed on the main audio's timeline (the main audio
 * itself at 0), a visible import error for each camera whose sound does not match, who speaks
 * when (from the cameras' mics, else the diarized main transcript) with the main transcript's
 * words re-labelled, then the import's usual ending (transcripts, mail) with the multicam ready message.
 */
export const multicamSyncHandler = (deps: MulticamDeps): JobHandler<MulticamSyncPayload> => {
  const db = deps.database.db;
  const sources = createSourcesRepo(db);
  const projects = createImportStateRepo(db);
  const messages = createMessagesRepo(db);
  const transcripts = createTranscriptsRepo(db);
  const runner = mediaRunnerFromConfig(deps);

  const fail = async (projectId: string, error: MulticamImportError) => {
    await projects.update(projectId, { status: 'failed', multicamImportStage: 'error', multicamImportErrors: [error] });
    await deps.events.publish({
      projectId,
      kind: 'project',
      status: 'failed',
      results: { status: 'failed' },
      at: Date.now(),
    });
    return { status: 'failed' };
  };

  return async (job) => {
    const { projectId } = job.data;
    const project = await projects.get(projectId);
    if (!project || project.multicamImportStage !== 'processing_multicam') return { status: 'skipped' };
    const ready = (await sources.listByProject(projectId)).filter((s) => s.state === 'completed');
    const main = ready.find((s) => s.id === project.mainAudioId);
    if (!main)
      return fail(projectId, { type: 'main_audio_missing', message: multicamText.mainAudioMissing, level: 'error' });
    const cameras = ready.filter((s) => s.type === 'video' && s.id !== main.id);
    if (cameras.length === 0 && main.type !== 'video') {
      return fail(projectId, { type: 'no_camera', message: multicamText.noCamera, level: 'error' });
    }

    // Cameras are numbered as the slots are labelled: every video in slot order, the main audio's own camera included.
    const numbered = numberedCameras(ready);
    const mainWords = (await transcripts.get(main.id))?.words ?? [];
    const analyse = () =>
      withTempDir(deps.config.tmpDir, async (dir) => {
        const local = async (s: SourceRow) => {
          const original = sourceOriginalKey(projectId, s.id, s.filename);
          const path = join(dir, `${s.id}${original.key.slice(original.key.lastIndexOf('.'))}`);
          await deps.storage.download(original.bucket, original.key, path);
          return decodeSyncAudio(runner, { path });
        };
        const cameraNumber = (s: SourceRow) => numbered.find((n) => n.source.id === s.id)!.camera;
        const mainSamples = await local(main);
        const results: SyncResult[] = [];
        const audio: CameraAudio[] =
          main.type === 'video' ? [{ camera: cameraNumber(main), samples: mainSamples, offsetSec: 0 }] : [];
        for (const camera of cameras) {
          if (!recordedSound(camera)) {
            results.push({ synced: false, reason: 'no_sound', confidence: 0 });
            continue;
          }
          const samples = await local(camera);
          const result = syncOffset(mainSamples, samples);
          results.push(result);
          audio.push({ camera: cameraNumber(camera), samples, offsetSec: result.synced ? result.offsetSec : null });
        }
        return { results, speakers: analyseSpeakers(mainWords, audio) };
      });
    let analysed: Awaited<ReturnType<typeof analyse>>;
    try {
      analysed = await analyse();
    } catch (err) {
      // The queue retries; after the last try the user learns it instead of waiting on 'Analyzing multicam...'.
      if (!job.lastAttempt) throw err;
      deps.logger.error({ err, projectId }, 'multicam sync failed');
      return fail(projectId, { type: 'sync_error', message: multicamText.syncError, level: 'error' });
    }
    const { results, speakers } = analysed;
    if (speakers.by === 'camera_mics') await transcripts.setWords(main.id, wordsWithTurnSpeakers(mainWords, speakers));
    deps.logger.info(
      { projectId, by: speakers.by, turns: speakers.turns.length, wideCamera: speakers.wideCamera },
      'multicam speakers found',
    );

    const errors: MulticamImportError[] = [];
    await sources.update(main.id, { syncOffsetSec: 0 });
    for (const [i, camera] of cameras.entries()) {
      const result = results[i]!;
      await sources.update(camera.id, { syncOffsetSec: result.synced ? result.offsetSec : null });
      if (!result.synced) {
        const message =
          result.reason === 'no_sound'
            ? multicamText.noSound(camera.filename)
            : multicamText.notSynced(camera.filename);
        errors.push({ type: 'sync_failed', message, level: 'warning' });
      }
      deps.logger.info({ projectId, sourceId: camera.id, ...result }, 'multicam camera synced');
    }
    await projects.update(projectId, { multicamImportErrors: errors, speakerTurns: speakers });
    await messages.add(projectId, 'multicam_project_ready', { text: multicamText.ready, containerUri: null });
    await finishImportIfDone({ ...deps, sources, projects, messages }, projectId, undefined, { multicamSynced: true });
    return { status: 'synced', cameras: results.length, notSynced: errors.length };
  };
};
