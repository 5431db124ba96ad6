import { randomUUID } from 'node:crypto';
import { exportFailureMessage, type Container, type Layout } from '@otto/shared';
import { arollEditDataSchema } from '@otto/shared/aroll';
import type { ExportArollsBody, ExportResult, ExportStartedResponse, ExportXmlBody } from '@otto/shared/api/exports';
import { toSrt, UnknownSourceError, UnknownStoryError } from '@otto/timeline';
import { badRequest, HttpError, notFound } from '../http/http-error';
import type { EventBus } from '../events/events';
import type { Clock } from '../http/clock';
import type { Db } from '../db/database';
import type { JobQueue } from '../jobs/queue';
import { jobProjectId, jobRecordToEvent } from '../jobs/jobs.fns';
import type { MessagesRepo } from '../messages/messages.repo';
import { loadOwnedProject } from '../projects/project-access';
import { createProjectsRepo } from '../projects/projects.repo';
import type { SourcesRepo } from '../sources/sources.repo';
import { createTranscriptsRepo } from '../transcripts/transcripts.repo';
import { exportKey, parseObjectUri } from '../storage/storage.keys';
import type { ObjectStorage } from '../storage/storage';
import { exportFlag, layoutAllowed, storyTitleFor, timelineExportFilename } from './exports.fns';
import { signResult } from './exports.download';
import { exportTimelineJob } from './exports.jobs';
import type { ExportsRepo } from './exports.repo';
import type { ExportJobResponse } from './exports.schemas';
import { timelineForEdit } from './exports.timeline';

export interface ExportsServiceDeps {
  db: Db;
  sources: Pick<SourcesRepo, 'listByProject'>;
  messages: Pick<MessagesRepo, 'get' | 'add'>;
  exports: Pick<ExportsRepo, 'setExporting' | 'addExportJob' | 'clearExportError' | 'setExportError'>;
  /** Tells the page a chat message arrived (an SRT failure has no job to report it). */
  events?: Pick<EventBus, 'publish'>;
  queue: Pick<JobQueue, 'send' | 'getById'>;
  storage: Pick<ObjectStorage, 'signGet' | 'head'>;
  clock: Clock;
  signedUrlTtlSeconds: number;
}

/** Messages an editing-app export starts from: edits, A-roll logs and scripted stories. */
export type ExportableMessageType = 'edit_result' | 'aroll_edit_message' | 'scripted_story_message';

interface EditRequest {
  project_id: string;
  container: Container;
  story_indexes: number[];
  layout: Layout;
}

/** Exports started from an edit in the chat: timeline files as jobs, SRT at once, and the conversion check. */
export function createExportsService(deps: ExportsServiceDeps) {
  const timelineRepos = {
    sources: deps.sources,
    transcripts: createTranscriptsRepo(deps.db),
    projects: createProjectsRepo(deps.db),
  };
  /** The project (owned by the user) and a check that the edit belongs to it. */
  async function ownedEdit(userId: string, body: EditRequest) {
    const project = await loadOwnedProject(deps.db, userId, body.project_id);
    if (body.container.projectId !== project.id) throw badRequest('The edit belongs to another project.');
    return project;
  }

  /** Timeline conversion failures the user caused (a story that is not there) are a 400, not a crash. */
  async function timeline(body: EditRequest, name: string) {
    try {
      return await timelineForEdit(timelineRepos, {
        projectId: body.project_id,
        name,
        container: body.container,
        storyIndexes: body.story_indexes,
        layout: body.layout,
      });
    } catch (error) {
      if (error instanceof UnknownStoryError || error instanceof UnknownSourceError) throw badRequest(error.message);
      throw error;
    }
  }

  const service = {
    /** POST /export/xml: queues the export; its progress and result arrive on the job stream. */
    async startTimelineExport(
      userId: string,
      body: ExportXmlBody,
      from: ExportableMessageType = 'edit_result',
    ): Promise<ExportStartedResponse> {
      const project = await ownedEdit(userId, body);
      const message = await deps.messages.get(project.id, body.message_id);
      if (!message || message.type !== from) throw notFound('Message not found.');
      const mode = project.mode as Parameters<typeof layoutAllowed>[2];
      if (!layoutAllowed(body.format, body.layout, mode)) {
        throw badRequest('Vertical editing-app exports are offered in social media mode only.', 'layout_not_allowed');
      }
      const filename = timelineExportFilename({
        projectName: project.name,
        mode,
        format: body.format,
        layout: body.layout,
        storyTitle: storyTitleFor(body.container.stories, body.story_indexes),
      });
      const location = exportKey(project.id, randomUUID(), filename);
      const flag = exportFlag(body.format);
      // Flags go up before the job exists: a job that finishes at once then always finds them to lower.
      await deps.exports.clearExportError(project.id, message.id);
      if (flag) await deps.exports.setExporting(project.id, body.layout, flag, true, deps.clock.now());
      let jobId: string;
      try {
        jobId = await deps.queue.send(exportTimelineJob, {
          projectId: project.id,
          messageId: message.id,
          format: body.format,
          layout: body.layout,
          storyIndexes: body.story_indexes,
          container: body.container,
          filename,
          bucket: location.bucket,
          key: location.key,
        });
      } catch (error) {
        if (flag) await deps.exports.setExporting(project.id, body.layout, flag, false, deps.clock.now());
        throw error;
      }
      if (flag)
        await deps.exports.addExportJob(project.id, message.id, jobId, {
          format: flag,
          layout: body.layout,
          s3Key: location.key,
        });
      return { job_id: jobId, export_s3_key: location.key };
    },

    /**
     * POST /export/xml-arolls: the log on the A-roll message (all its bites, or the ones asked
     * for), each bite a clip of its own with a marker named after it.
     */
    async startArollExport(userId: string, body: ExportArollsBody): Promise<ExportStartedResponse> {
      const project = await loadOwnedProject(deps.db, userId, body.project_id);
      const message = await deps.messages.get(project.id, body.aroll.message_id);
      if (!message || message.type !== 'aroll_edit_message') throw notFound('Message not found.');
      const container = arollEditDataSchema.parse(message.data).container;
      const bites = container?.stories.length ?? 0;
      const storyIndexes = body.aroll.bite_indexes ?? Array.from({ length: bites }, (_, i) => i);
      if (!container || storyIndexes.length === 0) throw badRequest('The A-roll log has no sound bites to export.');
      return service.startTimelineExport(
        userId,
        {
          project_id: project.id,
          format: body.format,
          story_indexes: storyIndexes,
          layout: 'original',
          container,
          message_id: message.id,
        },
        'aroll_edit_message',
      );
    },

    /** POST /export/srt: captions are small and quick, so the text comes back in the answer. */
    async srt(userId: string, body: EditRequest & { message_id: string }): Promise<string> {
      const project = await ownedEdit(userId, body);
      const message = await deps.messages.get(project.id, body.message_id);
      if (!message || (message.type !== 'edit_result' && message.type !== 'scripted_story_message'))
        throw notFound('Message not found.');
      await deps.exports.clearExportError(project.id, message.id);
      try {
        return toSrt(
          await timelineForEdit(timelineRepos, {
            projectId: project.id,
            name: project.name,
            container: body.container,
            storyIndexes: body.story_indexes,
            layout: body.layout,
          }),
        );
      } catch (error) {
        if (error instanceof UnknownStoryError) throw badRequest(error.message);
        // Spec §8: like every export failure (a source deleted since the edit, say), the text goes
        // on the message and into the chat.
        const text = exportFailureMessage('srt');
        await deps.exports.setExportError(project.id, message.id, text);
        await deps.messages.add(project.id, 'bot_message', { text }, message.id);
        await deps.events?.publish({
          projectId: project.id,
          kind: 'export',
          status: 'failed',
          at: Date.now(),
          error: { code: 'export_failed', message: text },
        });
        throw new HttpError(500, 'export_failed', text);
      }
    },

    /** POST /eddie/convert: validates the edit against the project's media and sums up the timeline. */
    async convert(
      userId: string,
      body: { container: Container; format: { type: string; layout: Layout }; story_indexes: number[] },
    ) {
      const request = {
        project_id: body.container.projectId,
        container: body.container,
        story_indexes: body.story_indexes,
        layout: body.format.layout,
      };
      const project = await ownedEdit(userId, request);
      const tl = await timeline(request, project.name);
      const clips = tl.videoTracks[0]?.items ?? tl.audioTracks[0]?.items ?? [];
      const durationFrames = clips.reduce(
        (end, item) => Math.max(end, item.recordRange.start + item.recordRange.duration),
        0,
      );
      return { clips: clips.filter((i) => i.kind === 'clip').length, durationFrames, rate: tl.rate };
    },

    /** GET /exports/:jobId: for the owner only; a finished export gets a fresh signed download URL. */
    async jobStatus(userId: string, jobId: string): Promise<ExportJobResponse> {
      const job = await deps.queue.getById(jobId);
      const projectId = job && job.name === exportTimelineJob.name ? jobProjectId(job) : undefined;
      if (!job || !projectId) throw notFound('Export not found.');
      await loadOwnedProject(deps.db, userId, projectId);
      const event = jobRecordToEvent(job, projectId, deps.clock.now().getTime());
      const response: ExportJobResponse = { job_id: job.id, status: event.status };
      if (event.error) response.error = event.error;
      const output = event.results as Partial<ExportResult> | undefined;
      const location = output?.s3Uri ? parseObjectUri(output.s3Uri) : null;
      if (event.status === 'completed' && output && location) {
        response.result = await signResult(
          deps,
          location,
          output.filename ?? 'export',
          output.format ?? '',
          output.layout ?? 'original',
        );
      }
      return response;
    },
  };
  return service;
}
export type ExportsService = ReturnType<typeof createExportsService>;
