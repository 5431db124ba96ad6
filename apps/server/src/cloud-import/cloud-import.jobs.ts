import { cloudImportJobType } from '@otto/shared/api/cloud-import';
import { defineJob, jobWorker } from '../jobs/job-definition';
import { cloudImportHandler } from './cloud-import.handler';
import { cloudImportPayload } from './cloud-import.schemas';

/** Streams one remote file into the ingest bucket, then hands it to the normal ingest. */
export const cloudImportJob = defineJob({
  name: cloudImportJobType,
  payload: cloudImportPayload,
  // A broken-off download resumes where it stopped (Range) within a try; a retry resumes too.
  retryLimit: 2,
  // A lease renewed while the job runs (jobs/job-definition.ts), not a time limit.
  expireInSeconds: 120,
});

export const cloudImportJobs = [jobWorker(cloudImportJob, cloudImportHandler)];
