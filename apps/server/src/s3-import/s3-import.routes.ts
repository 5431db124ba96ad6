import {
  filesCopyBody,
  remoteImportJobResponse,
  s3FileCopyJobResponse,
  type S3FileCopyJobResponse,
} from '@otto/shared/api/cloud-links';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser, signedInOnly } from '../auth/require-user';
import type { FeatureRoutes } from '../http/feature-routes';
import { notFound } from '../http/http-error';
import type { AppDeps } from '../infrastructure/deps';
import { s3ImportPrefix } from '../ingest/import-types';
import { jobProjectId, jobRecordToEvent } from '../jobs/jobs.fns';
import { loadOwnedProject } from '../projects/project-access';
import { createSourcesRepo } from '../sources/sources.repo';
import { s3FileCopyJob } from './s3-file-copy.jobs';
import { startS3Copy } from './s3-import.service';

const jobParams = z.object({ jobId: z.string().uuid() });
const copyFailure = z.object({ code: z.string(), message: z.string() });

/** Spec import §7: POST /files/copy, and the job polled as 's3_file_copy'. Non-production stages only. */
export const s3ImportRoutes: FeatureRoutes<AppDeps> = (app, deps) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const db = deps.database.db;
  const copies = {
    prefix: s3ImportPrefix(deps.config),
    sources: createSourcesRepo(db),
    queue: deps.queue,
    events: deps.events,
  };

  async function jobStatus(userId: string, jobId: string): Promise<S3FileCopyJobResponse> {
    const job = await deps.queue.get(s3FileCopyJob, jobId);
    const projectId = job ? jobProjectId(job) : undefined;
    if (!job || !projectId) throw notFound('Copy not found.');
    await loadOwnedProject(db, userId, projectId);
    const event = jobRecordToEvent(job, projectId, deps.clock.now().getTime());
    const s3Uri = event.results?.s3_uri;
    // A failure the handler recorded (not worth a retry) ends the job with its error as the result.
    const recorded = copyFailure.safeParse(event.results?.error);
    const error = recorded.success ? recorded.data : event.error;
    return {
      job_id: job.id,
      type: 's3_file_copy',
      status: recorded.success ? 'failed' : event.status,
      ...(typeof s3Uri === 'string' ? { s3_uri: s3Uri } : {}),
      ...(error ? { error } : {}),
    };
  }

  api.post(
    '/files/copy',
    { onRequest: signedInOnly, schema: { body: filesCopyBody, response: { 200: remoteImportJobResponse } } },
    async (request) => {
      const project = await loadOwnedProject(db, requireUser(request).id, request.body.project_id);
      return startS3Copy(copies, project, request.body.file_id);
    },
  );
  api.get(
    '/files/copy/:jobId',
    { onRequest: signedInOnly, schema: { params: jobParams, response: { 200: s3FileCopyJobResponse } } },
    (request) => jobStatus(requireUser(request).id, request.params.jobId),
  );
};
