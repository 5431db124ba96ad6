import type { AppDeps } from '../app/deps';
import { ingestSourceHandler } from '../ingest/ingest.handler';
import type { JobName } from './jobs.catalogue';
import type { JobHandler } from './queue';

export type JobHandlerFactory<N extends JobName> = (deps: AppDeps) => JobHandler<N>;

/** One handler per catalogue entry: a job added to the catalogue without one does not compile. */
export const jobHandlers: { [N in JobName]: JobHandlerFactory<N> } = {
  'source.ingest': ingestSourceHandler,
};
