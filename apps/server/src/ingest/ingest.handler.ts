import { join } from 'node:path';
import { botText } from '@otto/shared/ui-text';
import { progressTicks } from '../events/progress-ticks';
import type { AppDeps } from '../infrastructure/deps';
import type { JobHandler } from '../jobs/job-definition';
import { mediaRunnerFromConfig } from '../media/media.runner';
import { MediaError } from '../media/media.types';
import { createMessagesRepo } from '../messages/messages.repo';
import { createSourcesRepo } from '../sources/sources.repo';
import { sourceOriginalKey } from '../storage/storage.keys';
import { withTempDir } from '../storage/temp-files';
import { createTranscriptionEngines } from '../transcribe/transcription-engines';
import { loadVoiceActivityDetector, type VoiceActivityDetector } from '../transcribe/vad';
import { TranscriptionError } from '../transcribe/transcription-error';
import { createTranscriptsRepo } from '../transcripts/transcripts.repo';
import { createImportStateRepo } from './import-state.repo';
import { createIngestThroughputRepo } from './ingest-throughput.repo';
import { finishImportIfDone } from './import-completion';
import { publishSource } from './ingest.events';
import { noticeMaxDurationExceeded } from './max-duration-notice';
import { runIngestPipeline } from './ingest.pipeline';
import type { IngestSourcePayload } from './ingest.schemas';

/**
 * The ingest job: original → probe/validate/proxy/audio/waveform/thumbnails → transcript.
 * Expected failures (bad media, no speech) end the source in its catalogue error and are not
 * retried; unexpected ones are retried by the queue and marked 'processing_error' on the last try.
 */
/** What an ingest touches: the import's completion also mails, alerts and may run the first prompt. */
type IngestDeps = Pick<
  AppDeps,
  'config' | 'database' | 'storage' | 'events' | 'logger' | 'mailer' | 'alerts' | 'clock' | 'queue'
>;

/**
 * Files whose words are not used: b-roll is logged from its pictures, and a multicam camera other
 * than the main audio is only placed by its sound (the edit reads the main audio's transcript),
 * so a camera that recorded no sound is still imported and the sync says why it cannot place it.
 */
function speechOptional(
  project: { mode: string; category: string; mainAudioId: string | null },
  source: { id: string; type: string },
): boolean {
  if (project.mode === 'b_roll') return true;
  return project.category === 'multicam' && source.type === 'video' && source.id !== project.mainAudioId;
}

export const ingestSourceHandler = (deps: IngestDeps): JobHandler<IngestSourcePayload> => {
  const db = deps.database.db;
  const sources = createSourcesRepo(db);
  const projects = createImportStateRepo(db);
  const throughput = createIngestThroughputRepo(db);
  const runner = mediaRunnerFromConfig(deps);
  // Created when the worker boots, so the log says at start which engine runs and why; each
  // import asks again, since a model may be downloaded or put in place while the server runs.
  const engines = createTranscriptionEngines(deps.config, deps.logger);
  const vad: Promise<VoiceActivityDetector> = loadVoiceActivityDetector(deps.logger);
  vad.catch(() => undefined);

  return async (job) => {
    const { projectId, sourceId } = job.data;
    const source = await sources.get(sourceId);
    const project = await projects.get(projectId);
    if (!source || !project || source.projectId !== projectId) return { status: 'gone' };
    if (source.state === 'completed') return { status: 'already_done' };

    let started = Date.now();
    // Known once the probe has the length; every progress tick carries it, so a reloaded page has it too.
    let expectedSeconds: number | undefined;
    const ticks = progressTicks(deps.logger, { sourceId });
    const tick = (extra: Parameters<typeof publishSource>[4], what: string) =>
      ticks.send(what, () => publishSource(deps.events, projectId, sourceId, 'ingesting', extra));
    let lastReport = 0;
    const report = (fraction: number) => {
      const now = Date.now();
      if (now - lastReport < 500 && fraction < 1) return;
      lastReport = now;
      const elapsed = (now - started) / 1000;
      const eta = fraction > 0.05 ? (elapsed / fraction) * (1 - fraction) : undefined;
      tick({ jobId: job.id, progress: Math.min(1, fraction), etaSeconds: eta, expectedSeconds }, 'ingest progress');
    };

    try {
      let lastModelReport = 0;
      const chosen = await engines.forImport({
        // The first import on a server without a model downloads it; the row says so.
        onModelProgress: (fraction) => {
          const now = Date.now();
          if (now - lastModelReport < 500 && fraction < 1) return;
          lastModelReport = now;
          tick({ jobId: job.id, progress: Math.min(1, fraction), stage: 'preparing_model' }, 'model progress');
        },
      });
      const engineName = chosen.engine.name;
      // The model's download is not ingest time: the countdown and the measured speed start here.
      started = Date.now();
      const original = sourceOriginalKey(projectId, sourceId, source.filename);
      await withTempDir(deps.config.tmpDir, async (dir) => {
        const input = join(dir, `original${original.key.slice(original.key.lastIndexOf('.'))}`);
        await deps.storage.download(original.bucket, original.key, input);
        const outcome = await runIngestPipeline({
          input,
          workDir: dir,
          source,
          language: project.transcriptionLanguage,
          vocabulary: project.vocabulary,
          runner,
          engine: chosen.engine,
          vad: await vad,
          storage: deps.storage,
          logger: deps.logger,
          onProgress: report,
          speechOptional: speechOptional(project, source),
          onInspected: async (patch) => {
            await sources.update(sourceId, patch);
            if (patch.durationMs)
              expectedSeconds = await throughput.expectedSeconds(engineName, patch.durationMs / 1000);
            await ticks.settled();
            await publishSource(deps.events, projectId, sourceId, 'ingesting', {
              jobId: job.id,
              durationMs: patch.durationMs ?? undefined,
              expectedSeconds,
            });
          },
        });
        await createTranscriptsRepo(db).save({ sourceId, ...outcome.transcript });
        await sources.update(sourceId, {
          ...outcome.sourcePatch,
          state: 'completed',
          errorCode: null,
          errorType: null,
        });
        if (chosen.offlineFallback) {
          await createMessagesRepo(db).addNoticeOnce(projectId, 'bot_message', 'offline_engine', {
            text: botText.offlineEngine,
          });
        }
        const mediaMs = outcome.sourcePatch.durationMs ?? source.durationMs;
        if (mediaMs)
          await throughput.record(engineName, (Date.now() - started) / 1000, mediaMs / 1000, deps.clock.now());
      });
      await ticks.settled();
      await publishSource(deps.events, projectId, sourceId, 'completed', { jobId: job.id, progress: 1 });
    } catch (error) {
      const code = error instanceof MediaError || error instanceof TranscriptionError ? error.code : null;
      if (!code && !job.lastAttempt) throw error;
      const errorCode = code ?? 'processing_error';
      deps.logger.warn({ err: error, projectId, sourceId, errorCode }, 'ingest failed');
      await sources.update(sourceId, { state: 'error', errorType: 'ingest', errorCode });
      // The duration limit has its own chat message and event (spec import §5), and is reported to the team.
      if (errorCode === 'max_duration_exceeded') {
        await noticeMaxDurationExceeded(db, project, { durationMs: source.durationMs ?? 0 });
        void deps.alerts.send(
          `File over the maximum duration (${errorCode}): project ${projectId}, source ${sourceId}`,
          {
            projectId,
            sourceId,
            errorCode,
          },
        );
      }
      await ticks.settled();
      await publishSource(deps.events, projectId, sourceId, 'error', { jobId: job.id, errorCode, errorType: 'ingest' });
    }
    await finishImportIfDone({ ...deps, sources, projects, messages: createMessagesRepo(db) }, projectId, sourceId);
    return { status: 'done' };
  };
};
