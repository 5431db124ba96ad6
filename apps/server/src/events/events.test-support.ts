import type { JobEvent } from '@otto/shared/jobs';
import type { EventBus } from './events';

/**
 * The end (completed or failed) of the next export of `projectId` on the bus, as the SSE stream
 * forwards it. Call before starting the export, so its end cannot be missed; `onEach` sees every
 * event of the project until then.
 */
export function exportEnd(
  bus: Pick<EventBus, 'subscribe'>,
  projectId: string,
  onEach: (e: JobEvent) => void = () => undefined,
): Promise<JobEvent> {
  return new Promise((resolve) => {
    const stop = bus.subscribe({ projectId }, (e) => {
      onEach(e);
      if (e.kind === 'export' && (e.status === 'completed' || e.status === 'failed')) {
        stop();
        resolve(e);
      }
    });
  });
}
