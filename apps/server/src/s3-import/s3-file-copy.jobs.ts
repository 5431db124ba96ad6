import { s3FileCopyJobType } from '@otto/shared/api/cloud-links';
import { defineJob, jobWorker } from '../jobs/job-definition';
import { s3FileCopyHandler } from './s3-file-copy.handler';
import { s3FileCopyPayload } from './s3-file-copy.schemas';

/** Copies an S3 URI source's object into the ingest bucket, then hands it to the normal ingest. */
export const s3FileCopyJob = defineJob({
  name: s3FileCopyJobType,
  payload: s3FileCopyPayload,
  // One more try for a store that failed once; a missing object fails at once.
  retryLimit: 1,
  expireInSeconds: 120,
});

export const s3ImportJobs = [jobWorker(s3FileCopyJob, s3FileCopyHandler)];
