import type { AppDeps } from '../app/deps';
import { exportTimelineHandler } from '../exports/exports.job';
import { ingestSourceHandler } from '../ingest/ingest.handler';
import { renderVideoHandler } from '../render/render.handler';
import type { JobName } from './jobs.catalogue';
import type { JobHandler } from './queue';

export type JobHandlerFactory<N extends JobName> = (deps: AppDeps) => JobHandler<N>;

/** One handler per catalogue entry: a job added to the catalogue without one does not compile. */
export const jobHandlers: { [N in JobName]: JobHandlerFactory<N> } = {
  'source.ingest': ingestSourceHandler,
  'export.video': renderVideoHandler,
  'export.timeline': exportTimelineHandler,
};
