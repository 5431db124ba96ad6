import { jobWorker } from '../jobs/job-definition';
import { brollLogHandler } from './broll-log.handler';
import { brollLogJob } from './broll-log.job';

export const brollJobs = [jobWorker(brollLogJob, brollLogHandler)];
