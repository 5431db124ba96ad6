import { join } from 'node:path';
import { rm } from 'node:fs/promises';
import { brollFileSummary, type BrollFileLog, type BrollGroups } from '@otto/shared/broll';
import { finishImportIfDone } from '../ingest/import-completion';
import { createImportStateRepo } from '../ingest/import-state.repo';
import type { AppDeps } from '../infrastructure/deps';
import type { JobHandler } from '../jobs/job-definition';
import { mediaRunnerFromConfig } from '../media/media.runner';
import type { MediaInfo } from '../media/media.types';
import { createMessagesRepo } from '../messages/messages.repo';
import { createSourcesRepo } from '../sources/sources.repo';
import { formatObjectUri, mediaKeys, sourceOriginalKey } from '../storage/storage.keys';
import { withTempDir } from '../storage/temp-files';
import { grabBestFrame } from './best-frame';
import { brollGroups } from './broll-groups.fns';
import { logBrollFile } from './broll-log';
import type { BrollLogPayload } from './broll-log.job';
import { createBrollRepo } from './broll.repo';
import { brollText } from './broll.text';
import { visionFromConfig } from './vision.client';

type BrollDeps = Pick<
  AppDeps,
  'config' | 'database' | 'storage' | 'events' | 'logger' | 'mailer' | 'alerts' | 'clock' | 'queue'
>;

const rateOf = (info: MediaInfo | null): number => {
  const rate = info?.video?.rate;
  const fps = rate && rate.den > 0 ? rate.num / rate.den : 0;
  return fps > 0 && fps <= 240 ? fps : 25;
};

/**
 * Every video file of a B-roll project logged shot by shot (each log stored beside the file's
 * media), the files grouped by look, the summary and the groups posted to the chat, then the
 * import's usual ending (ready, mail). No speech is needed at any step.
 */
export const brollLogHandler = (deps: BrollDeps): JobHandler<BrollLogPayload> => {
  const db = deps.database.db;
  const sources = createSourcesRepo(db);
  const projects = createImportStateRepo(db);
  const messages = createMessagesRepo(db);
  const broll = createBrollRepo(db);
  const runner = mediaRunnerFromConfig(deps);
  const vision = visionFromConfig(deps.config);

  const logAll = (projectId: string, files: Awaited<ReturnType<typeof sources.listByProject>>) =>
    withTempDir(deps.config.tmpDir, async (dir) => {
      const logs: { log: BrollFileLog; thumbnailUri: string | null }[] = [];
      for (const source of files) {
        const original = sourceOriginalKey(projectId, source.id, source.filename);
        const path = join(dir, `${source.id}${original.key.slice(original.key.lastIndexOf('.'))}`);
        await deps.storage.download(original.bucket, original.key, path);
        const info = source.mediaInfo as MediaInfo | null;
        const input = {
          path,
          container: info?.container,
          fieldOrder: info?.video?.fieldOrder,
          fps: rateOf(info),
          sourceId: source.id,
          filename: source.filename,
        };
        const log = await logBrollFile(runner, input, {
          vision,
          onVisionError: (err, shot) => deps.logger.warn({ err, sourceId: source.id, shot }, 'vision caption failed'),
        });
        const logKey = mediaKeys.brollLog(projectId, source.id);
        await deps.storage.put(logKey.bucket, logKey.key, Buffer.from(JSON.stringify(log)), 'application/json');
        let thumbnailUri: string | null = null;
        const first = log.shots[0];
        if (first) {
          // Best effort: a group shows without a picture rather than not at all.
          const jpeg = await grabBestFrame(runner, { ...input, atSec: first.bestFrameSec }).catch(() => null);
          if (jpeg?.length) {
            const key = mediaKeys.brollThumbnail(projectId, source.id);
            await deps.storage.put(key.bucket, key.key, jpeg, 'image/jpeg');
            thumbnailUri = formatObjectUri(key.bucket, key.key);
          }
        }
        await rm(path, { force: true });
        logs.push({ log, thumbnailUri });
      }
      return logs;
    });

  return async (job) => {
    const { projectId } = job.data;
    const project = await projects.get(projectId);
    if (!project || project.mode !== 'b_roll') return { status: 'skipped' };
    const files = (await sources.listByProject(projectId)).filter((s) => s.state === 'completed' && s.type === 'video');
    const finish = () =>
      finishImportIfDone({ ...deps, sources, projects, messages }, projectId, undefined, { brollLogged: true });
    if (files.length === 0) {
      await messages.add(projectId, 'bot_message', { text: brollText.noVideo });
      await finish();
      return { status: 'no_video' };
    }

    let logged: Awaited<ReturnType<typeof logAll>>;
    try {
      logged = await logAll(projectId, files);
    } catch (err) {
      if (!job.lastAttempt) throw err;
      deps.logger.error({ err, projectId }, 'b-roll logging failed');
      await messages.add(projectId, 'bot_message', { text: brollText.failed });
      await finish();
      return { status: 'failed' };
    }

    const logs = logged.map((l) => l.log);
    const groups = brollGroups(logs);
    const saved: BrollGroups = {
      files: logs.map((log) => {
        const key = mediaKeys.brollLog(projectId, log.sourceId);
        return {
          sourceId: log.sourceId,
          filename: log.filename,
          metadata_s3_uri: formatObjectUri(key.bucket, key.key),
          shotCount: log.shots.length,
        };
      }),
      groups,
    };
    await broll.saveGroups(projectId, saved);
    const shots = logs.reduce((n, l) => n + l.shots.length, 0);
    await messages.add(projectId, 'broll_summary_message', {
      text: brollText.summary(logs.length, shots),
      fileSummaries: logs.map((log) => ({
        sourceId: log.sourceId,
        filename: log.filename,
        summary: brollFileSummary(log),
      })),
    });
    const byId = new Map(logged.map((l) => [l.log.sourceId, l]));
    await messages.add(projectId, 'broll_edit_message', {
      text: brollText.edit(shots, groups.length),
      containerId: null,
      groups: groups.map((g) => ({
        id: g.id,
        name: g.name,
        files: g.sourceIds.map((id) => {
          const entry = byId.get(id)!;
          return {
            sourceId: id,
            filename: entry.log.filename,
            shotCount: entry.log.shots.length,
            thumbnailUri: entry.thumbnailUri,
          };
        }),
      })),
    });
    await finish();
    return { status: 'logged', files: logs.length, shots, groups: groups.length };
  };
};
