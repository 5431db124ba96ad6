import type { AppDeps } from '../app/deps';
import { jobHandlers as defaultHandlers, type JobHandlerFactory } from './job-handlers';
import { jobCatalogue, type JobName } from './jobs.catalogue';

type HandlerTable = { [N in JobName]: JobHandlerFactory<N> };

/**
 * Starts a worker for every job in the catalogue, WORKER_CONCURRENCY at a time per job name.
 * Refuses to start when a job has no handler (the types prevent it; JavaScript callers may not).
 */
export async function startWorkers(deps: AppDeps, handlers: HandlerTable = defaultHandlers): Promise<void> {
  const names = Object.keys(jobCatalogue) as JobName[];
  const missing = names.filter((name) => typeof (handlers as Partial<HandlerTable>)[name] !== 'function');
  if (missing.length > 0) throw new Error(`No handler for job(s): ${missing.join(', ')}`);
  for (const name of names) {
    await registerWorker(deps, handlers, name);
  }
}

function registerWorker<N extends JobName>(deps: AppDeps, handlers: HandlerTable, name: N): Promise<void> {
  const factory = handlers[name] as JobHandlerFactory<N>;
  return deps.queue.work(name, factory(deps), { concurrency: deps.config.WORKER_CONCURRENCY });
}
