import { cloudImportJobs } from '../cloud-import/cloud-import.jobs';
import { brollJobs } from '../broll/broll.jobs';
import { demoJobs } from '../demo/demo.jobs';
import { exportJobs } from '../exports/exports.jobs';
import { ingestJobs } from '../ingest/ingest.jobs';
import type { AppDeps } from '../infrastructure/deps';
import type { JobDefinition, JobWorker } from '../jobs/job-definition';
import { multicamJobs } from '../multicam/multicam.jobs';
import { renderJobs } from '../render/render.jobs';
import { s3ImportJobs } from '../s3-import/s3-file-copy.jobs';
import { videoLinkJobs } from '../video-links/video-links.jobs';

// A payload type is both read (the schema) and written (the handler), so a list of different
// jobs can only be typed loosely; each entry was checked where its feature paired the two.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AppJobWorker = JobWorker<any, AppDeps>;

/** Every feature's background jobs. A new feature adds its `*.jobs.ts` list here. */
export const featureJobs: readonly AppJobWorker[] = [
  ...ingestJobs,
  ...cloudImportJobs,
  ...multicamJobs,
  ...renderJobs,
  ...exportJobs,
  ...brollJobs,
  ...videoLinkJobs,
  ...s3ImportJobs,
  ...demoJobs,
];

export const featureJobDefinitions: readonly JobDefinition<unknown>[] = featureJobs.map((worker) => worker.job);
