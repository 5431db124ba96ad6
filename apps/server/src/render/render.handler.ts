import { join } from 'node:path';
import { exportFailureMessage } from '@otto/shared/export-menu';
import { projectModeSchema } from '@otto/shared/modes';
import { setsAfterMp4Suggestion } from '@otto/shared/suggestions';
import type { Word } from '@otto/shared/transcript';
import type { AppDeps } from '../infrastructure/deps';
import type { JobHandler } from '../jobs/job-definition';
import { mediaRunnerFromConfig } from '../media/media.runner';
import type { MediaInfo } from '../media/media.types';
import { createMessagesRepo } from '../messages/messages.repo';
import { createSourcesRepo } from '../sources/sources.repo';
import { exportKey, formatObjectUri, parseObjectUri, sourceOriginalKey } from '../storage/storage.keys';
import { withTempDir } from '../storage/temp-files';
import { createTranscriptsRepo } from '../transcripts/transcripts.repo';
import { nodeRenderFiles } from './render.files';
import { renderTimeline, type RenderSource } from './render.fns';
import { createRenderRepo } from './render.repo';
import type { RenderJobPayload } from './render.schemas';
import { createRenderService, type Branding } from './render.service';

const successText = {
  mp4: 'Your video is ready to download.',
  prores_caption: 'Your Prores captions are ready to download.',
};

/**
 * The 'export.video' job: fetch the originals and branding, render, store the file in 'exports'
 * and tell the chat. A failure is retried (render.jobs.ts); the last one lands in the chat in the spec's words.
 */
export const renderVideoHandler = (
  deps: Pick<AppDeps, 'config' | 'database' | 'storage' | 'events' | 'logger'>,
): JobHandler<RenderJobPayload> => {
  const db = deps.database.db;
  const sources = createSourcesRepo(db);
  const transcripts = createTranscriptsRepo(db);
  const messages = createMessagesRepo(db);
  const repo = createRenderRepo(db);
  const runner = mediaRunnerFromConfig(deps);
  const render = createRenderService({ runner, files: nodeRenderFiles });

  const publish = (
    job: { id: string; data: RenderJobPayload },
    extra: Partial<Parameters<AppDeps['events']['publish']>[0]>,
  ) =>
    deps.events.publish({
      jobId: job.id,
      projectId: job.data.projectId,
      kind: 'export',
      status: 'progress',
      at: Date.now(),
      ...extra,
    });

  /** Only the user's own branding objects: a uri under someone else's prefix is ignored. */
  async function fetchBranding(p: RenderJobPayload, dir: string): Promise<Branding> {
    const fetchOwn = async (uri: string | null, name: string): Promise<string | undefined> => {
      const loc = uri ? parseObjectUri(uri) : null;
      if (!loc || loc.bucket !== 'branding' || !loc.key.startsWith(`${p.userId}/`)) return undefined;
      if (!(await deps.storage.head(loc.bucket, loc.key))) return undefined;
      const path = join(dir, name);
      await deps.storage.download(loc.bucket, loc.key, path);
      return path;
    };
    const branding: Branding = { waveform: p.waveform };
    if (p.logo.kind === 'watermark')
      branding.logo = { path: await render.wordmark(deps.config.cacheDir), corner: p.logo.corner };
    if (p.logo.kind === 'custom') {
      const path = await fetchOwn(p.logo.uri, 'logo');
      if (path) branding.logo = { path, corner: p.logo.corner };
    }
    // No extension on PNG/JPEG stills: ffmpeg then tells them apart by their bytes alone (see
    // brandingImageInputOptions), whatever the user named them.
    branding.intro = await fetchOwn(p.intro, 'intro');
    branding.outro = await fetchOwn(p.outro, 'outro');
    const overlay = p.overlay ? await fetchOwn(p.overlay.uri, 'overlay.mov') : undefined;
    if (overlay && p.overlay) branding.overlay = { path: overlay, start: p.overlay.start };
    return branding;
  }

  return async (job) => {
    const p = job.data;
    const message = await messages.get(p.projectId, p.messageId);
    if (!message) {
      await repo.endExport(p.projectId, p.layout, p.format);
      return { status: 'gone' };
    }
    const started = Date.now();
    let lastReport = 0;
    const onProgress = (fraction: number) => {
      const now = Date.now();
      if (now - lastReport < 500) return;
      lastReport = now;
      const elapsed = (now - started) / 1000;
      const etaSeconds = fraction > 0.05 ? (elapsed / fraction) * (1 - fraction) : undefined;
      // Not awaited, so it must not reject unheard: a lost progress tick is not worth a failed export.
      publish(job, { progress: Math.min(1, fraction), etaSeconds }).catch((err: unknown) =>
        deps.logger.warn({ err, jobId: job.id }, 'export progress not published'),
      );
    };

    try {
      const result = await withTempDir(deps.config.tmpDir, async (dir) => {
        // A multicam cut also reads the cameras' pictures.
        const sourceIds = [
          ...new Set([...p.segments.map((s) => s.sourceId), ...(p.multicam?.cameras.map((c) => c.sourceId) ?? [])]),
        ];
        const files = new Map<string, { path: string; info: MediaInfo }>();
        const renderSources: RenderSource[] = [];
        for (const [i, sourceId] of sourceIds.entries()) {
          const row = await sources.getInProject(p.projectId, sourceId);
          if (!row) throw new Error(`source ${sourceId} is not in project ${p.projectId}`);
          const loc =
            (row.originalFileUri && parseObjectUri(row.originalFileUri)) ||
            sourceOriginalKey(p.projectId, sourceId, row.filename);
          const path = join(dir, `source-${i}${loc.key.includes('.') ? loc.key.slice(loc.key.lastIndexOf('.')) : ''}`);
          if (p.format === 'mp4') await deps.storage.download(loc.bucket, loc.key, path);
          let info = row.mediaInfo as MediaInfo | null;
          if (!info) {
            if (p.format !== 'mp4') await deps.storage.download(loc.bucket, loc.key, path);
            const probed = await runner.probe(path);
            if (!probed.ok) throw new Error(`source ${sourceId} cannot be read: ${probed.errorCode}`);
            info = probed.info;
          }
          const words: Word[] = (await transcripts.get(sourceId))?.words ?? [];
          files.set(sourceId, { path, info });
          renderSources.push({ id: sourceId, filename: row.filename, info, words });
        }
        const timeline = renderTimeline(p.segments, renderSources, p.layout, undefined, p.multicam);
        const output = join(dir, p.format === 'mp4' ? 'export.mp4' : 'export.mov');
        if (p.format === 'mp4') {
          const branding = await fetchBranding(p, dir);
          await render.renderVideo({
            timeline,
            layout: p.layout,
            files,
            colours: p.colours,
            branding,
            workDir: dir,
            output,
            onProgress,
          });
        } else {
          await render.renderProresCaptions({ timeline, colours: p.colours, workDir: dir, output, onProgress });
        }
        const key = exportKey(p.projectId, p.exportId, p.filename);
        await deps.storage.upload(key.bucket, key.key, output, p.format === 'mp4' ? 'video/mp4' : 'video/quicktime');
        const signed = await deps.storage.signGet(key.bucket, key.key, deps.config.SIGNED_URL_TTL_SECONDS, p.filename);
        return {
          s3Uri: formatObjectUri(key.bucket, key.key),
          downloadUrl: signed.url,
          expires: signed.expires,
          filename: p.filename,
          format: p.format,
          layout: p.layout,
        };
      });

      await repo.patchMessageData(
        p.projectId,
        p.messageId,
        {
          downloadUrl: result.downloadUrl,
          exportFilename: result.filename,
          ...(p.format === 'mp4' ? { isFreeMp4: p.isFree } : {}),
        },
        ['exportErrorMessage'],
      );
      await messages.add(
        p.projectId,
        'export_success_message',
        {
          text: successText[p.format],
          format: p.format,
          layout: p.layout,
          downloadUrl: result.downloadUrl,
          exportFilename: result.filename,
        },
        p.messageId,
      );
      const mode = projectModeSchema.safeParse(p.projectMode);
      if (p.format === 'mp4' && mode.success && setsAfterMp4Suggestion(mode.data)) {
        await repo.flagAfterMp4Suggestion(p.projectId);
      }
      await repo.endExport(p.projectId, p.layout, p.format);
      await publish(job, { status: 'completed', progress: 1, results: result });
      return { status: 'done', ...result };
    } catch (error) {
      if (!job.lastAttempt) throw error;
      deps.logger.warn({ err: error, projectId: p.projectId, jobId: job.id, format: p.format }, 'render failed');
      const text = exportFailureMessage(p.format);
      await repo.patchMessageData(p.projectId, p.messageId, { exportErrorMessage: text });
      await messages.add(p.projectId, 'bot_message', { text }, p.messageId);
      await repo.endExport(p.projectId, p.layout, p.format);
      await publish(job, { status: 'failed', error: { code: 'export_failed', message: text } });
      return { status: 'failed' };
    }
  };
};
