import {
  cloudImportJobResponse,
  createCloudUploadBody,
  createCloudUploadResponse,
  type CloudImportJobResponse,
  type CreateCloudUploadBody,
} from '@otto/shared/api/cloud-import';
import { importText } from '@otto/shared/ui-text';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser, signedInOnly } from '../auth/require-user';
import { badRequest, notFound } from '../http/http-error';
import type { FeatureRoutes } from '../http/feature-routes';
import type { AppDeps } from '../infrastructure/deps';
import { jobProjectId, jobRecordToEvent } from '../jobs/jobs.fns';
import { loadOwnedProject } from '../projects/project-access';
import { createSourcesRepo } from '../sources/sources.repo';
import { sourceOriginalKey } from '../storage/storage.keys';
import { cloudImportJob } from './cloud-import.jobs';
import type { CloudProvider } from './cloud-import.schemas';
import { startCloudImport } from './cloud-import.service';

const keyPattern = /^([0-9a-f-]{36})\/([0-9a-f-]{36})\/[0-9a-f-]{36}\.[a-z0-9]{1,8}$/;
const jobParams = z.object({ jobId: z.string().uuid() });
const cloudImportFailure = z.object({ code: z.string(), message: z.string() });

/** The providers this job downloads from, by the source's import type. */
const providerByImportType: Partial<Record<string, CloudProvider>> = {
  gg_drive: 'gg_drive',
  dropbox: 'dropbox',
  frameio: 'frameio',
};

/** Spec import §7: POST /uploads/create-cloud-upload, and the job polled as 'cloud_import'. */
export const cloudImportRoutes: FeatureRoutes<AppDeps> = (app, deps) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const db = deps.database.db;
  const sources = createSourcesRepo(db);

  async function createCloudUpload(userId: string, body: CreateCloudUploadBody) {
    const match = keyPattern.exec(body.file_key);
    if (!match || match[1] !== body.project_id) {
      throw badRequest('file_key must be {projectId}/{sourceId}/{sourceId}.{ext} of this project');
    }
    const project = await loadOwnedProject(db, userId, body.project_id);
    const source = await sources.getInProject(project.id, match[2]!);
    if (!source || sourceOriginalKey(project.id, source.id, source.filename).key !== body.file_key) {
      throw notFound('Source not found');
    }
    const provider = body.type === 'youtube' ? undefined : providerByImportType[source.importType];
    if (!provider) throw badRequest(importText.importTypeNotImplemented, 'import_type_not_implemented');
    return startCloudImport(deps, {
      projectId: project.id,
      sourceId: source.id,
      provider,
      fileUrl: body.file_url,
      token: body.drive_token,
    });
  }

  async function jobStatus(userId: string, jobId: string): Promise<CloudImportJobResponse> {
    const job = await deps.queue.get(cloudImportJob, jobId);
    const projectId = job ? jobProjectId(job) : undefined;
    if (!job || !projectId) throw notFound('Import not found.');
    await loadOwnedProject(db, userId, projectId);
    const event = jobRecordToEvent(job, projectId, deps.clock.now().getTime());
    const s3Uri = event.results?.s3_uri;
    // A failure the handler recorded (not worth a retry) ends the job with its error as the result.
    const recorded = cloudImportFailure.safeParse(event.results?.error);
    const error = recorded.success ? recorded.data : event.error;
    return {
      job_id: job.id,
      type: 'cloud_import',
      status: recorded.success ? 'failed' : event.status,
      ...(typeof s3Uri === 'string' ? { s3_uri: s3Uri } : {}),
      ...(error ? { error } : {}),
    };
  }

  api.post(
    '/uploads/create-cloud-upload',
    { onRequest: signedInOnly, schema: { body: createCloudUploadBody, response: { 200: createCloudUploadResponse } } },
    (request) => createCloudUpload(requireUser(request).id, request.body),
  );
  api.get(
    '/uploads/cloud-import/:jobId',
    { onRequest: signedInOnly, schema: { params: jobParams, response: { 200: cloudImportJobResponse } } },
    (request) => jobStatus(requireUser(request).id, request.params.jobId),
  );
};
