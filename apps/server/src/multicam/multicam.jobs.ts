import { jobWorker } from '../jobs/job-definition';
import { multicamSyncHandler } from './multicam-sync.handler';
import { multicamSyncJob } from './multicam-sync.job';

export const multicamJobs = [jobWorker(multicamSyncJob, multicamSyncHandler)];
