import type { AppDeps } from '../infrastructure/deps';
import { featureJobs, type AppJobWorker } from './jobs';

/**
 * Starts a worker for every feature job, WORKER_CONCURRENCY at a time per job name. Two jobs of
 * one name would steal each other's work, so that refuses to boot.
 */
export async function startWorkers(deps: AppDeps, workers: readonly AppJobWorker[] = featureJobs): Promise<void> {
  const names = workers.map((worker) => worker.job.name);
  const twice = names.filter((name, i) => names.indexOf(name) !== i);
  if (twice.length > 0) throw new Error(`Job(s) registered twice: ${[...new Set(twice)].join(', ')}`);
  for (const { job, handler } of workers) {
    await deps.queue.work(job, handler(deps), { concurrency: deps.config.WORKER_CONCURRENCY });
  }
}
