import { exportFailureMessage } from '@otto/shared';
import { exporters, exportTimeline } from '@otto/timeline';
import type { AppDeps } from '../infrastructure/deps';
import type { JobHandler } from '../jobs/job-definition';
import { createMessagesRepo } from '../messages/messages.repo';
import { createProjectsRepo } from '../projects/projects.repo';
import { createSourcesRepo } from '../sources/sources.repo';
import { createTranscriptsRepo } from '../transcripts/transcripts.repo';
import { exportFlag } from './exports.fns';
import { createExportsRepo } from './exports.repo';
import type { ExportTimelinePayload } from './exports.schemas';
import { signResult } from './exports.download';
import { timelineForEdit } from './exports.timeline';

/** Thrown after a failure has been recorded, so the queue keeps the job as failed with the chat's text. */
export class ExportFailedError extends Error {
  readonly code = 'export_failed';
  constructor(
    message: string,
    override readonly cause: unknown,
  ) {
    super(message);
    this.name = 'ExportFailedError';
  }
}

/**
 * The 'export.timeline' job: edit → timeline of the original media → exporter → object in the
 * 'exports' bucket. The result (with a signed download URL) goes on the job stream and becomes the
 * job's output; a failure lands on the message and in the chat with the spec's text.
 */
export const exportTimelineHandler = (
  deps: Pick<AppDeps, 'clock' | 'config' | 'database' | 'storage' | 'events' | 'logger'>,
): JobHandler<ExportTimelinePayload> => {
  // Repositories are made per job, not at registration: registering workers needs no database.
  const repos = () => {
    const db = deps.database.db;
    return {
      sources: createSourcesRepo(db),
      transcripts: createTranscriptsRepo(db),
      projects: createProjectsRepo(db),
      messages: createMessagesRepo(db),
      exportsRepo: createExportsRepo(db),
    };
  };

  return async (job) => {
    const p = job.data;
    const { sources, transcripts, projects, messages, exportsRepo } = repos();
    const ttl = deps.config.SIGNED_URL_TTL_SECONDS;
    const finish = async () => {
      const flag = exportFlag(p.format);
      if (flag) await exportsRepo.setExporting(p.projectId, p.layout, flag, false, deps.clock.now());
    };
    const publish = (status: 'active' | 'progress' | 'completed' | 'failed', extra: object = {}) =>
      deps.events.publish({ jobId: job.id, projectId: p.projectId, kind: 'export', status, at: Date.now(), ...extra });

    // The project or the edit was deleted meanwhile: nothing to export into, nothing to report.
    if (!(await messages.get(p.projectId, p.messageId))) {
      await finish().catch(() => undefined);
      return { status: 'gone' };
    }
    try {
      await publish('active', { progress: 0 });
      const timeline = await timelineForEdit(
        { sources, transcripts, projects },
        {
          projectId: p.projectId,
          name: p.filename.replace(/\.[^.]+$/, ''),
          container: p.container,
          storyIndexes: p.storyIndexes,
          layout: p.layout,
        },
      );
      const output = await exportTimeline(p.format, timeline);
      const body = typeof output === 'string' ? Buffer.from(output, 'utf8') : Buffer.from(output);
      await deps.storage.put(p.bucket, p.key, body, exporters[p.format].mimeType);
      const result = await signResult(
        { storage: deps.storage, signedUrlTtlSeconds: ttl },
        p,
        p.filename,
        p.format,
        p.layout,
      );
      await finish();
      await publish('completed', { progress: 1, results: result });
      return result;
    } catch (error) {
      if (!job.lastAttempt) throw error;
      const flag = exportFlag(p.format);
      const text = flag
        ? exportFailureMessage(flag)
        : `Hmm something went wrong with the ${exporters[p.format].displayName} export. Try exporting again!`;
      deps.logger.warn(
        { err: error, projectId: p.projectId, messageId: p.messageId, format: p.format },
        'export failed',
      );
      await exportsRepo.setExportError(p.projectId, p.messageId, text);
      await messages.add(p.projectId, 'bot_message', { text }, p.messageId);
      await finish();
      await publish('failed', { error: { code: 'export_failed', message: text } });
      throw new ExportFailedError(text, error);
    }
  };
};
