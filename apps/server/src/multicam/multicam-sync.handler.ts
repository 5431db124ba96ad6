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
import { multicamText } from './multicam.text';
import { syncCameras } from './sync';

type MulticamDeps = Pick<
  AppDeps,
  'config' | 'database' | 'storage' | 'events' | 'logger' | 'mailer' | 'alerts' | 'clock' | 'queue'
>;

/**
 * processing_multicam → done: every camera placed on the main audio's timeline (the main audio
 * itself at 0), a visible import error for each camera whose sound does not match, then the
 * import's usual ending (transcripts, mail) with the multicam ready message.
 */
export const multicamSyncHandler = (deps: MulticamDeps): JobHandler<MulticamSyncPayload> => {
  const db = deps.database.db;
  const sources = createSourcesRepo(db);
  const projects = createImportStateRepo(db);
  const messages = createMessagesRepo(db);
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

    const sync = () =>
      withTempDir(deps.config.tmpDir, async (dir) => {
        const local = async (s: SourceRow) => {
          const original = sourceOriginalKey(projectId, s.id, s.filename);
          const path = join(dir, `${s.id}${original.key.slice(original.key.lastIndexOf('.'))}`);
          await deps.storage.download(original.bucket, original.key, path);
          return { path };
        };
        const mainInput = await local(main);
        const inputs = [];
        for (const camera of cameras) inputs.push(await local(camera));
        return syncCameras(runner, mainInput, inputs);
      });
    let results: Awaited<ReturnType<typeof sync>>;
    try {
      results = await sync();
    } catch (err) {
      // The queue retries; after the last try the user learns it instead of waiting on 'Analyzing multicam...'.
      if (!job.lastAttempt) throw err;
      deps.logger.error({ err, projectId }, 'multicam sync failed');
      return fail(projectId, { type: 'sync_error', message: multicamText.syncError, level: 'error' });
    }

    const errors: MulticamImportError[] = [];
    await sources.update(main.id, { syncOffsetSec: 0 });
    for (const [i, camera] of cameras.entries()) {
      const result = results[i]!;
      await sources.update(camera.id, { syncOffsetSec: result.synced ? result.offsetSec : null });
      if (!result.synced) {
        errors.push({ type: 'sync_failed', message: multicamText.notSynced(camera.filename), level: 'warning' });
      }
      deps.logger.info({ projectId, sourceId: camera.id, ...result }, 'multicam camera synced');
    }
    await projects.update(projectId, { multicamImportErrors: errors });
    await messages.add(projectId, 'multicam_project_ready', { text: multicamText.ready, containerUri: null });
    await finishImportIfDone({ ...deps, sources, projects, messages }, projectId, undefined, { multicamSynced: true });
    return { status: 'synced', cameras: results.length, notSynced: errors.length };
  };
};
