import { jobWorker } from '../jobs/job-definition';
import { demoFinishHandler } from './demo-finish.handler';
import { demoFinishJob } from './demo-finish.job';

export const demoJobs = [jobWorker(demoFinishJob, demoFinishHandler)];
